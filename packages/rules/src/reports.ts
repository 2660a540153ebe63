import { TOAST_TITLES } from './messages.js';

/** How long an embedded report may take to become interactive before it counts as failed. */
export const REPORT_LOAD_WAIT_MS = 30_000;

/** The event raised when an embedded report's client-id check fails. */
export const CLIENT_ID_CHECK_FAILED_EVENT = 'client_id_check_failed';

/** The worksheet and the filter an embedded report shows its client in. */
export const CLIENT_INFO_WORKSHEET = 'Client Info';
export const CLIENT_ID_FILTER = 'Client Id';

/** The client-id checks of an embedded report: code and exact text (the last two name the report tool). */
export const CLIENT_ID_CHECKS = {
  TB_CID_ERR_01: 'ClientIDs does not match',
  TB_CID_ERR_02: "'Client Id' filter value is null/undefined",
  TB_CID_ERR_03: "'Client Id' filter is missing in the 'Client Info' worksheet",
  TB_CID_ERR_04: "'Client Info' worksheet is missing in the Active Story Point's Dashboard",
  TB_CID_ERR_05: "'Client Info' worksheet is missing in the Tableau Dashboard",
} as const;
export type ClientIdCheckCode = keyof typeof CLIENT_ID_CHECKS;

/** Codes of reporting errors that are not client-id checks. */
export const REPORT_ERROR_CODES = {
  /** The report did not become interactive within the report load wait. */
  loadTimeout: 'REPORT_LOAD_TIMEOUT',
  /** The report tool said the report could not be shown (its own code follows after a colon). */
  loadFailed: 'REPORT_LOAD_FAILED',
  /** The report-tool token could not be obtained. */
  tokenUnavailable: 'REPORT_TOKEN_UNAVAILABLE',
} as const;

export const REPORT_MESSAGES = {
  /** The toast of every reporting-dashboard error, titled 'Error!'. */
  contactSupport: 'Please contact provider support',
  contactSupportTitle: TOAST_TITLES.error,
  reportLoading: 'Loading report…',
  reportHidden: 'This report is not available for the rest of this session.',
  noReports: 'No reports are available to you.',
  reportNotFound: 'Report not found.',
  reportNameRequired: 'Report name is required.',
  errorCodeRequired: 'Error code is required.',
  descriptionTooLong: (max: number) => `Description must be at most ${max} characters.`,
  invalidDateRange: 'From date must not be after To date.',
  levelInvalid: 'Level must be High, Medium or Low.',
  statusInvalid: 'Status must be Open, In Progress or Closed.',
  dateInvalid: (field: string) => `${field} must be a date (yyyy-mm-dd).`,
  noDataToExport: 'No data to be exported.',
  /** Provider staff see every client's report data: they choose the client whose reports they look at. */
  chooseClient: 'Choose the client whose reports you want to see.',
  /** The label of the client picker provider staff get (a client's user sees its own client only, no picker). */
  clientPicker: 'Client',
  /** The picker's option for every client's rows (canned reports only; a dashboard shows one client). */
  everyClient: 'All clients',
} as const;

/** Longest description accepted when a reporting error is submitted. */
export const REPORT_ERROR_DESCRIPTION_MAX = 2000;

// --- The report tool's view of a report: what the client-id check reads ---

export interface ReportFilterValue {
  value: unknown;
}

export interface ReportFilter {
  fieldName: string;
  appliedValues?: readonly ReportFilterValue[] | null;
}

export interface ReportWorksheet {
  name: string;
  filters?: readonly ReportFilter[] | null;
}

/** The active sheet of a report: a dashboard of worksheets, or a story whose active point holds a dashboard. */
export interface ReportSheet {
  sheetType: 'dashboard' | 'story' | 'worksheet';
  name?: string;
  worksheets?: readonly ReportWorksheet[] | null;
  activeStoryPoint?: { containedSheet?: ReportSheet | null } | null;
}

export interface ClientIdCheckFailure {
  code: ClientIdCheckCode;
  message: string;
}

const fail = (code: ClientIdCheckCode): ClientIdCheckFailure => ({ code, message: CLIENT_ID_CHECKS[code] });

const sameName = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/**
 * Checks that an embedded report shows the signed-in user's client: its 'Client Info' worksheet (in the
 * dashboard, or in the dashboard of a story's active point) must carry a 'Client Id' filter whose every applied
 * value is the user's client id. Null when it does; otherwise the first failed check's code and text.
 */
