import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { fireEmailEvent, sectionEventLines } from '../mail/mailer.js';
import { LEGACY_MESSAGES, refusal, type Envelope } from '../../http/envelope.js';
import { bodyValue, isPlainObject, parseId, queryValue } from '../../http/params.js';
import { assignedBusinessLine, bodyId, queryId, Refusal } from '../catalogue/http.js';
import { WORKFLOW_MESSAGES } from '../workflow/workflow.messages.js';
import {
  acceptWorkflow,
  assertCan,
  requirementWrite,
  requireWorkflow,
  submitWorkflow,
  WorkflowRefusal,
} from '../workflow/workflow.repository.js';
import {
  addRequirement,
  applyTextEdits,
  deleteAndRenumber,
  deleteRequirement,
  listRequirements,
  quickSearchRequirements,
  requirementCount,
  saveDraft,
  updateRequirement,
  type RequirementDto,
  type RequirementInput,
} from './requirements.repository.js';

/**
 * Answers like the catalogue's other handlers, plus the workflow's refusals: a 409 carries the current row as
 * Result beside its Message, so a client can show what changed.
 */
export function respond<T>(work: (request: FastifyRequest) => Promise<{ message?: string; result: T }>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<Envelope<T> | FastifyReply> => {
    try {
      const { message, result } = await work(request);
      return { Message: message ?? LEGACY_MESSAGES.success, Result: result };
    } catch (error) {
      if (error instanceof WorkflowRefusal) {
        return reply.code(error.status).send({ Message: error.message, Result: error.result });
      }
      if (error instanceof Refusal) return reply.code(error.status).send(refusal(error.message));
      throw error;
    }
  };
}

function objectBody(request: FastifyRequest): Record<string, unknown> {
  if (!isPlainObject(request.body)) throw new Refusal(400, LEGACY_MESSAGES.invalidRequest);
  return request.body;
}

function text(body: Record<string, unknown>, name: string): string {
  const value = bodyValue(body, name);
  return typeof value === 'string' ? value : '';
}

function optionalInt(body: Record<string, unknown>, name: string): number | null {
  const value = bodyValue(body, name);
  if (value === undefined || value === null || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) ? number : NaN;
}

/** requirementSection: [{ sectionId, subSectionId }] -> the sub-section ids (their section is the requirement's). */
function subSectionIds(body: Record<string, unknown>): number[] {
  const raw = bodyValue(body, 'requirementSection');
  if (!Array.isArray(raw)) return [];
  const ids = raw
    .map((item) => (isPlainObject(item) ? parseId(bodyValue(item, 'subSectionId')) : null))
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

function applicable(body: Record<string, unknown>): 0 | 1 | null {
  const value = bodyValue(body, 'IsApplicable') ?? bodyValue(body, 'isApplicable');
  if (value === undefined || value === null || value === '') return null;
  return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
}

function requirementInput(body: Record<string, unknown>): RequirementInput {
  const type = optionalInt(body, 'requirementTypeId');
  if (type !== 1 && type !== 2) throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.requirementTypeInvalid);
  const number = text(body, 'requirementNumber').trim();
  return {
    requirementTypeId: type,
    requirement: text(body, 'requirement'),
    requirementNumber: number || null,
    subSectionIds: subSectionIds(body),
    lawText: text(body, 'lawText'),
    isApplicable: applicable(body),
  };
}

const FALSY_SAVE = 'Only One requirement can be added with Header Requirement';

/**
 * Law requirements of the legal module, accept law and business module: get, quick-search, add,
 * update, delete, delete and renumber, save draft, submit, the accept-law variants and requirement types. Reads
 * need the business line assigned to the user; writes need the workflow item in the right state for this user.
 */
