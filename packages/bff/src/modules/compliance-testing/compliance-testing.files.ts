import {
  checkEvidenceContent,
  reachesClient,
  COMPLIANCE_TESTING_ROUTES,
  EVIDENCE_MAX_BYTES,
  validateEvidenceFile,
} from '@lexbridge/rules';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../graphql/context.js';
import { positiveIds, registerUploadRoute } from '../../graphql/common/upload-route.js';
import { recordNotFound } from '../../graphql/ownership.js';
import { ComplianceTestingApi } from './compliance-testing.api.js';

/**
 * POST /files/remediation-evidence: one evidence file (multipart field `file`, at most 5 MB) for the remediation
 * task named by the field `taskId`, of the remediation row named by `queueId` (required for a client's user). The
 * user must be able to edit Loan Remediation; a named row must be one the user reaches with the task among its
 * tasks: else 404 NOT_FOUND before the file goes to the catalogue (which checks the task's client again). The name, the size and the
 * bytes are checked here (a .pdf must start as a PDF, a .docx or .xlsx must open as an Office zip holding its
 * parts, images carry their signature, text decodes as UTF-8); the catalogue checks the type and size again and
 * stores the file. Downloads go through a ticket (mutation remediationEvidenceDownload, then GET /files/:ticket).
 */
export function registerRemediationEvidenceRoutes(app: FastifyInstance, services: Services): Promise<void> {
  return registerUploadRoute(app, services, {
    url: '/files/remediation-evidence',
    route: COMPLIANCE_TESTING_ROUTES.loanRemediation,
    maxBytes: EVIDENCE_MAX_BYTES,
    maxFields: 2,
    readFields: (field) => {
      const ids = positiveIds(field, ['taskId']);
      if ('refusal' in ids) return ids;
      if (!field('queueId')) return { ...ids, queueId: null };
      const row = positiveIds(field, ['queueId']);
      return 'refusal' in row ? row : { ...ids, queueId: row.queueId };
    },
    checkName: (fileName) => validateEvidenceFile(fileName, 0)?.message ?? null,
    tooLarge: (fileName) => validateEvidenceFile(fileName, EVIDENCE_MAX_BYTES + 1)!.message,
    checkContent: (fileName, content) => checkEvidenceContent(fileName, content)?.message ?? null,
    handle: async ({ caller, principal, fields, fileName, content }) => {
      const api = new ComplianceTestingApi(caller);
      const own = principal.user.clientId;
      if (fields.queueId === null) {
        // Provider staff reach every client's tasks; a client's user names the row so it can be checked here.
        if (own !== null) throw recordNotFound();
      } else {
        const row = (await api.remediationQueue(null)).find((entry) => entry.id === String(fields.queueId));
        if (!row || !reachesClient(own, row.clientId)) throw recordNotFound();
        const tasks = await api.remediationTasks(fields.queueId);
        const task = tasks.find((entry) => entry.id === String(fields.taskId));
        if (!task || !reachesClient(own, task.clientId ?? row.clientId)) throw recordNotFound();
      }
      return api.uploadEvidence(fields.taskId, fileName, content);
    },
  });
}
