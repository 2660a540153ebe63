/**
 * The compliance testing endpoints' shapes (api/compliance-testing, api/azimuth-maintenance), as the catalogue
 * sends them: zod schemas and their types.
 */
import { z } from 'zod';
import { LegacyPage } from '../../graphql/common/legacy-page.js';

export { LegacyPage };

export const LegacyListRecord = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullish(),
  rulesCount: z.number(),
  version: z.number(),
});
export type LegacyListRecord = z.infer<typeof LegacyListRecord>;

export const LegacyTestingRule = z.object({
  id: z.number(),
  ruleNumber: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  requirementNumber: z.string(),
  groupId: z.number(),
  groupName: z.string(),
  typeId: z.number(),
  typeName: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  requirementCategoryId: z.number(),
  requirementCategoryName: z.string(),
  regulatorId: z.number(),
  regulatorName: z.string(),
  isActive: z.boolean(),
});
export type LegacyTestingRule = z.infer<typeof LegacyTestingRule>;

export const LegacyRequirementNumber = z.object({
  requirementNumber: z.string(),
  testingRuleId: z.number(),
  ruleNumber: z.string(),
  requirementCategoryName: z.string(),
});
export type LegacyRequirementNumber = z.infer<typeof LegacyRequirementNumber>;

/** The client whose loan population a record belongs to (absent from catalogues that do not say). */
const clientId = z.number().nullish();

export const LegacyLoanLoad = z.object({
  id: z.number(),
  clientId,
  name: z.string(),
  loadedOn: z.string(),
  loansCount: z.number(),
});
export type LegacyLoanLoad = z.infer<typeof LegacyLoanLoad>;

export const LegacyIdName = z.object({ id: z.number(), name: z.string() });
export type LegacyIdName = z.infer<typeof LegacyIdName>;

export const LegacyPopulationCount = z.object({
  groupId: z.number(),
  groupName: z.string(),
  populationCount: z.number(),
  exceptionLoans: z.number(),
});
export type LegacyPopulationCount = z.infer<typeof LegacyPopulationCount>;

export const LegacyPopulationLoan = z.object({
  id: z.number(),
  clientId,
  loanNumber: z.string(),
  borrowerName: z.string(),
  product: z.string(),
  state: z.string(),
  loanAmount: z.number(),
  originatedOn: z.string(),
  loanLoadName: z.string(),
  /** The name of the loan's client (absent from catalogues that do not say). */
  clientName: z.string().nullish(),
  exceptionsCount: z.number(),
});
export type LegacyPopulationLoan = z.infer<typeof LegacyPopulationLoan>;

export const LegacyResultCounts = z.object({
  id: z.number(),
  name: z.string(),
  passCount: z.number(),
  exceptionCount: z.number(),
  notApplicableCount: z.number(),
});
export type LegacyResultCounts = z.infer<typeof LegacyResultCounts>;

export const LegacyActionPlan = z.object({
  id: z.number(),
  clientId,
  firstRunId: z.number(),
  testingRuleId: z.number(),
  ruleNumber: z.string(),
  ruleName: z.string(),
  requirementNumber: z.string(),
  groupName: z.string(),
  loanLoadName: z.string(),
  exceptionsCount: z.number(),
  status: z.string(),
  rootCause: z.string(),
  actionPlan: z.string(),
  ownerName: z.string(),
  targetDate: z.string().nullable(),
  version: z.number(),
  assessedAt: z.string().nullable(),
});
export type LegacyActionPlan = z.infer<typeof LegacyActionPlan>;

/** A loan remediation queue row; firstRunId, requirementID, loanLoadID and the counts are the catalogue's names. */
export const LegacyRemediationRow = z.object({
  id: z.number(),
  clientId,
  firstRunId: z.number(),
  requirementID: z.number(),
  requirementNumber: z.string(),
  ruleNumber: z.string(),
  ruleName: z.string(),
  loanLoadID: z.number(),
  loanLoadName: z.string(),
  submittedDate: z.string(),
  recordsCount: z.number(),
  resultsCount: z.number(),
  statusId: z.number(),
  status: z.string(),
  subStatusId: z.number().nullable(),
  subStatus: z.string().nullable(),
  comments: z.string().nullable(),
  version: z.number(),
});
export type LegacyRemediationRow = z.infer<typeof LegacyRemediationRow>;

export const LegacyRemediationLoan = z.object({
  id: z.number(),
  loanNumber: z.string(),
  borrowerName: z.string(),
  product: z.string(),
  state: z.string(),
  loanAmount: z.number(),
  resultStatusId: z.number(),
  resultStatus: z.string(),
  exceptionMessage: z.string(),
});
export type LegacyRemediationLoan = z.infer<typeof LegacyRemediationLoan>;

export const LegacyEvidence = z.object({
  id: z.number(),
  taskId: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type LegacyEvidence = z.infer<typeof LegacyEvidence>;

export const LegacyRemediationTask = z.object({
  id: z.number(),
  clientId,
  title: z.string(),
  description: z.string(),
  ownerName: z.string(),
  dueDate: z.string().nullable(),
  status: z.string(),
  evidence: z.array(LegacyEvidence),
  version: z.number(),
});
export type LegacyRemediationTask = z.infer<typeof LegacyRemediationTask>;

export const LegacyStoredEvidence = z.object({ Id: z.number(), FileName: z.string(), Size: z.number() });
export const LegacyDone = z.literal(true);
