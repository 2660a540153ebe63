import { REPORT_MESSAGES, validateIds, validateReportDateRange, validateReportError } from '@lexbridge/rules';
import { Field, ID, InputType } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import { badUserInput } from '../../graphql/errors.js';
import type { LegacyQuery } from '../../legacy/client.js';

export const RISK_LEVELS = ['High', 'Medium', 'Low'] as const;
export const GAP_STATUSES = ['Open', 'In Progress', 'Closed'] as const;

@InputType({
  description:
    "What a canned report shows; every filter is optional and the user's business lines bound all.",
})
export class CannedReportFilter {
  @Field(() => ID, {
    nullable: true,
    description:
      "Provider staff: only this client's rows (none: every client's). A client's user always sees its own " +
      "client's rows; naming another client is NOT_FOUND.",
  })
  clientId?: string | null;

  @Field(() => ID, { nullable: true, description: 'One of the user’s business lines.' })
  businessLineId?: string | null;

  @Field(() => ID, { nullable: true, description: 'A regulator.' })
  regulatorId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Gap severity (Gap Report) or residual risk (Risk Report): High, Medium or Low.',
  })
  level?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Gap status (Gap Report): Open, In Progress or Closed.',
  })
  status?: string | null;

  @Field(() => ID, { nullable: true, description: 'Change type (Impact Report).' })
  changeTypeId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'From this date (yyyy-mm-dd): identified on (gaps), rated on (risk), effective date (impact). ' +
      "BAD_USER_INPUT 'From date must not be after To date.' when after toDate.",
  })
  fromDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Up to this date (yyyy-mm-dd), inclusive.' })
  toDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Artifact type (Artifact Type Report).' })
  artifactType?: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const blank = (value: string | null | undefined) => !value || !value.trim();

/**
 * The filter checked (BAD_USER_INPUT names the field) and as the catalogue's query takes it; `clientId` is the
 * client the report acts for (from the session for a client's user), never the filter's own value unchecked.
 */
export function cannedQuery(
  filter: CannedReportFilter | null | undefined,
  levelName: string,
  clientId: string | null = null,
): LegacyQuery {
  const f = filter ?? {};
  const ids: Record<string, string> = {};
  for (const key of ['businessLineId', 'regulatorId', 'changeTypeId'] as const) {
    if (!blank(f[key])) ids[key] = f[key]!.trim();
  }
  check(validateIds(ids));
  if (!blank(f.level) && !(RISK_LEVELS as readonly string[]).includes(f.level!.trim()))
    throw badUserInput({ level: REPORT_MESSAGES.levelInvalid });
  if (!blank(f.status) && !(GAP_STATUSES as readonly string[]).includes(f.status!.trim()))
    throw badUserInput({ status: REPORT_MESSAGES.statusInvalid });
  for (const key of ['fromDate', 'toDate'] as const) {
    const value = f[key]?.trim();
    if (value && (!DATE.test(value) || Number.isNaN(Date.parse(value))))
      throw badUserInput({ [key]: REPORT_MESSAGES.dateInvalid(key) });
  }
  check(validateReportDateRange(f.fromDate?.trim() || null, f.toDate?.trim() || null));
  if (clientId !== null) check(validateIds({ clientId }));
  const query: LegacyQuery = { ...ids, ...(clientId !== null ? { clientId } : {}) };
  if (!blank(f.level)) query[levelName] = f.level!.trim();
  if (!blank(f.status)) query.status = f.status!.trim();
  if (!blank(f.fromDate)) query.fromDate = f.fromDate!.trim();
  if (!blank(f.toDate)) query.toDate = f.toDate!.trim();
  if (!blank(f.artifactType)) query.artifactType = f.artifactType!.trim();
  return query;
}

@InputType({ description: 'A reporting error seen by the browser, to post to the catalogue.' })
export class ReportErrorInput {
  @Field(() => ID, {
    nullable: true,
    description:
      "Provider staff: the client the report was showing. A client's user's errors are always its own client's.",
  })
  clientId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The dashboard that failed: hidden for the rest of the session.',
  })
  dashboardId?: string | null;

  @Field(() => String, { description: "The report's name. Required." })
  reportName: string;

  @Field(() => String, {
    description:
      'The error code: TB_CID_ERR_01 to 05 for a failed client-id check, or the load failure’s code.',
  })
  errorCode: string;

  @Field(() => String, {
    nullable: true,
    description: 'What happened (the check’s text), at most 2000 characters.',
  })
  description?: string | null;
}

export function checkReportError(input: ReportErrorInput): ReportErrorInput {
  const problems = validateReportError(input);
  if (problems.length > 0) throw badUserInput({ [problems[0]!.field]: problems[0]!.message });
  if (!blank(input.dashboardId)) check(validateIds({ dashboardId: input.dashboardId!.trim() }));
  if (!blank(input.clientId)) check(validateIds({ clientId: input.clientId!.trim() }));
  return {
    clientId: blank(input.clientId) ? null : input.clientId!.trim(),
    dashboardId: blank(input.dashboardId) ? null : input.dashboardId!.trim(),
    reportName: input.reportName.trim(),
    errorCode: input.errorCode.trim(),
    description: input.description?.trim() || null,
  };
}
