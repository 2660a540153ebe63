import type { FastifyReply, FastifyRequest } from 'fastify';
import { refusal, success, type Envelope } from '../../http/envelope.js';
import { bodyValue, isPlainObject, parseId, queryValue } from '../../http/params.js';
import type { PageRequest } from './validator.repository.js';

/** A refusal of the validator endpoints: `{Message, Result}` with its status (409 keeps a Result: the current row). */
export class ValidatorRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'ValidatorRefusal';
  }
}

/** The handler's value is the Result; `message` overrides 'Success' where the legacy answered its own words. */
export interface Answer<T> {
  result: T;
  message?: string;
}

export function respond(work: (request: FastifyRequest) => Promise<Answer<unknown>>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<Envelope<unknown> | FastifyReply> => {
    try {
      const { result, message } = await work(request);
      return message ? { Message: message, Result: result } : success(result);
    } catch (error) {
      if (error instanceof ValidatorRefusal) {
        return reply.code(error.status).send({ ...refusal(error.message), Result: error.result });
      }
      throw error;
    }
  };
}

export function objectBody(request: FastifyRequest): Record<string, unknown> {
  if (!isPlainObject(request.body)) throw new ValidatorRefusal(400, 'The request is invalid.');
  return request.body;
}

const NONE = new Set(['', 'null', 'undefined', '0']);

/** An optional id: absent, empty, null or 0 mean none (.NET's int? binding). */
export function optionalId(value: unknown, name: string): number | null {
  if (value === undefined || value === null || NONE.has(String(value).trim().toLowerCase())) return null;
  const id = parseId(value);
  if (id === null) throw new ValidatorRefusal(400, `${name} must be a positive whole number.`);
  return id;
}

export function requiredId(value: unknown, name: string): number {
  const id = optionalId(value, name);
  if (id === null) throw new ValidatorRefusal(400, `${name} must be a positive whole number.`);
  return id;
}

/** true/false (any case), 1/0, or a JSON boolean; absent is `fallback`. */
export function flag(value: unknown, name: string, fallback: boolean | null): boolean | null {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new ValidatorRefusal(400, `${name} must be true or false.`);
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export const MAX_PAGE_SIZE = 50_000;

/** pageNumber (default 1) and pageSize (absent: everything) from a list's filter body. */
export function paging(body: Record<string, unknown>): PageRequest {
  const rawNumber = bodyValue(body, 'pageNumber');
  const rawSize = bodyValue(body, 'pageSize');
  const pageNumber =
    rawNumber === undefined || rawNumber === null || rawNumber === '' ? 1 : parseId(rawNumber);
  if (pageNumber === null) throw new ValidatorRefusal(400, 'pageNumber must be a positive whole number.');
  if (rawSize === undefined || rawSize === null || rawSize === '' || rawSize === 0)
    return { pageNumber, pageSize: null };
  const pageSize = parseId(rawSize);
  if (pageSize === null || pageSize > MAX_PAGE_SIZE) {
    throw new ValidatorRefusal(400, `pageSize must be from 1 to ${MAX_PAGE_SIZE}.`);
  }
  return { pageNumber, pageSize };
}

export function q(request: FastifyRequest, name: string): string | undefined {
  return queryValue(request.legacyQuery, name);
}

/** A version the client read, when it sent one (optimistic concurrency). */
export function version(body: Record<string, unknown>): number | null {
  return optionalId(bodyValue(body, 'version'), 'version');
}

/** An update carries the version the client read: without it a save could overwrite a newer change unseen. */
export function requiredVersion(body: Record<string, unknown>): number {
  const value = version(body);
  if (value === null) throw new ValidatorRefusal(400, 'version is required to update a record.');
  return value;
}

/** Whether the body has the field at all (any case): an update leaves a field it does not name unchanged. */
export function has(body: Record<string, unknown>, name: string): boolean {
  return bodyValue(body, name) !== undefined;
}