export async function requirementRoutes(app: FastifyInstance, { db, mail }: LegacyContext): Promise<void> {
  const sectionLine = async (request: FastifyRequest) => {
    const sectionId = queryId(request.legacyQuery, 'section_id');
    const businessLineId = queryId(request.legacyQuery, 'business_line_id');
    await assignedBusinessLine(db, request.legacyUserId, businessLineId);
    return { sectionId, businessLineId };
  };

  app.get(
    '/LawRequirement/get-law-requirement',
    respond(async (request) => {
      const { sectionId, businessLineId } = await sectionLine(request);
      return { result: await listRequirements(db, sectionId, businessLineId) };
    }),
  );

  app.get(
    '/LawRequirement/get-quick-search-requirement',
    respond(async (request) => {
      const { sectionId, businessLineId } = await sectionLine(request);
      return { result: await quickSearchRequirements(db, sectionId, businessLineId) };
    }),
  );

  app.get(
    '/LawRequirement/get-legal-RequirementType',
    respond(async () => {
      const { rows } = await db.query<{ Id: number; Name: string; Description: string }>(
        'SELECT id::int AS "Id", name AS "Name", description AS "Description" FROM requirement_types ORDER BY id',
      );
      return { result: rows };
    }),
  );

  // Add (define) and save-accept (flag 4, the approver's accept mode) take the same body.
  for (const path of ['/LawRequirement/add-law-requirement', '/AcceptLaw/save-accept-requirement']) {
    app.post(
      path,
      respond<RequirementDto | false>(async (request) => {
        const body = objectBody(request);
        const sectionId = bodyId(body, 'sectionId');
        const businessLineId = bodyId(body, 'businessLineId');
        await assignedBusinessLine(db, request.legacyUserId, businessLineId);
        const input = requirementInput(body);
        const saved = await db.transaction((tx) =>
          addRequirement(tx, request.legacyUserId, sectionId, businessLineId, input),
        );
        return saved ? { result: saved } : { message: FALSY_SAVE, result: false };
      }),
    );
  }

  // Update (define) and update-accept (flag 3): the Id in the query, the loaded Version in the body.
  for (const path of ['/LawRequirement/update-law-requirement', '/AcceptLaw/update-accept-requirement']) {
    app.put(
      path,
      respond<RequirementDto | false>(async (request) => {
        const body = objectBody(request);
        const id = parseId(bodyValue(body, 'Id') ?? queryValue(request.legacyQuery, 'Id'));
        if (id === null) throw new Refusal(400, 'Id must be a positive whole number.');
        const version = parseId(bodyValue(body, 'Version'));
        if (version === null) throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.versionRequired);
        const type = optionalInt(body, 'requirementTypeId');
        if (type !== null && type !== 1 && type !== 2)
          throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.requirementTypeInvalid);
        const requirement = bodyValue(body, 'requirement');
        const saved = await db.transaction((tx) =>
          updateRequirement(tx, request.legacyUserId, id, version, {
            ...(type !== null ? { requirementTypeId: type } : {}),
            ...(typeof requirement === 'string' ? { requirement } : {}),
            ...(bodyValue(body, 'requirementSection') !== undefined
              ? { subSectionIds: subSectionIds(body) }
              : {}),
            ...(typeof bodyValue(body, 'lawText') === 'string' ? { lawText: text(body, 'lawText') } : {}),
            isApplicable: applicable(body),
          }),
        );
        return saved ? { result: saved } : { message: FALSY_SAVE, result: false };
      }),
    );
  }

  app.delete(
    '/LawRequirement/delete-law-requirement',
    respond(async (request) => {
      const id = queryId(request.legacyQuery, 'Id');
      const rawVersion = queryValue(request.legacyQuery, 'Version');
      const version = rawVersion === undefined || rawVersion === '' ? null : parseId(rawVersion);
      if (rawVersion !== undefined && rawVersion !== '' && version === null) {
        throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.versionRequired);
      }
      await db.transaction((tx) => deleteRequirement(tx, request.legacyUserId, id, version));
      return { message: WORKFLOW_MESSAGES.deleted, result: true };
    }),
  );

  app.post(
    '/LawRequirement/delete-renumber-requirements',
    respond(async (request) => {
      const body = objectBody(request);
      const sectionId = bodyId(body, 'sectionId');
      const businessLineId = bodyId(body, 'businessLineId');
      await assignedBusinessLine(db, request.legacyUserId, businessLineId);
      const raw = bodyValue(body, 'RequirementIds');
      const ids = Array.isArray(raw) ? raw.map(parseId) : [];
      if (ids.length === 0 || ids.some((id) => id === null))
        throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.nothingToDelete);
      const result = await db.transaction((tx) =>
        deleteAndRenumber(tx, request.legacyUserId, sectionId, businessLineId, [...new Set(ids as number[])]),
      );
      return { message: WORKFLOW_MESSAGES.renumbered, result };
    }),
  );

  // A list body, one row per requirement, UserId on each (the guard checks them).
  app.post(
    '/LawRequirement/save-draft-requirements',
    respond(async (request) => {
      if (!Array.isArray(request.body) || request.body.length === 0 || !request.body.every(isPlainObject)) {
        throw new Refusal(400, LEGACY_MESSAGES.invalidRequest);
      }
      const rows = (request.body as Record<string, unknown>[]).map((row) => ({
        sectionId: bodyId(row, 'SectionId'),
        businessLineId: bodyId(row, 'BusinessLineId'),
        requirementNumber: text(row, 'RequirementNumber').trim(),
        isSubmitted: [true, 1, '1', 'true'].includes(bodyValue(row, 'isSubmitted') as never),
      }));
      for (const { businessLineId } of rows)
        await assignedBusinessLine(db, request.legacyUserId, businessLineId);
      const saved = await db.transaction((tx) => saveDraft(tx, request.legacyUserId, rows));
      return { message: WORKFLOW_MESSAGES.draftSaved, result: saved };
    }),
  );

  // Submit one section's requirements (define mode): the law goes to its approver.
  app.post(
    '/LawRequirement/submit-law-requirement',
    respond(async (request) => {
      const body = objectBody(request);
      const sectionId = bodyId(body, 'sectionId');
      const businessLineId = bodyId(body, 'businessLineId');
      await assignedBusinessLine(db, request.legacyUserId, businessLineId);
      const flag = optionalInt(body, 'flag') ?? 2;
      if (flag !== 1 && flag !== 2) throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.flagInvalid);
      await db.transaction(async (tx) => {
        const workflow = await requireWorkflow(tx, sectionId, businessLineId, true);
        assertCan(workflow, request.legacyUserId, 'define');
        if ((await requirementCount(tx, sectionId, businessLineId)) === 0) {
          throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.nothingToSubmit);
        }
        await submitWorkflow(tx, workflow, request.legacyUserId, flag);
      });
      await fireEmailEvent(
        mail,
        db,
        'Requirements Submitted',
        await sectionEventLines(db, 'Business requirements were submitted for approval', {
          sectionId,
          businessLineId,
          userId: request.legacyUserId,
        }),
      );
      return { message: WORKFLOW_MESSAGES.submitted, result: true };
    }),
  );

  // Accept laws: sections, flag, text edits, new requirements; submit or accept per section.
  app.post(
    '/AcceptLaw/accept-law',
    respond(async (request) => {
      const body = objectBody(request);
      const sections = bodyValue(body, 'sections');
      if (!Array.isArray(sections) || sections.length === 0 || !sections.every(isPlainObject)) {
        throw new Refusal(400, 'sections must list at least one { sectionId, businessLineId }.');
      }
      const keys = sections.map((section) => ({
        sectionId: bodyId(section, 'sectionId'),
        businessLineId: bodyId(section, 'businessLineId'),
      }));
      const flag = optionalInt(body, 'flag') ?? 2;
      if (flag !== 1 && flag !== 2) throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.flagInvalid);
      const edits = bodyValue(body, 'requirements') ?? [];
      if (!Array.isArray(edits) || !edits.every(isPlainObject))
        throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.requirementListInvalid);
      const textEdits = edits.map((edit) => {
        const id = parseId(bodyValue(edit, 'id'));
        if (id === null) throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.requirementListInvalid);
        return { id, requirement: text(edit, 'requirement') };
      });
      const additions = bodyValue(body, 'addRequirements') ?? [];
      if (!Array.isArray(additions) || !additions.every(isPlainObject)) {
        throw new Refusal(400, 'addRequirements must be a list of requirements.');
      }
      for (const { businessLineId } of keys)
        await assignedBusinessLine(db, request.legacyUserId, businessLineId);
      const modes: ('define' | 'accept')[] = [];
      await db.transaction(async (tx) => {
        for (const key of keys) {
          const workflow = await requireWorkflow(tx, key.sectionId, key.businessLineId, true);
          const mode = requirementWrite(workflow, request.legacyUserId) === 'accept' ? 'accept' : 'define';
          modes.push(mode);
          assertCan(workflow, request.legacyUserId, mode);
          await applyTextEdits(tx, request.legacyUserId, workflow, textEdits);
          for (const addition of additions.filter(
            (item) =>
              parseId(bodyValue(item, 'sectionId')) === key.sectionId &&
              (parseId(bodyValue(item, 'businessLineId')) ?? key.businessLineId) === key.businessLineId,
          )) {
            const added = await addRequirement(
              tx,
              request.legacyUserId,
              key.sectionId,
              key.businessLineId,
              requirementInput(addition),
            );
            if (!added) throw new WorkflowRefusal(400, FALSY_SAVE);
          }
          if (mode === 'define') {
            if ((await requirementCount(tx, key.sectionId, key.businessLineId)) === 0) {
              throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.nothingToSubmit);
            }
            await submitWorkflow(
              tx,
              await requireWorkflow(tx, key.sectionId, key.businessLineId, true),
              request.legacyUserId,
              flag,
            );
          } else {
            await acceptWorkflow(tx, workflow, request.legacyUserId, flag);
          }
        }
      });
      for (const [index, key] of keys.entries()) {
        if (modes[index] !== 'define') continue;
        const lines = await sectionEventLines(db, 'Business requirements were submitted for approval', {
          ...key,
          userId: request.legacyUserId,
        });
        await fireEmailEvent(mail, db, 'Requirements Submitted', lines);
      }
      return {
        message: modes.every((mode) => mode === 'accept')
          ? WORKFLOW_MESSAGES.accepted
          : WORKFLOW_MESSAGES.submitted,
        result: true,
      };
    }),
  );
}
