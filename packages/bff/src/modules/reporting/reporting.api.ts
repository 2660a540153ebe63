import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import type { LegacyQuery } from '../../legacy/client.js';
import {
  LegacyArtifactTypeRow,
  LegacyDashboard,
  LegacyGapRow,
  LegacyImpactRow,
  LegacyImplementationRow,
  LegacyReportClient,
  LegacyReportErrorAnswer,
  LegacyRiskRow,
} from './reporting.dto.js';

const GapRows = z.array(LegacyGapRow).nullable();
const RiskRows = z.array(LegacyRiskRow).nullable();
const ImpactRows = z.array(LegacyImpactRow).nullable();
const ImplementationRows = z.array(LegacyImplementationRow).nullable();
const ArtifactTypeRows = z.array(LegacyArtifactTypeRow).nullable();
const Dashboards = z.array(LegacyDashboard).nullable();
const Client = LegacyReportClient.nullable();
const Clients = z.array(LegacyReportClient).nullable();

/** The reporting calls: the canned reports, a screen's dashboards, the user's client and submit-tableau-error. */
export class ReportingApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async gaps(query: LegacyQuery): Promise<LegacyGapRow[]> {
    return (
      (await this.legacy.envelope({ method: 'GET', path: 'reports/report-gap', query }, GapRows)).result ?? []
    );
  }

  async risks(query: LegacyQuery): Promise<LegacyRiskRow[]> {
    return (
      (await this.legacy.envelope({ method: 'GET', path: 'reports/report-risk', query }, RiskRows)).result ??
      []
    );
  }

  async impacts(query: LegacyQuery): Promise<LegacyImpactRow[]> {
    return (
      (await this.legacy.envelope({ method: 'GET', path: 'reports/report-impact', query }, ImpactRows))
        .result ?? []
    );
  }

  async implementation(query: LegacyQuery): Promise<LegacyImplementationRow[]> {
    return (
      (
        await this.legacy.envelope(
          { method: 'GET', path: 'reports/report-dashboard', query },
          ImplementationRows,
        )
      ).result ?? []
    );
  }

  async artifactTypes(query: LegacyQuery): Promise<LegacyArtifactTypeRow[]> {
    return (
      (
        await this.legacy.envelope(
          { method: 'GET', path: 'reports/report-artifact-type', query },
          ArtifactTypeRows,
        )
      ).result ?? []
    );
  }

  async dashboards(screen: string): Promise<LegacyDashboard[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: 'reports/get-report-dashboards', query: { screen } },
      Dashboards,
    );
    return result ?? [];
  }

  /** The client the user's reports show: its own, or for provider staff the one named (null: none named). */
  async client(clientId: string | null = null): Promise<LegacyReportClient | null> {
    return (
      await this.legacy.envelope(
        { method: 'GET', path: 'reports/get-report-client', query: clientId ? { clientId } : {} },
        Client,
      )
    ).result;
  }

  /** The clients the user may look at: a client's user its own; provider staff every client. */
  async clients(): Promise<LegacyReportClient[]> {
    return (
      (await this.legacy.envelope({ method: 'GET', path: 'reports/get-report-clients' }, Clients)).result ??
      []
    );
  }

  async submitError(error: {
    reportName: string;
    errorCode: string;
    clientId: string | null;
    clientName: string | null;
    description: string | null;
  }): Promise<LegacyReportErrorAnswer> {
    const { result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'reports/submit-tableau-error',
        body: {
          ReportName: error.reportName,
          ErrorCode: error.errorCode,
          ClientId: error.clientId,
          ClientName: error.clientName,
          Description: error.description,
        },
      },
      LegacyReportErrorAnswer,
    );
    return result;
  }
}
