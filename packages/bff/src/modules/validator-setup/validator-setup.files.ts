import {
  checkClientFile,
  CLIENT_FILE_LIMITS,
  VALIDATOR_SETUP_MESSAGES,
  VALIDATOR_SETUP_ROUTES,
} from '@lexbridge/rules';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../graphql/context.js';
import { registerUploadRoute } from '../../graphql/common/upload-route.js';
import { ValidatorSetupApi } from './validator-setup.api.js';

/** Where the client file upload is posted: multipart, field `file`, with `?entityId=`. */
export const CLIENT_FILE_UPLOAD_PATH = '/files/validator-setup/client-file';

/** A .csv must be text: no NUL bytes in its first kilobytes (a binary file renamed .csv is refused before it travels). */
function looksLikeText(content: Buffer): boolean {
  return !content.subarray(0, 8192).includes(0);
}

/**
 * The client file upload: a user who may edit the Client File Upload screen sends one .xlsx, .xls or .csv (5 MB at
 * most) for an entity; the BFF checks the name, the size and the bytes (an Office file must open as one, a .csv
 * must be text), and forwards it to the catalogue, which reads it within its row and column limits, keeps it, and
 * compares its header with the entity's mapped one. The answer is the catalogue's message and the stored file with
 * that comparison; the catalogue's refusal of the file (too many rows, not a workbook, another client) is a 400 in
 * its words.
 */
export function registerValidatorSetupFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  return registerUploadRoute<{ entityId: number }>(app, services, {
    url: CLIENT_FILE_UPLOAD_PATH,
    route: VALIDATOR_SETUP_ROUTES.clientFile,
    maxBytes: CLIENT_FILE_LIMITS.maxBytes,
    maxFields: 5,
    readFields: (_field, query) => {
      const entityText = String(query.entityId ?? '').trim();
      const entityId = /^\d{1,9}$/.test(entityText) ? Number(entityText) : 0;
      return entityId < 1 ? { refusal: VALIDATOR_SETUP_MESSAGES.entityRequired } : { entityId };
    },
    noFile: VALIDATOR_SETUP_MESSAGES.fileRequired,
    checkName: (fileName) => checkClientFile(fileName, 1)?.message ?? null,
    tooLarge: VALIDATOR_SETUP_MESSAGES.fileTooLarge,
    checkContent: (fileName, content) => {
      const sized = checkClientFile(fileName, content.length);
      if (sized) return sized.message;
      return /\.csv$/i.test(fileName) && !looksLikeText(content) ? 'The .csv file is not text.' : null;
    },
    handle: async ({ caller, fields, fileName, content }) => {
      const { message, file } = await new ValidatorSetupApi(caller).uploadClientFile(
        fields.entityId,
        fileName,
        content,
      );
      return { message, file: { ...file, uploadedAt: file.uploadedAt.toISOString() } };
    },
  });
}