export function checkReportClientId(
  sheet: ReportSheet | null | undefined,
  clientId: string | number | null | undefined,
): ClientIdCheckFailure | null {
  const isStory = sheet?.sheetType === 'story';
  const dashboard = isStory ? sheet?.activeStoryPoint?.containedSheet : sheet;
  const clientInfo = (dashboard?.worksheets ?? []).find((worksheet) =>
    sameName(worksheet.name, CLIENT_INFO_WORKSHEET),
  );
  if (!clientInfo) return fail(isStory ? 'TB_CID_ERR_04' : 'TB_CID_ERR_05');
  const filter = (clientInfo.filters ?? []).find((candidate) =>
    sameName(candidate.fieldName, CLIENT_ID_FILTER),
  );
  if (!filter) return fail('TB_CID_ERR_03');
  const values = (filter.appliedValues ?? []).map((applied) => applied?.value);
  if (values.length === 0 || values.some((value) => value === null || value === undefined || value === '')) {
    return fail('TB_CID_ERR_02');
  }
  const expected = clientId === null || clientId === undefined ? '' : String(clientId).trim();
  if (!expected || values.some((value) => String(value).trim() !== expected)) return fail('TB_CID_ERR_01');
  return null;
}

// --- Where the report tool is ---

export interface ReportToolLocation {
  /** The report tool's base URL; `{domain}` stands for the domain it is reached at. */
  urlTemplate: string;
  /** The product's own domain (e.g. lexbridge.example); null when the template has no `{domain}`. */
  productDomain: string | null;
  /** The provider's default domain, used when the product was reached at a host outside its domain. */
  defaultDomain: string | null;
}

/** The host is the product's domain or one of its sub-domains. */
export function isInDomain(host: string, domain: string | null | undefined): boolean {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const base = (domain ?? '').trim().toLowerCase().replace(/^\./, '');
  if (!name || !base) return false;
  return name === base || name.endsWith(`.${base}`);
}

/**
 * The report tool's base URL for a user who reached the product at `host`: the template's `{domain}` is the
 * product's domain when the host is in it, otherwise the provider's default domain.
 */
export function reportToolBaseUrl(location: ReportToolLocation, host: string): string {
  const template = location.urlTemplate.replace(/\/+$/, '');
  if (!template.includes('{domain}')) return template;
  const domain =
    location.productDomain && isInDomain(host, location.productDomain)
      ? location.productDomain
      : location.defaultDomain || location.productDomain || '';
  return template.replaceAll('{domain}', domain);
}

/** Every origin the report tool may be served from under this location (what the app may frame). */
export function reportToolOrigins(location: ReportToolLocation): string[] {
  const domains = location.urlTemplate.includes('{domain}')
    ? [location.productDomain, location.defaultDomain].filter((domain): domain is string => !!domain)
    : [''];
  const origins = new Set<string>();
  for (const domain of domains) {
    try {
      origins.add(new URL(location.urlTemplate.replaceAll('{domain}', domain)).origin);
    } catch {
      // a template that is not a URL frames nothing
    }
  }
  return [...origins];
}

// --- Canned reports ---

export const CANNED_REPORT_KEYS = [
  'report-gap',
  'report-risk',
  'report-impact',
  'report-dashboard',
  'report-artifact-type',
] as const;
export type CannedReportKey = (typeof CANNED_REPORT_KEYS)[number];

/** The canned reports' names, as their screens and Excel files are titled. */
export const CANNED_REPORT_NAMES: Record<CannedReportKey, string> = {
  'report-gap': 'Gap Report',
  'report-risk': 'Risk Report',
  'report-impact': 'Impact Report',
  'report-dashboard': 'Implementation Status Report',
  'report-artifact-type': 'Artifact Type Report',
};

export function isCannedReportKey(value: string | null | undefined): value is CannedReportKey {
  return (CANNED_REPORT_KEYS as readonly string[]).includes(value ?? '');
}

/** A date range filter: both ends optional (yyyy-mm-dd), the start not after the end. */
export function validateReportDateRange(
  from: string | null | undefined,
  to: string | null | undefined,
): { field: string; message: string } | null {
  if (from && to && from > to) return { field: 'from', message: REPORT_MESSAGES.invalidDateRange };
  return null;
}

/** A submitted reporting error: report name and error code are required; the description is bounded. */
export function validateReportError(input: {
  reportName?: string | null;
  errorCode?: string | null;
  description?: string | null;
}): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!input.reportName?.trim())
    problems.push({ field: 'reportName', message: REPORT_MESSAGES.reportNameRequired });
  if (!input.errorCode?.trim())
    problems.push({ field: 'errorCode', message: REPORT_MESSAGES.errorCodeRequired });
  if ((input.description ?? '').length > REPORT_ERROR_DESCRIPTION_MAX) {
    problems.push({
      field: 'description',
      message: REPORT_MESSAGES.descriptionTooLong(REPORT_ERROR_DESCRIPTION_MAX),
    });
  }
  return problems;
}
