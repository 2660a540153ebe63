/**
 * ASP.NET model binding matches parameter and property names case-insensitively (`userId` binds to `UserId`),
 * so the reference catalogue does too.
 */
export function queryValue(params: URLSearchParams, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of params) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

export function bodyValue(body: Record<string, unknown>, name: string): unknown {
  const wanted = name.toLowerCase();
  for (const key of Object.keys(body)) {
    if (key.toLowerCase() === wanted) return body[key];
  }
  return undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MAX_INT4 = 2_147_483_647;

/** A database id: a positive whole number that fits PostgreSQL's integer, from a string or a JSON number. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_INT4 ? id : null;
}
