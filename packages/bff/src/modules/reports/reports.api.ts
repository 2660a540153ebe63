import { appError, ErrorCode } from '../../graphql/errors.js';
import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { LegacyReport, LegacyReportRow } from './reports.dto.js';

const Reports = z.array(LegacyReport).nullable();
const ReportRows = z.array(LegacyReportRow).nullable();
import { reportCall, toReports, toRows, type ExtractRow } from './reports.mapper.js';
import type { Report } from './reports.type.js';

/** The Extracts screen's calls: the report list and a report's Excel list. */
export class ReportsApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async reports(): Promise<Report[]> {
    const { result } = await this.legacy.envelope({ method: 'GET', path: 'reports/getReportList' }, Reports);
    return toReports(result);
  }

  /** Every row of the report: the catalogue does not page them. */
  async rows(report: Report, businessLineId: string | null): Promise<ExtractRow[]> {
    const call = reportCall(report.api, businessLineId);
    if (!call)
      throw appError(ErrorCode.UPSTREAM_ERROR, undefined, { reason: 'report api is not a catalogue path' });
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: call.path, query: call.query },
      ReportRows,
    );
    return toRows(result);
  }
}
