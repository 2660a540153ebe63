import type { LegacyReportToken } from './report-tool.dto.js';
import type { ReportToolToken } from '../../session/store.js';

/** Expiry = now + expires_in seconds, less the spec's margin (10000 ms), so the token is renewed before it fails. */
export function toReportToolToken(
  answer: LegacyReportToken,
  marginMs: number,
  now: number = Date.now(),
): ReportToolToken {
  const seconds = Number(answer.expires_in);
  const lifetimeMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
  return { token: answer.jwtToken, expiresAt: now + lifetimeMs - marginMs };
}

export function isFresh(
  token: ReportToolToken | null | undefined,
  now: number = Date.now(),
): token is ReportToolToken {
  return !!token && token.expiresAt > now;
}
