import fastifyMultipart from '@fastify/multipart';
import {
  ADMIN_MAINTENANCE_MESSAGES,
  ADMIN_MESSAGES,
  ADMIN_ROUTES,
  bulkSaveCountsMessage,
  canAccessRoute,
  isAdminRole,
  isEditableRoute,
  isReadOnlyAdmin,
  isSpreadsheetFileName,
  VALIDATOR_MESSAGES,
} from '@lexbridge/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeScope, type Services } from '../../graphql/context.js';
import { httpFailure } from '../../graphql/common/outcomes.js';
import { UPLOAD_MAX_BYTES } from '../../http/files.js';
import { checkOfficeFile } from '../../http/office-file-check.js';
import { BoundLegacyCaller } from '../../legacy/caller.js';
import { markAccessChanged } from '../../session/access-changes.js';
import type { Principal } from '../../session/principal.js';
import { AdminMaintenanceApi } from './admin-maintenance.api.js';

/** Where the employee-to-role workbook is posted (multipart, field `file`). */
export const EMPLOYEE_ROLE_UPLOAD_PATH = '/files/administration/employee-roles';

function fail(reply: FastifyReply, status: number, message: string, code: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: message, code, requestId: reply.request.id });
}

/**
 * The employee-to-role upload. The BFF checks what it can before the catalogue sees anything: an administrator
 * who may write and may edit Users, one file whose name ends in .xlsx or .xls ('Invalid file extension.'), at most
 * 5 MB, whose bytes are a workbook. The catalogue reads the first sheet, refuses a sheet whose first row does not
 * name Email, Role and Action, applies each good row (Add, Remove, Replace) in one transaction and answers the six
 * counts and the rows it could not apply. The users whose roles changed see it at their next request.
 */
export async function registerAdministrationFileRoutes(
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2 } });
    scope.post(EMPLOYEE_ROLE_UPLOAD_PATH, async (request, reply) => {
      let principal: Principal | null;
      try {
        principal = await services.principals.resolve(request, request.log);
      } catch (error) {
        const failure = httpFailure(error);
        if (failure) return fail(reply, failure.status, failure.message, failure.code);
        throw error;
      }
      if (!principal)
        return fail(reply, 401, 'Your session has ended. Please sign in again.', 'UNAUTHENTICATED');
      const roles = principal.user.roles;
      if (!isAdminRole(roles)) return fail(reply, 403, ADMIN_MESSAGES.adminOnly, 'FORBIDDEN');
      if (isReadOnlyAdmin(roles)) return fail(reply, 403, ADMIN_MESSAGES.readOnly, 'FORBIDDEN');
      const route = ADMIN_ROUTES.users;
      const menu = principal.menu ?? [];
      if (!canAccessRoute(menu, route) || !isEditableRoute(principal.editableRoutes, route))
        return fail(reply, 403, 'You do not have permission to edit on this page.', 'FORBIDDEN');
      if (!request.isMultipart())
        return fail(reply, 400, 'Send the file as multipart/form-data.', 'BAD_REQUEST');
      const part = await request.file({ throwFileSizeLimit: true });
      if (!part) return fail(reply, 400, 'No file was sent.', 'BAD_REQUEST');
      const fileName = (part.filename ?? '').split(/[\\/]/).pop()!.trim();
      if (!isSpreadsheetFileName(fileName)) {
        part.file.resume();
        return fail(reply, 400, VALIDATOR_MESSAGES.invalidFileExtension, 'BAD_USER_INPUT');
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch {
        return fail(reply, 413, ADMIN_MAINTENANCE_MESSAGES.uploadTooLarge, 'PAYLOAD_TOO_LARGE');
      }
      const notOffice = checkOfficeFile(fileName, content);
      if (notOffice) return fail(reply, 400, notOffice, 'BAD_USER_INPUT');
      try {
        const api = new AdminMaintenanceApi(
          new BoundLegacyCaller(
            services.legacyClient,
            principal.credentials,
            { requestId: String(request.id), ...routeScope(menu, route) },
            request.log,
          ),
        );
        const { upload } = await api.uploadEmployeeRoles(fileName, content);
        for (const userId of upload.changedUserIds)
          await markAccessChanged(services.cache, services.config.sessionIdleTtlMs, String(userId));
        return reply.header('cache-control', 'no-store').send({
          message: bulkSaveCountsMessage(upload.counts),
          fileName: upload.fileName,
          rowsRead: upload.rowsRead,
          counts: upload.counts,
          rowErrors: upload.rowErrors,
        });
      } catch (error) {
        const failure = httpFailure(error);
        if (failure) return fail(reply, failure.status, failure.message, failure.code);
        throw error;
      }
    });
  });
}
