import type { LegacyQuery } from '../../legacy/client.js';
import type { LegacyReport, LegacyReportRow } from './reports.dto.js';
import { toId } from '../catalogue/catalogue.mapper.js';
import type { Report } from './reports.type.js';

export type ExtractRow = Record<string, string | number | boolean | null>;

/** A relative catalogue path: letters, digits, '-', '_', '.', '/' segments; never a URL, '..' or a leading slash. */
const SAFE_PATH = /^(?!.*\.\.)(?!\/)[A-Za-z0-9_\-./]+$/;

export function toReports(rows: LegacyReport[] | null | undefined): Report[] {
  return (rows ?? []).map((row) => ({
    id: toId(row.id)!,
    name: row.name,
    api: row.api ?? '',
    needsBusinessLine: (row.api ?? '').trim().endsWith('='),
  }));
}

/**
 * The call behind a report's `api`: the part before '?' is the path, the query's parameters
 * go into the secret, and a query ending with '=' takes the business line id as its last value. Null when the
 * path is not a plain relative path (the catalogue's data never makes the BFF call another host).
 */
export function reportCall(
  api: string,
  businessLineId: string | null,
): { path: string; query: LegacyQuery } | null {
  const text = api.trim();
  const [path = '', search = ''] = text.split('?', 2);
  if (!SAFE_PATH.test(path)) return null;
  const query: LegacyQuery = {};
  const params = new URLSearchParams(search);
  for (const [key, value] of params) query[key] = value;
  if (search.endsWith('=')) {
    const last = [...params.keys()].at(-1);
    if (last !== undefined) query[last] = businessLineId ?? '';
  }
  return { path, query };
}

/** Column headers: the rows' keys in order of first appearance. */
export function toColumns(rows: readonly LegacyReportRow[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/** Cells as JSON values: objects and arrays (never expected) become their JSON text. */
export function toRows(rows: LegacyReportRow[] | null | undefined): ExtractRow[] {
  return (Array.isArray(rows) ? rows : [])
    .filter((row) => row && typeof row === 'object' && !Array.isArray(row))
    .map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)
            ? (value ?? null)
            : JSON.stringify(value),
        ]),
      ),
    );
}
