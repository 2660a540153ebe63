import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { businessLawEventLines, fireEmailEvent } from '../mail/mailer.js';
import type { Queryable } from '../../db/db.js';
import { LEGACY_MESSAGES, refusal } from '../../http/envelope.js';
import { bodyValue, isPlainObject, parseId } from '../../http/params.js';
import { bodyId, bodyIdList, queryId, Refusal } from '../catalogue/http.js';
import { respond } from '../requirements/requirements.routes.js';
import { BUSINESS_LEGACY_MESSAGES as M } from './business.messages.js';
import { loadCaller, ownedBy } from '../../http/caller.js';
import {
  advance,
  assertApprover,
  assertOtherDecider,
  assertBusinessWrite,
  assertRequirementOpen,
  canEditBusiness,
  COLUMN_IDS,
  ensureRequirementRows,
  loadArtifacts,
  loadBusinessLaw,
  loadBusinessLaws,
  loadProcesses,
  loadQuestions,
  loadRequirements,
  lockLaw,
  requireArtifacts,
  requireRequirement,
  setProcesses,
  settleApproval,
  touch,
  type BusinessColumnName,
  type BusinessLawRow,
  type BusinessRequirementDto,
  type DashboardFilter,
} from './business.repository.js';

const COMMENT_MAX = 2000;
const FILE_MAX_BYTES = 5 * 1024 * 1024;
const FILE_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
};
const NOT_APPLICABLE_PAGE_SIZE = 10;

function objectBody(request: FastifyRequest): Record<string, unknown> {
  if (!isPlainObject(request.body)) throw new Refusal(400, LEGACY_MESSAGES.invalidRequest);
  return request.body;
}

function optionalBodyId(body: Record<string, unknown>, name: string): number | null {
  const raw = bodyValue(body, name);
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return null;
  return bodyId(body, name);
}

function bodyFlag(body: Record<string, unknown>, name: string): boolean {
  const raw = bodyValue(body, name);
  return raw === true || raw === 1 || raw === '1' || raw === 'true';
}

function comment(body: Record<string, unknown>, name = 'Comment'): string {
  const raw = bodyValue(body, name);
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text || text.length > COMMENT_MAX) throw new Refusal(400, M.commentRequired);
  return text;
}

function date(body: Record<string, unknown>, name: string): string | null {
  const raw = bodyValue(body, name);
  if (raw === null || raw === undefined || raw === '') return null;
  const text = typeof raw === 'string' ? raw.trim() : '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const value = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : null;
  if (!value || value.getUTCMonth() !== +match![2] - 1 || value.getUTCDate() !== +match![3])
    throw new Refusal(400, M.dateInvalid);
  return text;
}

function dashboardFilter(body: Record<string, unknown>): DashboardFilter {
  return {
    lawProcessId: optionalBodyId(body, 'law_process_id'),
    businessLineId: optionalBodyId(body, 'business_line_id'),
    regulators: bodyIdList(body, 'regulators'),
    statusId: optionalBodyId(body, 'status_id'),
    businessUserId: optionalBodyId(body, 'business_user_id'),
    azimuthDashboard: bodyFlag(body, 'azimuthDashboard'),
  };
}

/**
 * The business module's calls: the dashboard and its list, business validation, artifact mapping, the assessment
 * with its question files, the approver's decisions, gaps, not applicable and the dashboard toggle.
 */
