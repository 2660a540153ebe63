import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { callerOf, requireProviderWriter } from '../../http/caller.js';
import { bodyValue } from '../../http/params.js';
import {
  Refusal,
  answer,
  assignedBusinessLine,
  bodyId,
  optionalQueryId,
  queryId,
} from '../catalogue/http.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import { changeEventLines, fireEmailEvent } from '../mail/mailer.js';
import { MAPPING_MESSAGES } from '../mappings/mappings.messages.js';
import { assertSection, saved } from '../mappings/mappings.routes.js';
import {
  HEADER_REQUIREMENT_TEXT,
  applyChange,
  assertNumberFree,
  assertUndecided,
  changeRowOfUser,
  findChange,
  insertProposedRows,
  listChangeRequirements,
  loadChange,
  loadChangeBusinessLines,
  nextNumber,
  type ChangeDecision,
  type ChangeDto,
} from './change-in-law.repository.js';
import { refreshChangeInboxCounts } from './change-management.routes.js';

const TEXT_MAX = 4000;
const NUMBER_PATTERN = /^[A-Za-z][A-Za-z0-9]*_\d{1,6}$/;

/** A text property: trimmed, at most `max` characters; '' when absent. */
function bodyText(body: Record<string, unknown>, name: string, max = TEXT_MAX): string {
  const raw = bodyValue(body, name);
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw new Refusal(400, CATALOGUE_MESSAGES.textInvalid(name));
  const text = raw.trim();
  if (text.length > max) throw new Refusal(400, MAPPING_MESSAGES.textTooLong(name, max));
  return text;
}

function requirementType(body: Record<string, unknown>, fallback: number | null): number {
  const raw = bodyValue(body, 'requirementTypeId');
  if ((raw === undefined || raw === null || raw === '') && fallback !== null) return fallback;
  const type = Number(raw);
  if (type !== 1 && type !== 2) throw new Refusal(400, MAPPING_MESSAGES.requirementTypeInvalid);
  return type;
}

/** Type 2 needs a text that starts with a letter, 2 characters at least; type 1 its fixed text. */
function requirementText(type: number, text: string): string {
  if (type === 1) return HEADER_REQUIREMENT_TEXT;
  if (text.length < 2 || !/^\p{L}/u.test(text))
    throw new Refusal(400, MAPPING_MESSAGES.requirementTextInvalid);
  return text;
}

function requirementNumber(raw: string): string {
  if (!NUMBER_PATTERN.test(raw)) throw new Refusal(400, MAPPING_MESSAGES.requirementNumberInvalid);
  return raw.toUpperCase();
}

/** The change, whose business line (given) is the user's. */
async function changeForLine(db: Queryable, userId: number, changeLawId: number, businessLineId: number) {
  const change = await loadChange(db, changeLawId);
  if (!change) throw new Refusal(404, MAPPING_MESSAGES.changeNotFound);
  await assignedBusinessLine(db, userId, businessLineId);
  return change;
}

async function markEdited(tx: Queryable, id: number, userId: number) {
  await tx.query(
    'UPDATE change_requirements SET is_edited = true, is_submitted = false, updated_by = $2, updated_at = now() WHERE id = $1',
    [id, userId],
  );
}

const DECISIONS: Record<string, ChangeDecision> = {
  accepted: 'Accepted',
  acceptedwithpolicy: 'AcceptedWithPolicy',
  doesnotapply: 'DoesNotApply',
};

/**
 * Change in law: the changed law's details, the updated business
 * requirements a change proposes per business line (OldRequirement / NewRequirement, RequirementChangeStatus),
 * their edits (add, edit, number, delete, undo, save draft or submit) and the decision: accept, accept with
 * company policy requirements, or does not apply (accept-law). Everything is refused with 409 once the business
 * line has decided.
 */
