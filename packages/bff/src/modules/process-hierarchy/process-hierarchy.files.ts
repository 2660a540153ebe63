import { GAPS_MESSAGES, GAPS_ROUTES } from '@lexbridge/rules';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../graphql/context.js';
import { positiveIds, registerUploadRoute } from '../../graphql/common/upload-route.js';
import { ProcessHierarchyApi } from './process-hierarchy.api.js';
import { toUploadCounts } from './process-hierarchy.mapper.js';

export const HIERARCHY_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /files/process-hierarchy: an .xlsx workbook (multipart field `file`, at most 5 MB) read into a hierarchy,
 * with the field hierarchyId before the file. The user must be able to edit Process Hierarchy. The extension, the
 * size and the workbook (it must open as one) are checked here; the catalogue reads the sheet (its header must name
 * Level 1, Level 2, … and Description, as the export writes them) and answers the bulk save's counts and message.
 */
export function registerProcessHierarchyFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  return registerUploadRoute(app, services, {
    url: '/files/process-hierarchy',
    route: GAPS_ROUTES.processHierarchy,
    maxBytes: HIERARCHY_UPLOAD_MAX_BYTES,
    maxFields: 1,
    readFields: (field) => positiveIds(field, ['hierarchyId']),
    checkName: (fileName) => (/^[^.].*\.xlsx$/i.test(fileName) ? null : GAPS_MESSAGES.uploadExtension),
    tooLarge: GAPS_MESSAGES.uploadTooLarge,
    handle: async ({ caller, fields, fileName, content }) => {
      const { message, result } = await new ProcessHierarchyApi(caller).upload(
        fields.hierarchyId,
        fileName,
        content,
      );
      return {
        title: 'Success!',
        message: message ?? 'Success',
        fileName: result.FileName,
        size: result.Size,
        rowsRead: result.RowsRead,
        counts: toUploadCounts(result.Counts),
      };
    },
  });
}
