import {
  checkEvidenceContent,
  COMPLIANCE_TESTING_ROUTES,
  EVIDENCE_MAX_BYTES,
  validateEvidenceFile,
} from '@lexbridge/rules';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../graphql/context.js';
import { positiveIds, registerUploadRoute } from '../../graphql/common/upload-route.js';
import { ComplianceTestingApi } from './compliance-testing.api.js';

/**
 * POST /files/remediation-evidence: one evidence file (multipart field `file`, at most 5 MB) for the remediation
 * task named by the field `taskId`. The user must be able to edit Loan Remediation. The name, the size and the
 * bytes are checked here (a .pdf must start as a PDF, a .docx or .xlsx must open as an Office zip holding its
 * parts, images carry their signature, text decodes as UTF-8); the catalogue checks the type and size again and
 * stores the file. Downloads go through a ticket (mutation remediationEvidenceDownload, then GET /files/:ticket).
 */
export function registerRemediationEvidenceRoutes(app: FastifyInstance, services: Services): Promise<void> {
  return registerUploadRoute(app, services, {
    url: '/files/remediation-evidence',
    route: COMPLIANCE_TESTING_ROUTES.loanRemediation,
    maxBytes: EVIDENCE_MAX_BYTES,
    maxFields: 1,
    readFields: (field) => positiveIds(field, ['taskId']),
    checkName: (fileName) => validateEvidenceFile(fileName, 0)?.message ?? null,
    tooLarge: (fileName) => validateEvidenceFile(fileName, EVIDENCE_MAX_BYTES + 1)!.message,
    checkContent: (fileName, content) => checkEvidenceContent(fileName, content)?.message ?? null,
    handle: ({ caller, fields, fileName, content }) =>
      new ComplianceTestingApi(caller).uploadEvidence(fields.taskId, fileName, content),
  });
}
