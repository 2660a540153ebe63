import { registerEnumType } from 'type-graphql';

// Apart from the object types: the mapper imports these, and a decorated class needs reflect-metadata loaded first.

export enum RiskAssessmentStatus {
  DRAFT = 'DRAFT',
  SUBMITTED = 'SUBMITTED',
  APPROVED = 'APPROVED',
  SENT_BACK = 'SENT_BACK',
}
registerEnumType(RiskAssessmentStatus, {
  name: 'RiskAssessmentStatus',
  description:
    "Where an assessment stands (legacy 'Draft' answered and saved, 'Submitted' waiting for the approver, 'Approved', 'SentBack' to be answered again).",
});

export enum RiskStage {
  ASSESSMENT = 'ASSESSMENT',
  APPROVAL = 'APPROVAL',
}
registerEnumType(RiskStage, {
  name: 'RiskStage',
  description:
    "The stage a questionnaire is opened in (legacy 'Assessment': answering; 'Approval': deciding).",
});

export enum RiskQuestionInputKind {
  TEXT = 'TEXT',
  NUMBER = 'NUMBER',
  COMMENT = 'COMMENT',
  MULTIPLE_TEXT = 'MULTIPLE_TEXT',
  MULTIPLE_COMMENT = 'MULTIPLE_COMMENT',
  CALENDAR = 'CALENDAR',
  EMPLOYEE = 'EMPLOYEE',
  COMPANY_PROCESSES = 'COMPANY_PROCESSES',
  ATTACHMENT = 'ATTACHMENT',
  OPTIONS = 'OPTIONS',
}
registerEnumType(RiskQuestionInputKind, {
  name: 'RiskQuestionInputKind',
  description:
    "The input a question is answered with, from its type: 'Text', 'Number', 'Comment', 'Multiple Text', 'Multiple Comment', 'Calendar Field', 'Employee Selection', 'Company Process Multiple Selection', 'Add attachment'; any other type is OPTIONS.",
});

export enum RiskReportKind {
  RISK = 'RISK',
  GAP = 'GAP',
  IMPACT = 'IMPACT',
  IMPLEMENTATION_STATUS = 'IMPLEMENTATION_STATUS',
  UPDATES_AND_GAPS = 'UPDATES_AND_GAPS',
}
registerEnumType(RiskReportKind, {
  name: 'RiskReportKind',
  description:
    'A risk rating report: RISK (score and level per company process), GAP (answers that reveal a gap), IMPACT (ratings per parameter and level), IMPLEMENTATION_STATUS (assessments and their progress), UPDATES_AND_GAPS (what changed in the assessments, with their gaps).',
});

export enum RiskChartKind {
  BAR = 'BAR',
  PIE = 'PIE',
}
registerEnumType(RiskChartKind, {
  name: 'RiskChartKind',
  description:
    'How a report is drawn: BAR (bars, grouped when there are several series) or PIE (shares of a whole).',
});
