import fastifyMultipart from '@fastify/multipart';
import {
  canAccessRoute,
  checkEvidenceContent,
  COMPLIANCE_TESTING_ROUTES,
  EVIDENCE_MAX_BYTES,
  isEditableRoute,
  validateEvidenceFile,
} from '@lexbridge/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { routeScope, type Services } from '../../graphql/context.js';
import { httpFailure } from '../../graphql/common/outcomes.js';
import { BoundLegacyCaller } from '../../legacy/caller.js';
import type { Principal } from '../../session/principal.js';
import { checkOfficeFile } from '../../http/office-file-check.js';
import { ComplianceTestingApi } from './compliance-testing.api.js';

const ROUTE = COMPLIANCE_TESTING_ROUTES.loanRemediation;

function fail(reply: FastifyReply, status: number, message: string, code: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: message, code, requestId: reply.request.id });
}

/**
 * POST /files/remediation-evidence: one evidence file (multipart field `file`, at most 5 MB) for the remediation
 * task named by the field `taskId`. The user must be able to edit Loan Remediation. The name, the size and the
 * bytes are checked here (a .pdf must start as a PDF, a .docx or .xlsx must open as an Office zip holding its
 * parts, images carry their signature, text decodes as UTF-8); the catalogue checks the type and size again and stores the file. Downloads go
 * through a ticket (mutation remediationEvidenceDownload, then GET /files/:ticket).
 */
export async function registerRemediationEvidenceRoutes(
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: EVIDENCE_MAX_BYTES, files: 1, fields: 1 } });
    scope.post('/files/remediation-evidence', async (request, reply) => {
      let principal: Principal | null;
      try {
        principal = await services.principals.resolve(request, request.log);
      } catch (error) {
        if (error instanceof GraphQLError) return fail(reply, 401, error.message, 'UNAUTHENTICATED');
        throw error;
      }
      if (!principal)
        return fail(reply, 401, 'Your session has ended. Please sign in again.', 'UNAUTHENTICATED');
      if (!canAccessRoute(principal.menu ?? [], ROUTE) || !isEditableRoute(principal.editableRoutes, ROUTE))
        return fail(reply, 403, 'You do not have permission to edit on this page.', 'FORBIDDEN');
      if (!request.isMultipart())
        return fail(reply, 400, 'Send the file as multipart/form-data.', 'BAD_REQUEST');
      const part = await request.file({ throwFileSizeLimit: true });
      if (!part) return fail(reply, 400, 'No file was sent.', 'BAD_REQUEST');
      const fileName = (part.filename ?? '').split(/[\\/]/).pop()!.trim();
      const field = part.fields.taskId;
      const taskId = field && 'value' in field ? Number(field.value) : NaN;
      if (!Number.isInteger(taskId) || taskId < 1) {
        part.file.resume();
        return fail(reply, 400, 'taskId must be a positive whole number.', 'BAD_USER_INPUT');
      }
      const nameError = validateEvidenceFile(fileName, 0);
      if (nameError) {
        part.file.resume();
        return fail(reply, 400, nameError.message, 'BAD_USER_INPUT');
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch {
        return fail(
          reply,
          413,
          validateEvidenceFile(fileName, EVIDENCE_MAX_BYTES + 1)!.message,
          'PAYLOAD_TOO_LARGE',
        );
      }
      // Office files are opened as the zips they must be; the rest are checked on their bytes by the rules.
      const contentError =
        checkOfficeFile(fileName, content) ?? checkEvidenceContent(fileName, content)?.message;
      if (contentError) return fail(reply, 400, contentError, 'BAD_USER_INPUT');
      try {
        const caller = new BoundLegacyCaller(
          services.legacyClient,
          principal.credentials,
          { requestId: String(request.id), ...routeScope(principal.menu ?? [], ROUTE) },
          request.log,
        );
        const stored = await new ComplianceTestingApi(caller).uploadEvidence(taskId, fileName, content);
        return reply.header('cache-control', 'no-store').send(stored);
      } catch (error) {
        const failure = httpFailure(error);
        if (failure) return fail(reply, failure.status, failure.message, failure.code);
        throw error;
      }
    });
  });
}
