import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

/** The screens that show embedded dashboards. */
export enum ReportScreen {
  REPORTS = 'reports',
  CRA = 'cra',
  COMPLIANCE_TESTING = 'compliance-testing',
}
registerEnumType(ReportScreen, {
  name: 'ReportScreen',
  description: 'A screen that shows embedded dashboards.',
  valuesConfig: {
    REPORTS: { description: "The Reports screen (legacy 'reports')." },
    CRA: { description: "The CRA screen (legacy 'cra')." },
    COMPLIANCE_TESTING: { description: "The compliance-testing dashboard (legacy 'compliance-testing')." },
  },
});

@ObjectType({
  description: 'A gap in the compliance of a business line with a requirement, and its remediation.',
})
export class GapReportRow {
  @Field(() => ID, { description: 'Gap id.' })
  id: string;
  @Field(() => ID, {
    nullable: true,
    description: "The client whose gap it is (a client's user sees only its own).",
  })
  clientId: string | null;
  @Field(() => String, { nullable: true, description: 'Its name.' })
  clientName: string | null;
  @Field(() => ID, { description: 'Business line id.' })
  businessLineId: string;
  @Field(() => String, { description: 'Business line.' })
  businessLine: string;
  @Field(() => ID, { description: 'Regulator id.' })
  regulatorId: string;
  @Field(() => String, { description: 'Regulator of the law.' })
  regulator: string;
  @Field(() => String, { description: 'Citation of the law.' })
  citation: string;
  @Field(() => String, { description: 'Section number.' })
  section: string;
  @Field(() => String, { description: 'Requirement number.' })
  requirementNumber: string;
  @Field(() => String, { description: 'The requirement.' })
  requirement: string;
  @Field(() => String, { description: 'What is missing.' })
  description: string;
  @Field(() => String, { description: 'High, Medium or Low.' })
  severity: string;
  @Field(() => String, { description: 'Open, In Progress or Closed.' })
  status: string;
  @Field(() => String, { description: 'Who remediates it.' })
  owner: string;
  @Field(() => String, { nullable: true, description: 'When it was found (yyyy-mm-dd).' })
  identifiedOn: string | null;
  @Field(() => String, { nullable: true, description: 'When it should be closed (yyyy-mm-dd).' })
  targetDate: string | null;
  @Field(() => String, { nullable: true, description: 'When it was closed (yyyy-mm-dd).' })
  closedOn: string | null;
  @Field(() => Boolean, { description: 'Not closed and past its target date.' })
  overdue: boolean;
}

@ObjectType({ description: "A client's risk rating of a law section for a business line." })
export class RiskReportRow {
  @Field(() => ID, {
    nullable: true,
    description: "The client whose rating it is (a client's user sees only its own).",
  })
  clientId: string | null;
  @Field(() => String, { nullable: true, description: 'Its name.' })
  clientName: string | null;
  @Field(() => ID, { description: 'Business line id.' })
  businessLineId: string;
  @Field(() => String, { description: 'Business line.' })
  businessLine: string;
  @Field(() => ID, { description: 'Regulator id.' })
  regulatorId: string;
  @Field(() => String, { description: 'Regulator of the law.' })
  regulator: string;
  @Field(() => String, { description: 'Citation of the law.' })
  citation: string;
  @Field(() => String, { description: 'Section number.' })
  section: string;
  @Field(() => String, { description: 'Section name.' })
  sectionName: string;
  @Field(() => Int, { description: 'Likelihood, 1 to 5.' })
  likelihood: number;
  @Field(() => Int, { description: 'Impact, 1 to 5.' })
  impact: number;
  @Field(() => String, { description: 'Risk before controls: High, Medium or Low.' })
  inherentRisk: string;
  @Field(() => String, { description: 'Risk after controls: High, Medium or Low.' })
  residualRisk: string;
  @Field(() => String, { nullable: true, description: 'When it was rated (yyyy-mm-dd).' })
  ratedOn: string | null;
}

@ObjectType({
  description: "A change in law on a section of the user's business lines, and what it touches there.",
})
export class ImpactReportRow {
  @Field(() => ID, { description: 'Change id.' })
  id: string;
  @Field(() => ID, { description: 'Regulator id.' })
  regulatorId: string;
  @Field(() => String, { description: 'Regulator of the law.' })
  regulator: string;
  @Field(() => String, { description: 'Citation of the law.' })
  citation: string;
  @Field(() => String, { description: 'Section number.' })
  section: string;
  @Field(() => String, { description: 'Section name.' })
  sectionName: string;
  @Field(() => ID, { description: 'Change type id.' })
  changeTypeId: string;
  @Field(() => String, { description: 'Change type.' })
  changeType: string;
  @Field(() => String, { description: 'Status of the change.' })
  status: string;
  @Field(() => String, { nullable: true, description: 'When the change takes effect (yyyy-mm-dd).' })
  effectiveDate: string | null;
  @Field(() => String, { description: 'Summary of the change.' })
  summary: string;
  @Field(() => Int, { description: "The user's business lines the section is mapped to." })
  businessLines: number;
  @Field(() => Int, { description: 'Requirements of the section in those lines.' })
  requirements: number;
  @Field(() => Int, { description: 'Business laws the business works for the section in those lines.' })
  businessLaws: number;
}