export async function changeInLawRoutes(app: FastifyInstance, { db, mail }: LegacyContext): Promise<void> {
  app.get(
    '/ChangeInLaw/GetChangedLawDetails',
    answer(async (request) => {
      const query = request.legacyQuery;
      const changeLawId = optionalQueryId(query, 'changeLawId');
      let change: ChangeDto | null;
      if (changeLawId !== null) {
        change = await loadChange(db, changeLawId);
      } else {
        const lawId = queryId(query, 'lawId');
        const sectionId = queryId(query, 'sectionId');
        const lawDetailId = queryId(query, 'lawDetailId');
        change = await findChange(db, sectionId, optionalQueryId(query, 'statusId'));
        if (change && (change.lawId !== lawId || change.lawDetailId !== lawDetailId)) change = null;
      }
      if (!change) throw new Refusal(404, MAPPING_MESSAGES.changeNotFound);
      return {
        ...change,
        businessLines: await loadChangeBusinessLines(db, request.legacyUserId, change.changeLawId),
      };
    }),
  );

  app.get(
    '/ChangeInLawRequirement/GetChangeRequirements',
    answer(async (request) => {
      const changeLawId = queryId(request.legacyQuery, 'changeLawId');
      const businessLineId = queryId(request.legacyQuery, 'businessLineId');
      await changeForLine(db, request.legacyUserId, changeLawId, businessLineId);
      return listChangeRequirements(db, changeLawId, businessLineId);
    }),
  );

  app.post(
    '/ChangeInLaw/PostChangeLaw',
    saved(
      db,
      MAPPING_MESSAGES.changeSaved,
      async (tx, request, body) => {
        // Laws are the provider's: a client's user reads their changes and decides for its lines, never records one.
        requireProviderWriter(await callerOf(tx, request));
        const sectionId = bodyId(body, 'sectionId');
        const changeTypeId = bodyId(body, 'changeTypeId');
        const statusId = bodyId(body, 'statusId');
        const summary = bodyText(body, 'summary', 1000);
        const newText = bodyText(body, 'newText', 100_000) || null;
        const effective = bodyText(body, 'effectiveDate', 10) || null;
        if (effective !== null && !/^\d{4}-\d{2}-\d{2}$/.test(effective)) {
          throw new Refusal(400, CATALOGUE_MESSAGES.textInvalid('effectiveDate'));
        }
        await assertSection(tx, sectionId);
        const { rows: known } = await tx.query<{ status: string }>(
          'SELECT s.name AS status FROM change_types t, law_statuses s WHERE t.id = $1 AND s.id = $2',
          [changeTypeId, statusId],
        );
        if (known.length === 0) throw new Refusal(400, CATALOGUE_MESSAGES.idInvalid('changeTypeId'));
        // A decommissioned section takes its requirements with it: they are proposed as Deleted.
        const decommissioned = known[0].status === 'Decommissioned';
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO law_changes (section_id, change_type_id, status_id, effective_date, summary, old_text, new_text)
         SELECT s.id, $2, $3, $4::date, $5, s.law_text, coalesce($6, s.law_text) FROM law_sections s WHERE s.id = $1
         RETURNING id`,
          [sectionId, changeTypeId, statusId, effective, summary, newText],
        );
        const changeLawId = rows[0].id;
        // Every requirement of the section, per business line, starts as 'No Change' ('Deleted' for a decommissioned
        // section): the lawyer updates them.
        const { rows: requirements } = await tx.query<{
          id: number;
          business_line_id: number;
          requirement_number: string;
          requirement_type_id: number;
          requirement_text: string;
        }>(
          `SELECT id, business_line_id, requirement_number, requirement_type_id, requirement_text
           FROM requirements WHERE section_id = $1 ORDER BY business_line_id, requirement_number, id`,
          [sectionId],
        );
        for (const lineId of new Set(requirements.map((row) => row.business_line_id))) {
          await insertProposedRows(
            tx,
            changeLawId,
            lineId,
            requirements
              .filter((row) => row.business_line_id === lineId)
              .map((row) => ({
                requirementId: row.id,
                requirementTypeId: row.requirement_type_id,
                oldNumber: row.requirement_number,
                oldText: row.requirement_text,
                newNumber: decommissioned ? null : row.requirement_number,
                newText: decommissioned ? null : row.requirement_text,
                status: decommissioned ? ('Deleted' as const) : ('No Change' as const),
              })),
          );
        }
        // A new change is new work in every change-management inbox of its lines.
        await refreshChangeInboxCounts(tx, null);
        return { changeLawId };
      },
      async (result) => {
        const { changeLawId } = result as { changeLawId: number };
        await fireEmailEvent(mail, db, 'Change in Law', await changeEventLines(db, changeLawId));
      },
    ),
  );

  app.post(
    '/ChangeInLawRequirement/AddNewRequirement',
    saved(db, MAPPING_MESSAGES.requirementAdded, async (tx, request, body) => {
      const changeLawId = bodyId(body, 'changeLawId');
      const businessLineId = bodyId(body, 'businessLineId');
      const change = await changeForLine(tx, request.legacyUserId, changeLawId, businessLineId);
      await assertUndecided(tx, changeLawId, businessLineId);
      const type = requirementType(body, null);
      const text = requirementText(type, bodyText(body, 'requirement'));
      const given = bodyText(body, 'requirementNumber', 40);
      const number = given
        ? requirementNumber(given)
        : await nextNumber(tx, changeLawId, businessLineId, change.sectionId);
      if (type === 2) await assertNumberFree(tx, changeLawId, businessLineId, number, null);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO change_requirements
           (law_change_id, business_line_id, requirement_type_id, new_requirement_number, new_requirement,
            change_status, proposed_requirement_number, proposed_requirement, proposed_status, proposed_type_id,
            is_user_added, is_edited, sort_order, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'New', $4, $5, 'New', $3, true, true,
                 (SELECT coalesce(max(sort_order), 0) + 1 FROM change_requirements WHERE law_change_id = $1 AND business_line_id = $2),
                 $6, now())
         RETURNING id`,
        [changeLawId, businessLineId, type, number, text, request.legacyUserId],
      );
      return { id: rows[0].id, requirementNumber: number };
    }),
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/ChangeInLawRequirement/EditLawRequirement',
      handler: saved(db, MAPPING_MESSAGES.requirementUpdated, async (tx, request, body) => {
        const row = await changeRowOfUser(tx, request.legacyUserId, bodyId(body, 'id'));
        await assertUndecided(tx, row.lawChangeId, row.businessLineId);
        const type = requirementType(body, null);
        const text = requirementText(type, bodyText(body, 'requirement'));
        // Editing a row with no change, or one proposed for deletion, makes it a change of its requirement.
        const status = row.changeStatus === 'New' ? 'New' : 'Changed';
        await tx.query(
          'UPDATE change_requirements SET new_requirement = $2, requirement_type_id = $3, change_status = $4 WHERE id = $1',
          [row.id, text, type, status],
        );
        await markEdited(tx, row.id, request.legacyUserId);
        return { id: row.id };
      }),
    });
  }

  app.put(
    '/ChangeInLawRequirement/UpdateRequirementNumber',
    saved(db, MAPPING_MESSAGES.numberUpdated, async (tx, request, body) => {
      const row = await changeRowOfUser(tx, request.legacyUserId, bodyId(body, 'id'));
      await assertUndecided(tx, row.lawChangeId, row.businessLineId);
      const number = requirementNumber(bodyText(body, 'newRequirementNumber', 40));
      await assertNumberFree(tx, row.lawChangeId, row.businessLineId, number, row.id);
      await tx.query(
        `UPDATE change_requirements SET new_requirement_number = $2,
                change_status = CASE WHEN change_status = 'No Change' THEN 'Changed' ELSE change_status END
          WHERE id = $1`,
        [row.id, number],
      );
      await markEdited(tx, row.id, request.legacyUserId);
      return { id: row.id };
    }),
  );

  app.put(
    '/ChangeInLawRequirement/UndoLawRequirement',
    saved(db, MAPPING_MESSAGES.requirementRestored, async (tx, request, body) => {
      const row = await changeRowOfUser(tx, request.legacyUserId, bodyId(body, 'id'));
      await assertUndecided(tx, row.lawChangeId, row.businessLineId);
      await tx.query(
        `UPDATE change_requirements
            SET new_requirement_number = proposed_requirement_number, new_requirement = proposed_requirement,
                change_status = proposed_status, requirement_type_id = proposed_type_id, is_edited = false,
                is_submitted = false, updated_by = $2, updated_at = now()
          WHERE id = $1`,
        [row.id, request.legacyUserId],
      );
      return { id: row.id };
    }),
  );

  // DELETE with a JSON body, as the legacy contract has it; UserId travels in the secret as for every DELETE.
  app.delete(
    '/ChangeInLawRequirement/DeleteLawRequirement',
    saved(db, MAPPING_MESSAGES.requirementDeleted, async (tx, request, body) => {
      const row = await changeRowOfUser(tx, request.legacyUserId, bodyId(body, 'id'));
      await assertUndecided(tx, row.lawChangeId, row.businessLineId);
      if (row.isUserAdded) {
        await tx.query('DELETE FROM change_requirements WHERE id = $1', [row.id]);
        return { id: row.id, removed: true };
      }
      // The requirement goes away when the change is accepted (a proposed new one is simply not added).
      await tx.query(
        `UPDATE change_requirements SET change_status = 'Deleted', new_requirement = NULL, new_requirement_number = NULL
          WHERE id = $1`,
        [row.id],
      );
      await markEdited(tx, row.id, request.legacyUserId);
      return { id: row.id, removed: false };
    }),
  );

  app.put('/ChangeInLawRequirement/SaveOrSubmitLawRequirement', async (request, reply) => {
    const submit = queryFlagFromBody(request.body);
    return saved(
      db,
      submit ? MAPPING_MESSAGES.submitted : MAPPING_MESSAGES.draftSaved,
      async (tx, _request, body) => {
        const changeLawId = bodyId(body, 'changeLawId');
        const businessLineId = bodyId(body, 'businessLineId');
        await changeForLine(tx, request.legacyUserId, changeLawId, businessLineId);
        await assertUndecided(tx, changeLawId, businessLineId);
        const { rowCount } = await tx.query(
          `UPDATE change_requirements SET is_submitted = $3, updated_by = $4, updated_at = now()
            WHERE law_change_id = $1 AND business_line_id = $2`,
          [changeLawId, businessLineId, submit, request.legacyUserId],
        );
        return { changeLawId, businessLineId, isSubmitted: submit, rows: rowCount };
      },
    )(request, reply);
  });

  app.post('/ChangeInLaw/accept-law', async (request, reply) => {
    const decision = decisionOf(request.body);
    const message =
      decision === 'DoesNotApply'
        ? MAPPING_MESSAGES.doesNotApply
        : decision === 'AcceptedWithPolicy'
          ? MAPPING_MESSAGES.acceptedWithPolicy
          : MAPPING_MESSAGES.accepted;
    return saved(db, message, async (tx, _request, body) => {
      if (decision === null) throw new Refusal(400, MAPPING_MESSAGES.decisionInvalid);
      const changeLawId = bodyId(body, 'changeLawId');
      const businessLineId = bodyId(body, 'businessLineId');
      const change = await changeForLine(tx, request.legacyUserId, changeLawId, businessLineId);
      const comment = bodyText(body, 'comment');
      const policy = bodyText(body, 'companyPolicy');
      if (decision === 'DoesNotApply' && !comment) throw new Refusal(400, MAPPING_MESSAGES.commentRequired);
      if (decision === 'AcceptedWithPolicy' && !policy)
        throw new Refusal(400, MAPPING_MESSAGES.policyRequired);
      // One decision per change and line; the row lock makes two concurrent decisions meet here.
      await tx.query('SELECT id FROM law_changes WHERE id = $1 FOR UPDATE', [changeLawId]);
      await assertUndecided(tx, changeLawId, businessLineId);
      if (decision !== 'DoesNotApply')
        await applyChange(tx, changeLawId, businessLineId, change.sectionId, request.legacyUserId);
      await tx.query(
        `UPDATE change_requirements SET is_submitted = true WHERE law_change_id = $1 AND business_line_id = $2`,
        [changeLawId, businessLineId],
      );
      await tx.query(
        `INSERT INTO change_decisions (law_change_id, business_line_id, decision, comment, company_policy, decided_by)
           VALUES ($1, $2, $3, $4, $5, $6)`,
        [changeLawId, businessLineId, decision, comment || null, policy || null, request.legacyUserId],
      );
      // The change-management inbox of the line's users counts the changes still to decide.
      await refreshChangeInboxCounts(tx, businessLineId);
      return { changeLawId, businessLineId, decision };
    })(request, reply);
  });
}

function queryFlagFromBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const raw = bodyValue(body as Record<string, unknown>, 'isSubmitted');
  return (
    raw === true || raw === 1 || (typeof raw === 'string' && ['true', '1'].includes(raw.trim().toLowerCase()))
  );
}

function decisionOf(body: unknown): ChangeDecision | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const raw = bodyValue(body as Record<string, unknown>, 'decision');
  return typeof raw === 'string' ? (DECISIONS[raw.trim().toLowerCase()] ?? null) : null;
}
