import {
  ADMIN_MAINTENANCE_MESSAGES,
  ADMIN_MESSAGES,
  ADMIN_ROUTES,
  bulkSaveCountsMessage,
  isAdminRole,
  isProviderAdministrator,
  isReadOnlyAdmin,
  managesClientRecords,
  isSpreadsheetFileName,
  VALIDATOR_MESSAGES,
} from '@lexbridge/rules';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../graphql/context.js';
import { registerUploadRoute } from '../../graphql/common/upload-route.js';
import { UPLOAD_MAX_BYTES } from '../../http/files.js';
import { AdminMaintenanceApi } from './admin-maintenance.api.js';

/** Where the employee-to-role workbook is posted (multipart, field `file`). */
export const EMPLOYEE_ROLE_UPLOAD_PATH = '/files/administration/employee-roles';

/**
 * The employee-to-role upload. The BFF checks what it can before the catalogue sees anything: an administrator
 * who may write and may edit Users (the provider administrator, or a client's administrator), one file whose name
 * ends in .xlsx or .xls ('Invalid file extension.'), at most 5 MB, whose bytes are a workbook. The catalogue reads
 * the first sheet, refuses a sheet whose first row does not name Email, Role and Action, refuses whole (FORBIDDEN,
 * naming the rows) a sheet giving a provider role unless the provider administrator sent it, treats another
 * client's user in a client administrator's sheet as unknown, applies each good row (Add, Remove, Replace) in one
 * transaction and answers the six counts and the rows it could not apply. The users whose roles changed see it at
 * their next request.
 */
export function registerAdministrationFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  return registerUploadRoute(app, services, {
    url: EMPLOYEE_ROLE_UPLOAD_PATH,
    route: ADMIN_ROUTES.users,
    allow: ({ user }) =>
      !isAdminRole(user.roles)
        ? ADMIN_MESSAGES.adminOnly
        : isReadOnlyAdmin(user.roles) && !isProviderAdministrator(user)
          ? ADMIN_MESSAGES.readOnly
          : !managesClientRecords(user)
            ? ADMIN_MESSAGES.clientAdminOnly
            : null,
    maxBytes: UPLOAD_MAX_BYTES,
    maxFields: 2,
    readFields: () => ({}),
    checkName: (fileName) =>
      isSpreadsheetFileName(fileName) ? null : VALIDATOR_MESSAGES.invalidFileExtension,
    tooLarge: ADMIN_MAINTENANCE_MESSAGES.uploadTooLarge,
    handle: async ({ caller, fileName, content }) => {
      const { upload } = await new AdminMaintenanceApi(caller).uploadEmployeeRoles(fileName, content);
      for (const userId of upload.changedUserIds) await services.accessMarks.mark(String(userId));
      return {
        message: bulkSaveCountsMessage(upload.counts),
        fileName: upload.fileName,
        rowsRead: upload.rowsRead,
        counts: upload.counts,
        rowErrors: upload.rowErrors,
      };
    },
  });
}
