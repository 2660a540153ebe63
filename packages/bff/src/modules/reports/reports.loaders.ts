import type DataLoader from 'dataloader';
import { cachedLoad, onceLoader, perKeyLoader } from '../../graphql/common/loaders.js';
import type { LookupScope } from '../catalogue/catalogue.loaders.js';
import type { ReportsApi } from './reports.api.js';
import type { ExtractRow } from './reports.mapper.js';
import type { Report } from './reports.type.js';

/**
 * A report's rows are kept this long for the pages that follow: the catalogue answers every row at once, and the
 * browser asks for them page by page, one right after the other.
 */
export const EXTRACT_CACHE_TTL_MS = 60_000;

/** A report's rows for a business line (null: the report has none). */
export interface ReportRowsKey {
  report: Report;
  businessLineId: string | null;
}

export interface ReportLoaders {
  reports: DataLoader<'all', Report[]>;
  /** Every row of a report for a business line (key: the report and the line). */
  rows: DataLoader<ReportRowsKey, ExtractRow[], string>;
}

export const reportRowsKey = ({ report, businessLineId }: ReportRowsKey) =>
  `${report.id}:${businessLineId ?? ''}`;

export function createReportLoaders(api: ReportsApi, scope: LookupScope): ReportLoaders {
  return {
    reports: onceLoader(() => api.reports()),
    rows: perKeyLoader(
      ({ report, businessLineId }: ReportRowsKey) =>
        cachedLoad(scope, ['extract', report.id, businessLineId ?? 'none'], EXTRACT_CACHE_TTL_MS, () =>
          api.rows(report, businessLineId),
        ),
      { key: reportRowsKey },
    ),
  };
}
