import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { LegacyReportToken } from './report-tool.dto.js';
import { envelopeOf } from '../../legacy/shape.js';

/** Only "has jwtToken" is known of the answer: the token bare or inside the usual envelope. */
const ReportTokenAnswer = z.union([LegacyReportToken, envelopeOf(LegacyReportToken)]);

/** The report tool's token, fetched after sign-in for users with the report-tool flag. */
export class ReportToolApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async token(): Promise<LegacyReportToken> {
    const answer = await this.legacy.send(
      { method: 'GET', path: 'reports/get-report-token' },
      ReportTokenAnswer,
    );
    return 'Result' in answer ? answer.Result : answer;
  }
}