@ObjectType({ description: 'How far a business line has implemented its laws: business laws by status.' })
export class ImplementationStatusRow {
  @Field(() => ID, { description: 'Business line id.' })
  businessLineId: string;
  @Field(() => String, { description: 'Business line.' })
  businessLine: string;
  @Field(() => Int, { description: 'Open.' })
  open: number;
  @Field(() => Int, { description: 'Draft.' })
  draft: number;
  @Field(() => Int, { description: 'Submitted for approval.' })
  submitted: number;
  @Field(() => Int, { description: 'Sent back by the approver.' })
  sentBack: number;
  @Field(() => Int, { description: 'Approved.' })
  approved: number;
  @Field(() => Int, { description: 'Declared not applicable.' })
  notApplicable: number;
  @Field(() => Int, { description: 'All business laws of the line.' })
  total: number;
}

@ObjectType({ description: 'The artifacts of one type in a business line and what they are mapped to.' })
export class ArtifactTypeRow {
  @Field(() => ID, { description: 'Business line id.' })
  businessLineId: string;
  @Field(() => String, { description: 'Business line.' })
  businessLine: string;
  @Field(() => String, { description: 'Artifact type (Policy, Procedure, Control, System…).' })
  artifactType: string;
  @Field(() => Int, { description: 'Artifacts of the type.' })
  artifacts: number;
  @Field(() => Int, { description: 'Requirements mapped to them.' })
  mappedRequirements: number;
  @Field(() => Int, { description: 'Business laws those requirements belong to.' })
  laws: number;
}

function reportOf<T>(row: new () => T, description: string) {
  @ObjectType()
  abstract class CannedReport {
    @Field(() => String, { description: "The report's name." })
    name: string;

    @Field(() => String, {
      description: "The Excel file's name without extension: the report's name and today's date.",
    })
    fileName: string;

    @Field(() => Int, { description: 'Rows in the report.' })
    totalCount: number;

    @Field(() => [row], { description })
    rows: T[];
  }
  return CannedReport;
}

@ObjectType({ description: "The Gap Report: the gap register of the user's business lines, newest first." })
export class GapReport extends reportOf(GapReportRow, 'The gaps.') {}

@ObjectType({ description: 'The Risk Report: risk ratings, highest likelihood times impact first.' })
export class RiskReport extends reportOf(RiskReportRow, 'The ratings.') {}

@ObjectType({
  description: 'The Impact Report: changes in law and what they touch, latest effective date first.',
})
export class ImpactReport extends reportOf(ImpactReportRow, 'The changes.') {}

@ObjectType({
  description: 'The Implementation Status Report: business laws by status, one row per business line.',
})
export class ImplementationStatusReport extends reportOf(
  ImplementationStatusRow,
  'One row per business line.',
) {}

@ObjectType({ description: 'The Artifact Type Report: artifacts per type and business line.' })
export class ArtifactTypeReport extends reportOf(ArtifactTypeRow, 'One row per business line and type.') {}

@ObjectType({
  description:
    "The client whose data the user's embedded reports must show: a client's user's own client (from the " +
    'session); for provider staff, the client they chose to look at.',
})
export class ReportClient {
  @Field(() => ID, {
    description: "Client id: every value of an embedded report's 'Client Id' filter must equal it.",
  })
  id: string;
  @Field(() => String, { description: 'Client name (sent with a reporting error).' })
  name: string;
}

@ObjectType({ description: 'An embedded dashboard of the report tool.' })
export class ReportDashboard {
  @Field(() => ID, { description: 'Dashboard id.' })
  id: string;
  @Field(() => String, { description: 'Dashboard name (the report name of a reporting error).' })
  name: string;
  @Field(() => ReportScreen, { description: 'The screen that shows it.' })
  screen: ReportScreen;
  @Field(() => String, {
    description:
      "Where the browser frames it: a BFF address that signs the user in to the report tool with the session's " +
      'report-tool token and sends the frame on to the report (the token never reaches the page).',
  })
  embedPath: string;

  workbook: string;
  view: string;
}

@ObjectType({ description: "A screen's embedded dashboards for a user with the report-tool flag." })
export class ReportDashboards {
  @Field(() => ReportScreen, { description: 'The screen.' })
  screen: ReportScreen;
  @Field(() => [ReportDashboard], {
    description: 'The dashboards, in order, without those hidden after a reporting error in this session.',
  })
  dashboards: ReportDashboard[];
  @Field(() => ReportClient, {
    nullable: true,
    description:
      "The client the reports must show: a client's user's own; the client provider staff chose (null while they " +
      'have chosen none: the page then frames no dashboard).',
  })
  client: ReportClient | null;
  @Field(() => String, {
    description:
      "The report tool's origin for this host (the default provider domain when the host is not in the product's " +
      'domain): the only origin whose messages the page believes.',
  })
  reportOrigin: string;
  @Field(() => Int, { description: 'How long the page waits for a dashboard to become interactive (ms).' })
  loadWaitMs: number;
  @Field(() => DateTimeISOResolver, {
    description: 'When the report-tool token counts as expired (10 seconds early); it is renewed after that.',
  })
  tokenExpiresAt: Date;
}

@ObjectType({ description: 'A reporting error, submitted.' })
export class ReportErrorPayload {
  @Field(() => String, { description: "The toast: 'Please contact provider support' (title 'Error!')." })
  message: string;
  @Field(() => String, { description: "The toast's title: 'Error!'." })
  title: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The dashboard now hidden for the rest of the session; null when none was named.',
  })
  hiddenDashboardId: string | null;
}