export async function businessRoutes(app: FastifyInstance, { db, mail }: LegacyContext): Promise<void> {
  /**
   * A write on one requirement of a law: `read` takes what it needs from the body first (its refusals come before
   * the law's), then `work` runs in one transaction with the law (BusinessLawId) locked and RequirementId read.
   */
  function requirementWrite<T>(
    message: string,
    read: (body: Record<string, unknown>) => T,
    work: (write: {
      tx: Queryable;
      law: BusinessLawRow;
      requirementId: number;
      userId: number;
      value: T;
    }) => Promise<void>,
    /** What follows the committed write (the e-mails of its event), with the law's id and the user's. */
    after?: (businessLawId: number, userId: number) => Promise<void>,
  ) {
    return respond(async (request) => {
      const body = objectBody(request);
      const requirementId = bodyId(body, 'RequirementId');
      const value = read(body);
      const businessLawId = bodyId(body, 'BusinessLawId');
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, businessLawId);
        await work({ tx, law, requirementId, userId: request.legacyUserId, value });
      });
      // The write is committed: a failure of what follows it is logged, never the answer.
      await after?.(businessLawId, request.legacyUserId).catch((error: unknown) =>
        request.log.error({ err: error }, 'what follows a saved write failed'),
      );
      return { message, result: true };
    });
  }

  /** The defined requirements of a law's section and line, as a law that has not attached them lists them. */
  async function sectionRequirements(law: {
    SectionId: number;
    BusinessLineId: number;
  }): Promise<BusinessRequirementDto[]> {
    const { rows } = await db.query<{ id: number; requirement_number: string; requirement_text: string }>(
      `SELECT rq.id, rq.requirement_number, rq.requirement_text FROM requirements rq
        WHERE rq.section_id = $1 AND rq.business_line_id = $2 AND rq.requirement_type_id = 2
        ORDER BY rq.requirement_number, rq.id`,
      [law.SectionId, law.BusinessLineId],
    );
    return rows.map((row) => ({
      RequirementId: row.id,
      RequirementNumber: row.requirement_number,
      Requirement: row.requirement_text,
      Status: 'Open',
      NoArtifact: false,
      IsDecommissioned: false,
      IsGap: false,
      ApproverComment: null,
      SubmittedById: null,
      TargetCompletionDate: null,
      ActualCompletionDate: null,
      Artifacts: [],
    }));
  }

  // ---- business dashboard and list
  app.post(
    '/BusinessDashboard/get-business-dashboard',
    respond(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      const filter = dashboardFilter(body);
      const laws = await loadBusinessLaws(db, request.legacyUserId, { ...filter, statusId: null });
      const counts = (Object.keys(COLUMN_IDS) as BusinessColumnName[]).map((column) => ({
        StatusId: COLUMN_IDS[column],
        Column: column,
        Count: laws.filter((law) => law.Column === column).length,
      }));
      const users = new Map(laws.map((law) => [law.BusinessUserId, law.BusinessUserName]));
      const { rows: processes } = await db.query<{ id: number; name: string }>(
        `SELECT DISTINCT cp.id, cp.name FROM company_processes cp
          WHERE cp.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)
          ORDER BY cp.name, cp.id`,
        [request.legacyUserId],
      );
      return {
        result: {
          Counts: counts,
          BusinessUsers: [...users].map(([Id, Name]) => ({ Id, Name })),
          LawProcesses: processes.map((row) => ({ Id: row.id, Name: row.name })),
          CanEdit: await canEditBusiness(db, request.legacyUserId),
        },
      };
    }),
  );

  app.post(
    '/BusinessDashboard/get-business-list',
    respond(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      return { result: await loadBusinessLaws(db, request.legacyUserId, dashboardFilter(body)) };
    }),
  );

  app.get(
    '/BusinessDashboard/get-toggle-selection',
    respond(async (request) => {
      const { rows } = await db.query<{ is_azimuth_dashboard: boolean }>(
        'SELECT is_azimuth_dashboard FROM business_toggle_selection WHERE user_id = $1',
        [request.legacyUserId],
      );
      return { result: { IsAzimuthDashboard: rows[0]?.is_azimuth_dashboard ?? false } };
    }),
  );

  app.put(
    '/BusinessDashboard/update-toggle',
    respond(async (request) => {
      const value = bodyFlag(objectBody(request), 'IsAzimuthDashboard');
      await db.query(
        `INSERT INTO business_toggle_selection (user_id, is_azimuth_dashboard) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET is_azimuth_dashboard = EXCLUDED.is_azimuth_dashboard`,
        [request.legacyUserId, value],
      );
      return { message: M.toggleSaved, result: { IsAzimuthDashboard: value } };
    }),
  );

  // ---- business validation
  app.get(
    '/business-validation/get-law-requirements',
    respond(async (request) => {
      const law = await loadBusinessLaw(
        db,
        request.legacyUserId,
        queryId(request.legacyQuery, 'BusinessLawId'),
      );
      const attached = await loadRequirements(db, { id: law.BusinessLawId }, false);
      return {
        result: {
          Law: law,
          // Before validation the law has none of its own yet: the section's defined requirements, still open.
          Requirements: attached.length > 0 ? attached : await sectionRequirements(law),
          Processes: await loadProcesses(db, { id: law.BusinessLawId }),
        },
      };
    }),
  );

  app.post(
    '/business-validation/submit-validate-law',
    respond(async (request) => {
      const body = objectBody(request);
      const processIds = bodyIdList(body, 'CompanyProcessIds');
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, bodyId(body, 'BusinessLawId'));
        await assertBusinessWrite(tx, law, request.legacyUserId);
        await setProcesses(tx, law, processIds);
        await ensureRequirementRows(tx, law);
        await tx.query('UPDATE business_laws SET validated_at = now() WHERE id = $1', [law.id]);
        await advance(tx, law, 3);
        await touch(tx, law, request.legacyUserId, 'Validated', `${processIds.length} processes`);
      });
      return { message: M.validated, result: true };
    }),
  );

  app.post(
    '/business-validation/submit-law-not-applicable',
    respond(async (request) => {
      const body = objectBody(request);
      const processIds = bodyIdList(body, 'CompanyProcessIds');
      if (processIds.length === 0) throw new Refusal(400, M.processRequired);
      const text = comment(body);
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, bodyId(body, 'BusinessLawId'));
        await assertBusinessWrite(tx, law, request.legacyUserId);
        await setProcesses(tx, law, processIds);
        await tx.query(
          `UPDATE business_laws SET status = 'NotApplicable', not_applicable_comment = $2,
                  not_applicable_approved = NULL, not_applicable_by = $3, not_applicable_at = now()
            WHERE id = $1`,
          [law.id, text, request.legacyUserId],
        );
        await touch(tx, law, request.legacyUserId, 'NotApplicable', text);
      });
      return { message: M.notApplicableSubmitted, result: true };
    }),
  );

  // ---- map artifact
  app.get(
    '/map-artifact/get-requirement',
    respond(async (request) => {
      const law = await loadBusinessLaw(
        db,
        request.legacyUserId,
        queryId(request.legacyQuery, 'BusinessLawId'),
      );
      return {
        result: {
          Law: law,
          Requirements: await loadRequirements(db, { id: law.BusinessLawId }, false),
          Artifacts: await loadArtifacts(db, law.BusinessLineId),
        },
      };
    }),
  );

  app.post(
    '/map-artifact/submit-artifact-mappings',
    respond(async (request) => {
      const body = objectBody(request);
      const rawMappings = bodyValue(body, 'Mappings');
      const mappings = (Array.isArray(rawMappings) ? rawMappings : []).map((item) => {
        if (!isPlainObject(item)) throw new Refusal(400, LEGACY_MESSAGES.invalidRequest);
        return { requirementId: bodyId(item, 'RequirementId'), artifactIds: bodyIdList(item, 'ArtifactIds') };
      });
      const isSubmit = bodyFlag(body, 'IsSubmit');
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, bodyId(body, 'BusinessLawId'));
        await assertBusinessWrite(tx, law, request.legacyUserId);
        if (law.tab_index < 3) throw new Refusal(400, M.wrongStep);
        for (const mapping of mappings) {
          assertRequirementOpen(await requireRequirement(tx, law.id, mapping.requirementId));
          await requireArtifacts(tx, law, mapping.artifactIds);
          await tx.query(
            `DELETE FROM business_artifact_mappings
              WHERE business_law_id = $1 AND requirement_id = $2 AND NOT (artifact_id = ANY($3::int[]))`,
            [law.id, mapping.requirementId, mapping.artifactIds],
          );
          await tx.query(
            `INSERT INTO business_artifact_mappings (business_law_id, requirement_id, artifact_id)
             SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`,
            [law.id, mapping.requirementId, mapping.artifactIds],
          );
          if (mapping.artifactIds.length > 0) {
            await tx.query(
              'UPDATE business_law_requirements SET no_artifact = false WHERE business_law_id = $1 AND requirement_id = $2',
              [law.id, mapping.requirementId],
            );
          }
        }
        if (isSubmit) {
          const { rows } = await tx.query<{ missing: number }>(
            `SELECT count(*)::int AS missing FROM business_law_requirements blr
              WHERE blr.business_law_id = $1 AND NOT blr.is_decommissioned AND NOT blr.no_artifact
                AND NOT EXISTS (SELECT 1 FROM business_artifact_mappings m
                                 WHERE m.business_law_id = blr.business_law_id AND m.requirement_id = blr.requirement_id)`,
            [law.id],
          );
          if (rows[0].missing > 0) throw new Refusal(400, M.mappingIncomplete);
        }
        await advance(tx, law, isSubmit ? 4 : null);
        await touch(tx, law, request.legacyUserId, isSubmit ? 'MappingsSubmitted' : 'MappingsSaved');
      });
      return { message: isSubmit ? M.mappingsSubmitted : M.mappingsSaved, result: true };
    }),
  );

  app.post(
    '/map-artifact/delete-mapped-artifacts',
    respond(async (request) => {
      const body = objectBody(request);
      const requirementId = bodyId(body, 'RequirementId');
      const artifactIds = bodyIdList(body, 'ArtifactIds');
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, bodyId(body, 'BusinessLawId'));
        await assertBusinessWrite(tx, law, request.legacyUserId);
        assertRequirementOpen(await requireRequirement(tx, law.id, requirementId));
        await tx.query(
          `DELETE FROM business_artifact_mappings
            WHERE business_law_id = $1 AND requirement_id = $2 AND artifact_id = ANY($3::int[])`,
          [law.id, requirementId, artifactIds],
        );
        await touch(tx, law, request.legacyUserId, 'MappedArtifactsDeleted');
      });
      return { message: M.mappingsDeleted, result: true };
    }),
  );

  // Every mapping of the law, and every 'no artifact' choice, removed: the mapping starts again.
  app.delete(
    '/map-artifact/DeleteMapArtifacts',
    respond(async (request) => {
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, queryId(request.legacyQuery, 'BusinessLawId'));
        await assertBusinessWrite(tx, law, request.legacyUserId);
        await tx.query(
          `DELETE FROM business_artifact_mappings m USING business_law_requirements blr
            WHERE m.business_law_id = $1 AND blr.business_law_id = m.business_law_id
              AND blr.requirement_id = m.requirement_id AND blr.status NOT IN ('Submitted', 'Approved')`,
          [law.id],
        );
        await tx.query(
          `UPDATE business_law_requirements SET no_artifact = false
            WHERE business_law_id = $1 AND status NOT IN ('Submitted', 'Approved')`,
          [law.id],
        );
        await touch(tx, law, request.legacyUserId, 'MappingsCleared');
      });
      return { message: M.mappingsDeleted, result: true };
    }),
  );

  app.post(
    '/map-artifact/DeleteAllMapArtifactOnClickOfNoArtifact',
    respond(async (request) => {
      const body = objectBody(request);
      const requirementId = bodyId(body, 'RequirementId');
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, bodyId(body, 'BusinessLawId'));
        await assertBusinessWrite(tx, law, request.legacyUserId);
        assertRequirementOpen(await requireRequirement(tx, law.id, requirementId));
        await tx.query(
          'DELETE FROM business_artifact_mappings WHERE business_law_id = $1 AND requirement_id = $2',
          [law.id, requirementId],
        );
        await tx.query(
          `UPDATE business_law_requirements SET no_artifact = true, is_gap = true
            WHERE business_law_id = $1 AND requirement_id = $2`,
          [law.id, requirementId],
        );
        await touch(tx, law, request.legacyUserId, 'NoArtifact', String(requirementId));
      });
      return { message: M.noArtifact, result: true };
    }),
  );

  app.post(
    '/map-artifact/delete-decom-requirements',
    respond(async (request) => {
      const body = objectBody(request);
      let deleted = 0;
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, bodyId(body, 'BusinessLawId'));
        await assertBusinessWrite(tx, law, request.legacyUserId);
        const { rowCount } = await tx.query(
          'DELETE FROM business_law_requirements WHERE business_law_id = $1 AND is_decommissioned',
          [law.id],
        );
        deleted = rowCount;
        await touch(tx, law, request.legacyUserId, 'DecommissionedDeleted', String(rowCount));
      });
      return { message: M.decomDeleted, result: deleted };
    }),
  );

  // ---- assessment
  const assessment = async (request: FastifyRequest) => {
    const law = await loadBusinessLaw(
      db,
      request.legacyUserId,
      queryId(request.legacyQuery, 'BusinessLawId'),
    );
    return {
      result: {
        Law: law,
        Questions: await loadQuestions(db),
        Requirements: await loadRequirements(db, { id: law.BusinessLawId }, true),
      },
    };
  };
  app.get('/assessment/get-artifact-requirements', respond(assessment));
  app.get('/assessment/get-requirements', respond(assessment));

  app.get(
    '/assessment/get-assessed-artifact',
    respond(async (request) => {
      const { result } = await assessment(request);
      const requirementId = queryId(request.legacyQuery, 'RequirementId');
      const artifactId = queryId(request.legacyQuery, 'ArtifactId');
      const artifact = result.Requirements.find((r) => r.RequirementId === requirementId)?.Artifacts.find(
        (a) => a.ArtifactId === artifactId,
      );
      if (!artifact) throw new Refusal(404, M.artifactNotMapped);
      return { result: artifact };
    }),
  );

  /** The answers to a question given for the same artifact in the user's other laws: a starting point to copy. */
  app.get(
    '/assessment/get-assessment-copy',
    respond(async (request) => {
      const law = await loadBusinessLaw(
        db,
        request.legacyUserId,
        queryId(request.legacyQuery, 'BusinessLawId'),
      );
      const artifactId = queryId(request.legacyQuery, 'ArtifactId');
      const { rows } = await db.query<{ question_id: number; answer: string; business_law_id: number }>(
        `SELECT DISTINCT ON (a.question_id) a.question_id, a.answer, a.business_law_id
           FROM business_answers a JOIN business_laws bl ON bl.id = a.business_law_id
          WHERE a.artifact_id = $1 AND a.business_law_id <> $2 AND bl.business_line_id = $3
            AND bl.client_id IS NOT DISTINCT FROM $4
          ORDER BY a.question_id, a.answered_at DESC`,
        [artifactId, law.BusinessLawId, law.BusinessLineId, law.ClientId],
      );
      return {
        result: rows.map((row) => ({
          QuestionId: row.question_id,
          Answer: row.answer,
          FromBusinessLawId: row.business_law_id,
        })),
      };
    }),
  );

  interface AnswerInput {
    requirementId: number;
    artifactId: number;
    questionId: number;
    answer: string;
  }
  const answerInput = (item: unknown): AnswerInput => {
    if (!isPlainObject(item)) throw new Refusal(400, LEGACY_MESSAGES.invalidRequest);
    const raw = bodyValue(item, 'Answer');
    return {
      requirementId: bodyId(item, 'RequirementId'),
      artifactId: bodyId(item, 'ArtifactId'),
      questionId: bodyId(item, 'QuestionId'),
      answer: typeof raw === 'string' ? raw.trim().slice(0, 4000) : raw == null ? '' : String(raw),
    };
  };

  async function saveAnswers(request: FastifyRequest, businessLawId: number, answers: AnswerInput[]) {
    const questions = await loadQuestions(db);
    await db.transaction(async (tx) => {
      const law = await lockLaw(tx, request.legacyUserId, businessLawId);
      await assertBusinessWrite(tx, law, request.legacyUserId);
      if (law.tab_index < 4) throw new Refusal(400, M.wrongStep);
      for (const answer of answers) {
        const question = questions.find((q) => q.QuestionId === answer.questionId);
        if (!question) throw new Refusal(400, M.questionUnknown);
        if (question.Options.length > 0 && answer.answer && !question.Options.includes(answer.answer))
          throw new Refusal(400, M.answerInvalid);
        assertRequirementOpen(await requireRequirement(tx, law.id, answer.requirementId));
        const mapped = await tx.query(
          `SELECT 1 FROM business_artifact_mappings
            WHERE business_law_id = $1 AND requirement_id = $2 AND artifact_id = $3`,
          [law.id, answer.requirementId, answer.artifactId],
        );
        if (mapped.rows.length === 0) throw new Refusal(400, M.artifactNotMapped);
        if (!answer.answer) {
          await tx.query(
            `DELETE FROM business_answers
              WHERE business_law_id = $1 AND requirement_id = $2 AND artifact_id = $3 AND question_id = $4`,
            [law.id, answer.requirementId, answer.artifactId, answer.questionId],
          );
          continue;
        }
        await tx.query(
          `INSERT INTO business_answers (business_law_id, requirement_id, artifact_id, question_id, answer, answered_by)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (business_law_id, requirement_id, artifact_id, question_id)
           DO UPDATE SET answer = EXCLUDED.answer, answered_by = EXCLUDED.answered_by, answered_at = now()`,
          [
            law.id,
            answer.requirementId,
            answer.artifactId,
            answer.questionId,
            answer.answer,
            request.legacyUserId,
          ],
        );
        await tx.query(
          `UPDATE business_law_requirements SET status = 'Draft'
            WHERE business_law_id = $1 AND requirement_id = $2 AND status = 'Open'`,
          [law.id, answer.requirementId],
        );
      }
      await advance(tx, law, null);
      await touch(tx, law, request.legacyUserId, 'AssessmentSaved', `${answers.length} answers`);
    });
  }

  app.post(
    '/assessment/save-assessment',
    respond(async (request) => {
      const body = objectBody(request);
      const raw = bodyValue(body, 'Answers');
      await saveAnswers(
        request,
        bodyId(body, 'BusinessLawId'),
        (Array.isArray(raw) ? raw : []).map(answerInput),
      );
      return { message: M.assessmentSaved, result: true };
    }),
  );

  app.post(
    '/assessment/SaveAssessedArtifactQuestion',
    respond(async (request) => {
      const body = objectBody(request);
      await saveAnswers(request, bodyId(body, 'BusinessLawId'), [answerInput(body)]);
      return { message: M.assessmentSaved, result: true };
    }),
  );

  app.post(
    '/assessment/submit-assessment',
    respond(async (request) => {
      const body = objectBody(request);
      const questions = await loadQuestions(db);
      let submitted = 0;
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, bodyId(body, 'BusinessLawId'));
        await assertBusinessWrite(tx, law, request.legacyUserId);
        if (law.tab_index < 4) throw new Refusal(400, M.wrongStep);
        const requirements = await loadRequirements(tx, law, true);
        const open = requirements.filter(
          (r) => !r.IsDecommissioned && r.Status !== 'Approved' && r.Status !== 'Submitted',
        );
        if (open.length === 0) throw new Refusal(400, M.wrongStep);
        // Its artifacts unmapped at this step: a requirement needs one again, or No Artifact.
        if (open.some((r) => !r.NoArtifact && r.Artifacts.length === 0))
          throw new Refusal(400, M.mappingIncomplete);
        const required = questions.filter((q) => q.IsRequired).map((q) => q.QuestionId);
        const unanswered = open.some((r) =>
          r.Artifacts.some((a) =>
            required.some((id) => !a.Answers.find((answer) => answer.QuestionId === id)?.Answer),
          ),
        );
        if (unanswered) throw new Refusal(400, M.answerRequired);
        const { rows: gapQuestions } = await tx.query<{ id: number; gap_answers: string[] }>(
          'SELECT id, gap_answers FROM business_questions WHERE cardinality(gap_answers) > 0',
        );
        for (const requirement of open) {
          const gap =
            requirement.NoArtifact ||
            requirement.Artifacts.some((a) =>
              a.Answers.some((answer) =>
                gapQuestions.some(
                  (q) => q.id === answer.QuestionId && q.gap_answers.includes(answer.Answer ?? ''),
                ),
              ),
            );
          await tx.query(
            `UPDATE business_law_requirements SET status = 'Submitted', is_gap = $3, submitted_by = $4
              WHERE business_law_id = $1 AND requirement_id = $2`,
            [law.id, requirement.RequirementId, gap, request.legacyUserId],
          );
        }
        await tx.query(
          `UPDATE business_laws SET status = 'Submitted', tab_index = 5, submitted_at = now() WHERE id = $1`,
          [law.id],
        );
        await touch(tx, law, request.legacyUserId, 'AssessmentSubmitted', `${open.length} requirements`);
        submitted = open.length;
      });
      const businessLawId = bodyId(body, 'BusinessLawId');
      // The submission is committed: a failure to tell anyone of it is logged, never the answer.
      await businessLawEventLines(
        db,
        'A business assessment was submitted for approval',
        businessLawId,
        request.legacyUserId,
        `Requirements submitted: ${submitted}`,
      )
        .then((lines) => fireEmailEvent(mail, db, 'Assessment Submitted', lines))
        .catch((error: unknown) => request.log.error({ err: error }, 'the submission e-mails failed'));
      return { message: M.assessmentSubmitted, result: true };
    }),
  );

  app.post(
    '/assessment/AddActualCompletionDate',
    requirementWrite(
      M.completionDateSaved,
      (body) => date(body, 'ActualCompletionDate'),
      async ({ tx, law, requirementId, userId, value }) => {
        if (law.business_user_id !== userId) throw new Refusal(403, M.notContact);
        await requireRequirement(tx, law.id, requirementId);
        await tx.query(
          `UPDATE business_law_requirements SET actual_completion_date = $3
            WHERE business_law_id = $1 AND requirement_id = $2`,
          [law.id, requirementId, value],
        );
        await touch(tx, law, userId, 'ActualCompletionDate', value ?? '');
      },
    ),
  );

  // ---- approval
  app.post(
    '/assessment/approve-requirement',
    requirementWrite(
      M.requirementApproved,
      () => null,
      async ({ tx, law, requirementId, userId }) => {
        assertApprover(law, userId);
        const requirement = await requireRequirement(tx, law.id, requirementId);
        if (requirement.status !== 'Submitted') throw new Refusal(400, M.notWaiting);
        assertOtherDecider(requirement.submitted_by, userId);
        await tx.query(
          `UPDATE business_law_requirements SET status = 'Approved', approver_comment = NULL
            WHERE business_law_id = $1 AND requirement_id = $2`,
          [law.id, requirementId],
        );
        await settleApproval(tx, law);
        await touch(tx, law, userId, 'RequirementApproved', String(requirementId));
      },
      // The assessment is approved when its last requirement is: then the trigger's receivers hear of it.
      async (businessLawId, userId) => {
        const { rows } = await db.query<{ status: string }>(
          'SELECT status FROM business_laws WHERE id = $1',
          [businessLawId],
        );
        if (rows[0]?.status !== 'Approved') return;
        await fireEmailEvent(
          mail,
          db,
          'Assessment Approved',
          await businessLawEventLines(db, 'A business assessment was approved', businessLawId, userId),
        );
      },
    ),
  );

  /** Sends requirements back to the business contact with the approver's comment. */
  app.post(
    '/assessment/send-back-law',
    respond(async (request) => {
      const body = objectBody(request);
      const requirementIds = bodyIdList(body, 'RequirementIds');
      if (requirementIds.length === 0) throw new Refusal(400, M.requirementUnknown);
      const text = comment(body);
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, bodyId(body, 'BusinessLawId'));
        assertApprover(law, request.legacyUserId);
        for (const requirementId of requirementIds) {
          const requirement = await requireRequirement(tx, law.id, requirementId);
          if (requirement.status !== 'Submitted') throw new Refusal(400, M.notWaiting);
          assertOtherDecider(requirement.submitted_by, request.legacyUserId);
          await tx.query(
            `UPDATE business_law_requirements SET status = 'SentBack', approver_comment = $3
              WHERE business_law_id = $1 AND requirement_id = $2`,
            [law.id, requirementId, text],
          );
        }
        await settleApproval(tx, law);
        await touch(tx, law, request.legacyUserId, 'SentBack', text);
      });
      return { message: M.requirementSentBack, result: true };
    }),
  );

  /** The approver's comment on a requirement waiting for approval, kept with it. */
  app.post(
    '/assessment/approver-comment',
    requirementWrite(
      M.commentSaved,
      (body) => comment(body),
      async ({ tx, law, requirementId, userId, value: text }) => {
        assertApprover(law, userId);
        const requirement = await requireRequirement(tx, law.id, requirementId);
        if (requirement.status !== 'Submitted') throw new Refusal(400, M.notWaiting);
        await tx.query(
          'UPDATE business_law_requirements SET approver_comment = $3 WHERE business_law_id = $1 AND requirement_id = $2',
          [law.id, requirementId, text],
        );
        await touch(tx, law, userId, 'ApproverComment', text);
      },
    ),
  );

  app.post(
    '/assessment/Clear-SendBack-Comment',
    requirementWrite(
      M.commentCleared,
      () => null,
      async ({ tx, law, requirementId, userId }) => {
        if (law.business_user_id !== userId) throw new Refusal(403, M.notContact);
        const { rowCount } = await tx.query(
          `UPDATE business_law_requirements SET approver_comment = NULL
            WHERE business_law_id = $1 AND requirement_id = $2 AND status = 'SentBack' AND approver_comment IS NOT NULL`,
          [law.id, requirementId],
        );
        if (rowCount === 0) throw new Refusal(400, M.notSentBack);
        await touch(tx, law, userId, 'SendBackCommentCleared', String(requirementId));
      },
    ),
  );

  // ---- artifact question files
  app.post(
    '/assessment/add-artifact-question-files',
    { bodyLimit: 8 * 1024 * 1024 },
    respond(async (request) => {
      const body = objectBody(request);
      const questionId = queryId(request.legacyQuery, 'QuestionId');
      const requirementId = bodyId(body, 'RequirementId');
      const artifactId = bodyId(body, 'ArtifactId');
      const rawName = bodyValue(body, 'FileName');
      const rawText = bodyValue(body, 'FileText');
      const fileName = typeof rawName === 'string' ? rawName.split(/[\\/]/).pop()!.trim() : '';
      if (!fileName || typeof rawText !== 'string' || !rawText) throw new Refusal(400, M.fileRequired);
      const extension = /\.[a-z0-9]+$/i.exec(fileName)?.[0].toLowerCase() ?? '';
      const contentType = FILE_TYPES[extension];
      if (!contentType || fileName.length > 200) throw new Refusal(400, M.fileExtension);
      const content = Buffer.from(rawText, 'base64');
      if (content.length === 0) throw new Refusal(400, M.fileRequired);
      if (content.length > FILE_MAX_BYTES) throw new Refusal(400, M.fileTooLarge);
      const questions = await loadQuestions(db);
      if (!questions.some((q) => q.QuestionId === questionId)) throw new Refusal(400, M.questionUnknown);
      const id = await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, bodyId(body, 'BusinessLawId'));
        await assertBusinessWrite(tx, law, request.legacyUserId);
        assertRequirementOpen(await requireRequirement(tx, law.id, requirementId));
        const mapped = await tx.query(
          `SELECT 1 FROM business_artifact_mappings
            WHERE business_law_id = $1 AND requirement_id = $2 AND artifact_id = $3`,
          [law.id, requirementId, artifactId],
        );
        if (mapped.rows.length === 0) throw new Refusal(400, M.artifactNotMapped);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO business_question_files
             (business_law_id, requirement_id, artifact_id, question_id, file_name, content_type, size, content, uploaded_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            law.id,
            requirementId,
            artifactId,
            questionId,
            fileName,
            contentType,
            content.length,
            content,
            request.legacyUserId,
          ],
        );
        await touch(tx, law, request.legacyUserId, 'FileAdded', fileName);
        return rows[0].id;
      });
      return { message: M.fileAdded, result: { Id: id, FileName: fileName, Size: content.length } };
    }),
  );

  // The file itself (the legacy's blob variant): whoever may see the law may download its files.
  app.get('/assessment/download-artifact-question-files', async (request, reply: FastifyReply) => {
    try {
      const id = queryId(request.legacyQuery, 'Id');
      const { rows } = await db.query<{
        file_name: string;
        content_type: string;
        content: Uint8Array;
        business_law_id: number;
      }>(
        'SELECT file_name, content_type, content, business_law_id FROM business_question_files WHERE id = $1',
        [id],
      );
      if (rows.length === 0) throw new Refusal(404, M.fileNotFound);
      await loadBusinessLaw(db, request.legacyUserId, rows[0].business_law_id);
      return reply
        .header('content-type', rows[0].content_type)
        .header('content-disposition', `attachment; filename="${rows[0].file_name.replace(/"/g, '')}"`)
        .send(Buffer.from(rows[0].content));
    } catch (error) {
      if (error instanceof Refusal) return reply.code(error.status).send(refusal(error.message));
      throw error;
    }
  });

  app.delete(
    '/assessment/delete-artifact-question-files',
    respond(async (request) => {
      const id = queryId(request.legacyQuery, 'Id');
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          business_law_id: number;
          requirement_id: number;
          file_name: string;
        }>('SELECT business_law_id, requirement_id, file_name FROM business_question_files WHERE id = $1', [
          id,
        ]);
        if (rows.length === 0) throw new Refusal(404, M.fileNotFound);
        const law = await lockLaw(tx, request.legacyUserId, rows[0].business_law_id);
        await assertBusinessWrite(tx, law, request.legacyUserId);
        assertRequirementOpen(await requireRequirement(tx, law.id, rows[0].requirement_id));
        await tx.query('DELETE FROM business_question_files WHERE id = $1', [id]);
        await touch(tx, law, request.legacyUserId, 'FileDeleted', rows[0].file_name);
      });
      return { message: M.fileDeleted, result: true };
    }),
  );

  // ---- gaps
  app.post(
    '/gaps/get-gap-requirements',
    respond(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      const businessLineId = optionalBodyId(body, 'business_line_id');
      const params: unknown[] = [request.legacyUserId, businessLineId];
      const own = ownedBy('bl.client_id', await loadCaller(db, request.legacyUserId), params);
      const { rows } = await db.query<{
        business_law_id: number;
        requirement_id: number;
        requirement_number: string;
        requirement_text: string;
        status: string;
        no_artifact: boolean;
        target_completion_date: Date | string | null;
        actual_completion_date: Date | string | null;
        regulator: string;
        section: string;
        business_line_id: number;
        business_line_name: string;
        business_user_id: number;
      }>(
        `SELECT blr.business_law_id, blr.requirement_id, rq.requirement_number, rq.requirement_text, blr.status,
                blr.no_artifact, blr.target_completion_date, blr.actual_completion_date, r.name AS regulator,
                s.section_number || ' ' || s.section_name AS section, bl.business_line_id, line.name AS business_line_name,
                bl.business_user_id
           FROM business_law_requirements blr
           JOIN business_laws bl ON bl.id = blr.business_law_id
           JOIN requirements rq ON rq.id = blr.requirement_id
           JOIN law_sections s ON s.id = bl.section_id
           JOIN laws l ON l.id = s.law_id
           JOIN regulators r ON r.id = l.regulator_id
           JOIN business_lines line ON line.id = bl.business_line_id
          WHERE blr.is_gap AND NOT blr.is_decommissioned
            AND bl.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)
            AND ($2::int IS NULL OR bl.business_line_id = $2)
            AND ${own}
          ORDER BY blr.target_completion_date NULLS FIRST, rq.requirement_number`,
        params,
      );
      const day = (value: Date | string | null) =>
        value === null
          ? null
          : typeof value === 'string'
            ? value.slice(0, 10)
            : value.toISOString().slice(0, 10);
      return {
        result: rows.map((row) => ({
          BusinessLawId: row.business_law_id,
          RequirementId: row.requirement_id,
          RequirementNumber: row.requirement_number,
          Requirement: row.requirement_text,
          Status: row.status,
          NoArtifact: row.no_artifact,
          TargetCompletionDate: day(row.target_completion_date),
          ActualCompletionDate: day(row.actual_completion_date),
          Regulator: row.regulator,
          Section: row.section,
          BusinessLineId: row.business_line_id,
          BusinessLineName: row.business_line_name,
          IsBusinessContact: row.business_user_id === request.legacyUserId,
        })),
      };
    }),
  );

  app.post(
    '/gaps/submit-target-completion-date',
    respond(async (request) => {
      const body = objectBody(request);
      const requirementId = bodyId(body, 'RequirementId');
      const value = date(body, 'TargetCompletionDate');
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, bodyId(body, 'BusinessLawId'));
        if (law.business_user_id !== request.legacyUserId) throw new Refusal(403, M.notContact);
        await requireRequirement(tx, law.id, requirementId);
        await tx.query(
          `UPDATE business_law_requirements SET target_completion_date = $3
            WHERE business_law_id = $1 AND requirement_id = $2`,
          [law.id, requirementId, value],
        );
        await touch(tx, law, request.legacyUserId, 'TargetCompletionDate', value ?? '');
      });
      return { message: M.completionDateSaved, result: true };
    }),
  );

  // ---- not applicable
  app.get(
    '/law-not-applicable/not-approved',
    respond(async (request) => {
      const laws = await loadBusinessLaws(db, request.legacyUserId, {
        lawProcessId: null,
        businessLineId: null,
        regulators: [],
        statusId: null,
        businessUserId: null,
        azimuthDashboard: true,
      });
      return {
        result: laws.filter(
          (law) =>
            law.Status === 'NotApplicable' &&
            law.NotApplicableApproved === null &&
            (law.IsApprover || law.IsBusinessContact),
        ),
      };
    }),
  );

  app.post(
    '/law-not-applicable/get-law-not-applicable-grid',
    respond(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      const pageNumber = Math.max(1, parseId(bodyValue(body, 'pageNumber')) ?? 1);
      const laws = (
        await loadBusinessLaws(db, request.legacyUserId, {
          lawProcessId: optionalBodyId(body, 'lawProcessId'),
          businessLineId: optionalBodyId(body, 'businessLineId'),
          regulators: bodyIdList(body, 'regulators'),
          statusId: null,
          businessUserId: null,
          azimuthDashboard: true,
        })
      ).filter((law) => law.Status === 'NotApplicable');
      const start = (pageNumber - 1) * NOT_APPLICABLE_PAGE_SIZE;
      return {
        result: {
          TotalCount: laws.length,
          PageNumber: pageNumber,
          PageSize: NOT_APPLICABLE_PAGE_SIZE,
          Rows: laws.slice(start, start + NOT_APPLICABLE_PAGE_SIZE),
        },
      };
    }),
  );

  app.get(
    '/law-not-applicable/get-mapped-and-recommended-process',
    respond(async (request) => {
      const law = await loadBusinessLaw(
        db,
        request.legacyUserId,
        queryId(request.legacyQuery, 'BusinessLawId'),
      );
      return { result: await loadProcesses(db, { id: law.BusinessLawId }) };
    }),
  );

  /** The approver's decision on a not-applicable declaration, from the pop-up of the Law Not Applicable page. */
  app.post(
    '/law-not-applicable/SubmitPopUp_OnLawNotApplicablePage',
    respond(async (request) => {
      const body = objectBody(request);
      const approved = bodyFlag(body, 'IsApproved');
      const text = approved ? '' : comment(body);
      await db.transaction(async (tx) => {
        const law = await lockLaw(tx, request.legacyUserId, bodyId(body, 'BusinessLawId'));
        assertApprover(law, request.legacyUserId);
        if (law.status !== 'NotApplicable' || law.not_applicable_approved !== null)
          throw new Refusal(400, M.notApplicableNotWaiting);
        assertOtherDecider(law.not_applicable_by, request.legacyUserId);
        if (approved) {
          await tx.query(
            `UPDATE business_laws SET not_applicable_approved = true, tab_index = 7, approved_at = now() WHERE id = $1`,
            [law.id],
          );
        } else {
          await tx.query(
            `UPDATE business_laws SET status = 'Open', tab_index = 1, not_applicable_approved = NULL,
                    not_applicable_comment = NULL WHERE id = $1`,
            [law.id],
          );
        }
        await touch(
          tx,
          law,
          request.legacyUserId,
          approved ? 'NotApplicableApproved' : 'NotApplicableRejected',
          text,
        );
      });
      return { message: approved ? M.notApplicableApproved : M.notApplicableRejected, result: true };
    }),
  );
}
