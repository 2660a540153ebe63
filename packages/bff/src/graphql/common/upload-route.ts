import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { canAccessRoute, isEditableRoute, LEXBRIDGE_MESSAGES } from '@lexbridge/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkOfficeFile } from '../../http/office-file-check.js';
import { BoundLegacyCaller, type LegacyCaller } from '../../legacy/caller.js';
import type { Principal } from '../../session/principal.js';
import { routeScope, type Services } from '../context.js';
import { assertFileRecordReaches } from '../ownership.js';
import { httpFailure } from './outcomes.js';

/** A refusal of an upload route: its status, the words for the user and a code like GraphQL's. */
export function failUpload(reply: FastifyReply, status: number, message: string, code: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: message, code, requestId: reply.request.id });
}

/** The multipart fields sent before the file, each read as trimmed text ('' when absent). */
export type UploadFields = (name: string) => string;

/** What a module's upload does once the checks passed. */
export interface UploadContext<F> {
  /** The signed-in caller, acting from the upload's screen (its MenuId and BreadCrumbId headers). */
  caller: LegacyCaller;
  principal: Principal;
  /** What `readFields` made of the fields. */
  fields: F;
  /** The file's name without any folder part. */
  fileName: string;
  content: Buffer;
  request: FastifyRequest;
}

export interface UploadRoute<F> {
  /** POST path, e.g. /files/gaps-files. */
  url: string;
  /** The screen the upload belongs to: the user must be able to open and edit it. */
  route: string;
  /**
   * Uploads shared by several screens: the screens (one of which the user must be able to edit before anything is
   * read), and the one the fields name, which the user must be able to edit too and whose menu ids the calls carry;
   * `route` is then not consulted.
   */
  screens?: { routes: readonly string[]; of(fields: F): string };
  /** Who may upload beyond the screen's edit permission: words for a 403, or null to go on. */
  allow?(principal: Principal): string | null;
  /** Largest file accepted; a larger one is cut off as it arrives and refused with `tooLarge` (413). */
  maxBytes: number;
  /** How many fields may come before the file. */
  maxFields: number;
  /**
   * The fields before the file (and the query string, for uploads that name their target there), checked: what the
   * handler gets, or the words of a refusal (400 BAD_USER_INPUT).
   */
  readFields(field: UploadFields, query: Record<string, unknown>): F | { refusal: string };
  /** Words for a multipart body without a file (default 'No file was sent.', 400 BAD_REQUEST). */
  noFile?: string;
  /** The file's name checked before its bytes are read: a refusal's words, or null. */
  checkName(fileName: string): string | null;
  /**
   * Files follow the record they are attached to: the client of the record the fields name (read with the caller),
   * which a client's user must reach, else 404 NOT_FOUND before the bytes are read or the catalogue is asked to
   * store them. Not consulted for provider staff, who reach every client's record. Unset: the upload's target is
   * not a client-owned record.
   */
  recordClient?(target: {
    caller: LegacyCaller;
    principal: Principal;
    fields: F;
  }): Promise<string | number | null | undefined>;
  /** Words for a file over `maxBytes` (some depend on the file's type). */
  tooLarge: string | ((fileName: string) => string);
  /** Words for an empty file; unset: an empty file goes on to `checkContent` and the catalogue. */
  empty?: string;
  /** A check of the bytes after the Office container check (which every upload gets): a refusal's words or null. */
  checkContent?(fileName: string, content: Buffer): string | null;
  /** The catalogue call; what it returns is the JSON answer (sent with cache-control: no-store). */
  handle(upload: UploadContext<F>): Promise<object>;
}

/**
 * One multipart upload route (multipart field `file`, one file), with every check in one order: a session (401),
 * the screen in the user's menu and editable (403), a multipart body with a file (400), the fields (400), the name
 * (400), the record the file is attached to (404 for another client's), the size while reading (413), an empty file, an Office file that does not open as one, the module's own
 * content check (400); then the catalogue call, whose failures become the status and words of httpFailure. A
 * refused file's bytes are drained, never read into memory.
 */
/**
 * The bytes of an uploaded file, or null when it is over the route's size limit. `toBuffer` throws when it sees the
 * limit reached after a chunk, but when the file reaches the limit exactly at a chunk's end the limit is only noted
 * after the last chunk was read, and `toBuffer` hands back the cut-off bytes: the `truncated` flag is read again.
 */
export async function wholeFile(part: MultipartFile): Promise<Buffer | null> {
  try {
    const content = await part.toBuffer();
    return part.file.truncated ? null : content;
  } catch {
    return null;
  }
}

