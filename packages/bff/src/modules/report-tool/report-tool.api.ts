import type { LegacyCaller } from '../../legacy/caller.js';
import type { LegacyEnvelope, LegacyReportToken } from '../../legacy/dto.js';

/** The report tool's token, fetched after sign-in for users with the report-tool flag. */
export class ReportToolApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async token(): Promise<LegacyReportToken> {
    const answer = await this.legacy.send<LegacyReportToken | LegacyEnvelope<LegacyReportToken>>({
      method: 'GET',
      path: 'reports/get-report-token',
    });
    // The spec shows only that the answer "has jwtToken": accept it bare or inside the usual envelope.
    const token = answer && 'Result' in answer ? answer.Result : (answer as LegacyReportToken | null);
    if (!token?.jwtToken) throw new Error('reports/get-report-token answered without a jwtToken');
    return token;
  }
}
