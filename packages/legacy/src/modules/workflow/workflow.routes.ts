import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { LEGACY_MESSAGES } from '../../http/envelope.js';
import { bodyValue, isPlainObject } from '../../http/params.js';
import { assignedBusinessLine, bodyId, queryId, Refusal } from '../catalogue/http.js';
import { respond } from '../requirements/requirements.routes.js';
import { WORKFLOW_MESSAGES } from './workflow.messages.js';
import { fireEmailEvent, sectionEventLines } from '../mail/mailer.js';
import {
  approveWorkflow,
  assertCan,
  canEditLegalDashboard,
  clearSendBackComment,
  loadDashboard,
  loadWorkflowEvents,
  loadWorkflowState,
  requireWorkflow,
  sendBackWorkflow,
  WorkflowRefusal,
} from './workflow.repository.js';

const COMMENT_MAX = 2000;

/**
 * The legal workflow: the dashboard list, one law's state with its
 * history, legal approval (approve, send back) and the send-back comment clear.
 */
export async function workflowRoutes(app: FastifyInstance, { db, mail }: LegacyContext): Promise<void> {
  const body = (request: FastifyRequest) => {
    if (!isPlainObject(request.body)) throw new Refusal(400, LEGACY_MESSAGES.invalidRequest);
    return request.body;
  };

  app.get(
    '/LegalModule/get-dashboard-list',
    respond(async (request) => {
      const readOnly = !(await canEditLegalDashboard(db, request.legacyUserId));
      return { result: await loadDashboard(db, request.legacyUserId, readOnly) };
    }),
  );

  app.get(
    '/LegalModule/get-law-workflow',
    respond(async (request) => {
      const sectionId = queryId(request.legacyQuery, 'sectionId');
      const businessLineId = queryId(request.legacyQuery, 'businessLineId');
      await assignedBusinessLine(db, request.legacyUserId, businessLineId);
      const state = await loadWorkflowState(db, request.legacyUserId, sectionId, businessLineId);
      if (!state) throw new WorkflowRefusal(404, WORKFLOW_MESSAGES.workflowNotFound);
      return { result: { ...state, History: await loadWorkflowEvents(db, state.WorkflowId) } };
    }),
  );

  app.post(
    '/LegalApproval/approve-law',
    respond(async (request) => {
      const input = body(request);
      const sectionId = bodyId(input, 'sectionId');
      const businessLineId = bodyId(input, 'businessLineId');
      await assignedBusinessLine(db, request.legacyUserId, businessLineId);
      await db.transaction(async (tx) => {
        const workflow = await requireWorkflow(tx, sectionId, businessLineId, true);
        assertCan(workflow, request.legacyUserId, 'approve');
        await approveWorkflow(tx, workflow, request.legacyUserId);
      });
      const key = { sectionId, businessLineId, userId: request.legacyUserId };
      await fireEmailEvent(
        mail,
        db,
        'Law Approved',
        await sectionEventLines(db, 'A law section was approved', key),
      );
      return { message: WORKFLOW_MESSAGES.approved, result: true };
    }),
  );

  app.post(
    '/LegalApproval/send-back-law',
    respond(async (request) => {
      const input = body(request);
      const sectionId = bodyId(input, 'sectionId');
      const businessLineId = bodyId(input, 'businessLineId');
      const raw = bodyValue(input, 'comment');
      const comment = typeof raw === 'string' ? raw.trim() : '';
      if (!comment || comment.length > COMMENT_MAX)
        throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.commentRequired);
      await assignedBusinessLine(db, request.legacyUserId, businessLineId);
      await db.transaction(async (tx) => {
        const workflow = await requireWorkflow(tx, sectionId, businessLineId, true);
        assertCan(workflow, request.legacyUserId, 'sendBack');
        await sendBackWorkflow(tx, workflow, request.legacyUserId, comment);
      });
      const key = { sectionId, businessLineId, userId: request.legacyUserId, comment };
      await fireEmailEvent(
        mail,
        db,
        'Law Sent Back',
        await sectionEventLines(db, 'A law section was sent back', key),
      );
      return { message: WORKFLOW_MESSAGES.sentBack, result: true };
    }),
  );

  // The spec's send-back clear takes sectionId and companyProcess; for a legal law the business line stands there.
  app.post(
    '/LegalApproval/Clear-SendBack-Comment',
    respond(async (request) => {
      const input = body(request);
      const sectionId = bodyId(input, 'sectionId');
      const businessLineId = bodyId(input, 'businessLineId');
      await assignedBusinessLine(db, request.legacyUserId, businessLineId);
      await db.transaction(async (tx) => {
        const workflow = await requireWorkflow(tx, sectionId, businessLineId, true);
        assertCan(workflow, request.legacyUserId, 'clearComment');
        await clearSendBackComment(tx, workflow, request.legacyUserId);
      });
      return { message: WORKFLOW_MESSAGES.commentCleared, result: true };
    }),
  );
}
