import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.js';
import { refusal, success, type Envelope } from '../../http/envelope.js';
import { bodyValue, parseId, queryValue } from '../../http/params.js';
import { CATALOGUE_MESSAGES } from './messages.js';

/** A business refusal thrown by a catalogue handler: answered as `{Message, Result: null}` with its status. */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Wraps a handler: its value becomes the success envelope, a Refusal its status and message. */
export function answer<T>(work: (request: FastifyRequest) => Promise<T>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<Envelope<T> | FastifyReply> => {
    try {
      return success(await work(request));
    } catch (error) {
      if (error instanceof Refusal) return reply.code(error.status).send(refusal(error.message));
      throw error;
    }
  };
}

/** Values a client sends for "no value" in an optional id: empty, null, undefined, 0 (as .NET's int? binding). */
const NONE = new Set(['', 'null', 'undefined', '0']);

function toId(value: unknown, name: string, required: boolean): number | null {
  if (value === undefined || value === null || NONE.has(String(value).trim().toLowerCase())) {
    if (required) throw new Refusal(400, CATALOGUE_MESSAGES.idInvalid(name));
    return null;
  }
  const id = parseId(value);
  if (id === null) throw new Refusal(400, CATALOGUE_MESSAGES.idInvalid(name));
  return id;
}

/** A required id from the decrypted query (names match case-insensitively). */
export function queryId(query: URLSearchParams, name: string): number {
  return toId(queryValue(query, name), name, true)!;
}

export function optionalQueryId(query: URLSearchParams, name: string): number | null {
  return toId(queryValue(query, name), name, false);
}

export function bodyId(body: Record<string, unknown>, name: string): number {
  return toId(bodyValue(body, name), name, true)!;
}

/** true/false (any case) or 1/0; absent is false. */
export function queryFlag(query: URLSearchParams, name: string): boolean {
  const raw = queryValue(query, name)?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new Refusal(400, CATALOGUE_MESSAGES.flagInvalid(name));
}

/**
 * A list of ids from a JSON body: an array, a single id, or a comma-separated text. Absent, null, empty and the
 * picker's placeholder 'Select' mean none.
 */
export function bodyIdList(body: Record<string, unknown>, name: string): number[] {
  const raw = bodyValue(body, name);
  if (raw === undefined || raw === null) return [];
  const items =
    typeof raw === 'string'
      ? raw.split(',')
      : Array.isArray(raw)
        ? raw
        : typeof raw === 'number'
          ? [raw]
          : null;
  if (items === null) throw new Refusal(400, CATALOGUE_MESSAGES.idListInvalid(name));
  const ids: number[] = [];
  for (const item of items) {
    if (item === null || (typeof item === 'string' && ['', 'select'].includes(item.trim().toLowerCase())))
      continue;
    const id = typeof item === 'string' || typeof item === 'number' ? parseId(item) : null;
    if (id === null) throw new Refusal(400, CATALOGUE_MESSAGES.idListInvalid(name));
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The user's industry of this business line, or a 403 when the line is not assigned to them (or unknown). */
export async function assignedBusinessLine(
  db: Queryable,
  userId: number,
  businessLineId: number,
): Promise<{ industryId: number }> {
  const { rows } = await db.query<{ industry_id: number }>(
    `SELECT bl.industry_id
       FROM user_business_lines ubl
       JOIN business_lines bl ON bl.id = ubl.business_line_id
      WHERE ubl.user_id = $1 AND ubl.business_line_id = $2`,
    [userId, businessLineId],
  );
  if (rows.length === 0) throw new Refusal(403, CATALOGUE_MESSAGES.businessLineNotAssigned);
  return { industryId: rows[0].industry_id };
}

export async function assertAssignedIndustry(
  db: Queryable,
  userId: number,
  industryId: number,
): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM user_industries WHERE user_id = $1 AND industry_id = $2', [
    userId,
    industryId,
  ]);
  if (rows.length === 0) throw new Refusal(403, CATALOGUE_MESSAGES.industryNotAssigned);
}
