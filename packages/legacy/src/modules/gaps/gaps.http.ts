import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.js';
import { LEGACY_MESSAGES } from '../../http/envelope.js';
import { bodyValue, isPlainObject, queryValue } from '../../http/params.js';
import { Refusal } from '../catalogue/http.js';
import { GAPS_LEGACY_MESSAGES as M } from './gaps.messages.js';

export const HIERARCHY_ROUTE = '/hierarchy/process-hierarchy';
export const GAPS_ROUTE = '/gaps/gaps-and-updates';
export const ASSESS_CHANGE_ROUTE = '/client-change-management/assess-change';

export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
};

export function objectBody(request: FastifyRequest): Record<string, unknown> {
  if (!isPlainObject(request.body)) throw new Refusal(400, LEGACY_MESSAGES.invalidRequest);
  return request.body;
}

export function bodyText(body: Record<string, unknown>, name: string): string {
  const value = bodyValue(body, name);
  return typeof value === 'string' ? value.trim() : '';
}

export function optionalBodyText(body: Record<string, unknown>, name: string): string | null {
  const text = bodyText(body, name);
  return text === '' ? null : text;
}

export function bodyFlag(body: Record<string, unknown>, name: string): boolean {
  const raw = bodyValue(body, name);
  return raw === true || raw === 1 || raw === '1' || raw === 'true';
}

export function queryText(query: URLSearchParams, name: string): string {
  return (queryValue(query, name) ?? '').trim();
}

/** Whether one of the user's roles may edit the route. */
export async function canEditRoute(db: Queryable, userId: number, route: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM user_roles ur JOIN role_editable_routes rer ON rer.role_id = ur.role_id
      WHERE ur.user_id = $1 AND lower(rer.router_link) = lower($2)`,
    [userId, route],
  );
  return rows.length > 0;
}

export async function requireEditor(db: Queryable, userId: number, route: string): Promise<void> {
  if (!(await canEditRoute(db, userId, route))) throw new Refusal(403, M.readOnly);
}

export async function isProviderUser(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ is_azimuth: boolean }>('SELECT is_azimuth FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.is_azimuth ?? false;
}

/** A YYYY-MM-DD date, null when blank; anything else is refused. */
export function bodyDate(body: Record<string, unknown>, name: string): string | null {
  const text = bodyText(body, name);
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const value = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : null;
  if (!value || value.getUTCMonth() !== +match![2] - 1 || value.getUTCDate() !== +match![3])
    throw new Refusal(400, M.dateInvalid);
  return text;
}

/** An uploaded file (FileName and base64 FileText): its type from the extension, its size checked. */
export function bodyFile(body: Record<string, unknown>): {
  fileName: string;
  contentType: string;
  content: Buffer;
} {
  const fileName = bodyText(body, 'FileName').split(/[\\/]/).pop() ?? '';
  const lower = fileName.toLowerCase();
  const extension = lower.includes('.') ? lower.slice(lower.lastIndexOf('.')) : '';
  const contentType = FILE_TYPES[extension];
  if (!contentType || lower.startsWith('.')) throw new Refusal(400, M.fileType);
  const raw = bodyValue(body, 'FileText');
  if (typeof raw !== 'string') throw new Refusal(400, M.fileEmpty);
  const content = Buffer.from(raw, 'base64');
  if (content.length === 0) throw new Refusal(400, M.fileEmpty);
  if (content.length > FILE_MAX_BYTES) throw new Refusal(400, M.fileSize);
  return { fileName, contentType, content };
}