export async function registerUploadRoute<F>(
  app: FastifyInstance,
  services: Services,
  upload: UploadRoute<F>,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: upload.maxBytes, files: 1, fields: upload.maxFields },
    });
    scope.post(upload.url, async (request, reply) => {
      let principal: Principal | null;
      try {
        principal = await services.principals.resolve(request, request.log);
      } catch (error) {
        // A refused token is 401; the store or the catalogue out of reach is its own status (503).
        const failure = httpFailure(error);
        if (failure) return failUpload(reply, failure.status, failure.message, failure.code);
        throw error;
      }
      if (!principal) return failUpload(reply, 401, LEXBRIDGE_MESSAGES.sessionEnded, 'UNAUTHENTICATED');
      const refusedAccess = upload.allow?.(principal);
      if (refusedAccess) return failUpload(reply, 403, refusedAccess, 'FORBIDDEN');
      const menu = principal.menu ?? [];
      const editable = principal.editableRoutes;
      const mayEdit = (route: string) => canAccessRoute(menu, route) && isEditableRoute(editable, route);
      if (!(upload.screens?.routes ?? [upload.route]).some(mayEdit))
        return failUpload(reply, 403, LEXBRIDGE_MESSAGES.editForbidden, 'FORBIDDEN');
      if (!request.isMultipart())
        return failUpload(reply, 400, 'Send the file as multipart/form-data.', 'BAD_REQUEST');
      const part = await request.file({ throwFileSizeLimit: true });
      if (!part)
        return upload.noFile
          ? failUpload(reply, 400, upload.noFile, 'BAD_USER_INPUT')
          : failUpload(reply, 400, 'No file was sent.', 'BAD_REQUEST');
      const refuse = (message: string) => {
        part.file.resume();
        return failUpload(reply, 400, message, 'BAD_USER_INPUT');
      };
      const fields = upload.readFields(
        (name) => {
          const field = part.fields[name];
          return field && 'value' in field ? String(field.value).trim() : '';
        },
        (request.query ?? {}) as Record<string, unknown>,
      );
      if (isRefusal(fields)) return refuse(fields.refusal);
      const route = upload.screens ? upload.screens.of(fields) : upload.route;
      if (!mayEdit(route)) {
        part.file.resume();
        return failUpload(reply, 403, LEXBRIDGE_MESSAGES.editForbidden, 'FORBIDDEN');
      }
      const fileName = (part.filename ?? '').split(/[\\/]/).pop()!.trim();
      const nameProblem = upload.checkName(fileName);
      if (nameProblem) return refuse(nameProblem);
      const caller = new BoundLegacyCaller(
        services.legacyClient,
        principal.credentials,
        { requestId: String(request.id), ...routeScope(menu, route) },
        request.log,
      );
      if (upload.recordClient) {
        const target = { caller, principal, fields };
        try {
          await assertFileRecordReaches(principal.user, () => upload.recordClient!(target));
        } catch (error) {
          part.file.resume();
          const failure = httpFailure(error);
          if (failure) return failUpload(reply, failure.status, failure.message, failure.code);
          throw error;
        }
      }
      const content = await wholeFile(part);
      if (!content) {
        const words = typeof upload.tooLarge === 'string' ? upload.tooLarge : upload.tooLarge(fileName);
        return failUpload(reply, 413, words, 'PAYLOAD_TOO_LARGE');
      }
      if (upload.empty && content.length === 0) return failUpload(reply, 400, upload.empty, 'BAD_USER_INPUT');
      const contentProblem =
        checkOfficeFile(fileName, content) ?? upload.checkContent?.(fileName, content) ?? null;
      if (contentProblem) return failUpload(reply, 400, contentProblem, 'BAD_USER_INPUT');
      try {
        const answer = await upload.handle({ caller, principal, fields, fileName, content, request });
        return reply.header('cache-control', 'no-store').send(answer);
      } catch (error) {
        const failure = httpFailure(error);
        if (failure) return failUpload(reply, failure.status, failure.message, failure.code);
        throw error;
      }
    });
  });
}

function isRefusal(value: unknown): value is { refusal: string } {
  return typeof value === 'object' && value !== null && 'refusal' in value;
}

/**
 * Reads positive whole-number ids from the fields: the ids, or a refusal (`message`, else '<name> must be a positive
 * whole number.').
 */
export function positiveIds<N extends string>(
  field: UploadFields,
  names: readonly N[],
  message?: string,
): Record<N, number> | { refusal: string } {
  const ids = {} as Record<N, number>;
  for (const name of names) {
    const value = Number(field(name));
    if (!field(name) || !Number.isInteger(value) || value < 1)
      return { refusal: message ?? `${name} must be a positive whole number.` };
    ids[name] = value;
  }
  return ids;
}
