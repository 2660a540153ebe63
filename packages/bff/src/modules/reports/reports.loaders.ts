import DataLoader from 'dataloader';
import { userKey } from '../../cache/cache.js';
import type { LookupScope } from '../catalogue/catalogue.loaders.js';
import type { ReportsApi } from './reports.api.js';
import type { ExtractRow } from './reports.mapper.js';
import type { Report } from './reports.type.js';

/**
 * A report's rows are kept this long for the pages that follow: the catalogue answers every row at once, and the
 * browser asks for them page by page, one right after the other.
 */
export const EXTRACT_CACHE_TTL_MS = 60_000;

export interface ReportLoaders {
  reports: DataLoader<'all', Report[]>;
  /** Every row of a report for a business line (key: the report and the line). */
  rows: DataLoader<{ report: Report; businessLineId: string | null }, ExtractRow[], string>;
}

export function createReportLoaders(api: ReportsApi, scope: LookupScope): ReportLoaders {
  const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
  return {
    reports: new DataLoader<'all', Report[]>(async (keys) => {
      const reports = await api.reports();
      return keys.map(() => reports);
    }),
    rows: new DataLoader<{ report: Report; businessLineId: string | null }, ExtractRow[], string>(
      async (keys) =>
        Promise.all(
          keys.map(({ report, businessLineId }) => {
            const load = () => api.rows(report, businessLineId);
            const rows = scope.userId
              ? scope.cache.getOrLoad(
                  userKey(scope.userId, 'extract', report.id, businessLineId ?? 'none'),
                  EXTRACT_CACHE_TTL_MS,
                  load,
                )
              : load();
            return rows.catch(asError);
          }),
        ),
      { cacheKeyFn: ({ report, businessLineId }) => `${report.id}:${businessLineId ?? ''}` },
    ),
  };
}
