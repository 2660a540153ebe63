import { decodeBase64Utf8 } from '../../auth/token.routes.js';
import { bodyValue } from '../../http/params.js';

/** A text property, trimmed; numbers count as their text; anything else (missing, null, objects) is ''. */
export function bodyText(body: Record<string, unknown>, name: string): string {
  const value = bodyValue(body, name);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A checkbox: JSON true, or the text "true" in any case. */
export function bodyFlag(body: Record<string, unknown>, name: string): boolean {
  const value = bodyValue(body, name);
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

export type EncodedPassword = { ok: true; password: string } | { ok: false; empty: boolean };

/**
 * A password sent base64-encoded, as /Token takes it. Missing or empty is `{ ok: false, empty: true }`; not
 * base64 of UTF-8 text is `{ ok: false, empty: false }`.
 */
export function bodyPassword(body: Record<string, unknown>, name: string): EncodedPassword {
  const value = bodyValue(body, name);
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, empty: true };
  const password = decodeBase64Utf8(value);
  return password === null ? { ok: false, empty: false } : { ok: true, password };
}
