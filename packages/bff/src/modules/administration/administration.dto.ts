/** The administration endpoints' shapes, as the catalogue sends them. */
import { z } from 'zod';

export const LegacyMasterRow = z.object({
  id: z.number(),
  name: z.string(),
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  authority: z.string().nullable(),
});
export type LegacyMasterRow = z.infer<typeof LegacyMasterRow>;

export const LegacyAdminUser = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  isProvider: z.boolean(),
  syncedAt: z.string().nullable(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type LegacyAdminUser = z.infer<typeof LegacyAdminUser>;

export const LegacyUserPage = z.object({ totalCount: z.number(), data: z.array(LegacyAdminUser) });

export const LegacyAdminClient = z.object({ id: z.number(), clientName: z.string() });
export type LegacyAdminClient = z.infer<typeof LegacyAdminClient>;

export const LegacyRole = z.object({
  id: z.number(),
  name: z.string(),
  /** A provider role (roles.is_provider); absent from catalogues that predate it. */
  isProvider: z.boolean().optional(),
  userCount: z.number(),
  menuItemIds: z.array(z.number()),
  editableMenuItemIds: z.array(z.number()),
});
export type LegacyRole = z.infer<typeof LegacyRole>;

export const LegacyMenuEntry = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  label: z.string(),
  routerLink: z.string().nullable(),
  sortOrder: z.number(),
  breadcrumbs: z.array(z.object({ id: z.number(), label: z.string(), routerLink: z.string() })),
});
export type LegacyMenuEntry = z.infer<typeof LegacyMenuEntry>;

export const LegacyClientDetail = z.object({
  id: z.number(),
  clientName: z.string(),
  serverName: z.string().nullable(),
  databaseName: z.string().nullable(),
  domain: z.string().nullable(),
  countryId: z.number().nullable(),
  countryName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  ssoEnabled: z.boolean(),
  tenantId: z.string().nullable(),
  isActive: z.boolean(),
});
export type LegacyClientDetail = z.infer<typeof LegacyClientDetail>;

export const LegacyArtifactType = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  artifactCount: z.number(),
});
export type LegacyArtifactType = z.infer<typeof LegacyArtifactType>;

export const LegacyArtifact = z.object({
  id: z.number(),
  name: z.string(),
  artifactType: z.string(),
  businessLineId: z.number(),
  businessLineName: z.string(),
  description: z.string(),
  ownerName: z.string(),
  mappingCount: z.number(),
});
export type LegacyArtifact = z.infer<typeof LegacyArtifact>;

export const LegacyQuestion = z.object({
  id: z.number(),
  list: z.string(),
  question: z.string(),
  questionType: z.string(),
  options: z.array(z.string()),
  gapAnswers: z.array(z.string()),
  isRequired: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number(),
  businessLineId: z.number().nullable(),
  businessLineName: z.string().nullable(),
  answerCount: z.number(),
});
export type LegacyQuestion = z.infer<typeof LegacyQuestion>;

const LegacyOption = z.object({ id: z.number(), name: z.string() });
const LegacyLineOption = LegacyOption.extend({ businessLineId: z.number() });
export const LegacyAssignmentOptions = z.object({
  businessLines: z.array(LegacyOption),
  categories: z.array(LegacyLineOption),
  companyProcesses: z.array(LegacyLineOption),
});
export type LegacyAssignmentOptions = z.infer<typeof LegacyAssignmentOptions>;

export const LegacyEmployeeAssignments = z.object({
  employeeId: z.number(),
  businessLineIds: z.array(z.number()),
  categoryIds: z.array(z.number()),
  companyProcessIds: z.array(z.number()),
});
export type LegacyEmployeeAssignments = z.infer<typeof LegacyEmployeeAssignments>;

export const LegacyEmployeeRoleUpload = z.object({
  fileName: z.string(),
  rowsRead: z.number(),
  counts: z.object({
    inserted: z.number(),
    updated: z.number(),
    deleted: z.number(),
    notInsertedDuplicates: z.number(),
    notDeletedMapped: z.number(),
    notUpdatedInvalid: z.number(),
  }),
  rowErrors: z.array(z.object({ row: z.number(), email: z.string(), message: z.string() })),
  changedUserIds: z.array(z.number()),
});
export type LegacyEmployeeRoleUpload = z.infer<typeof LegacyEmployeeRoleUpload>;

export const LegacySsoGroup = z.object({
  id: z.number(),
  groupName: z.string(),
  directoryGroupId: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  roleIds: z.array(z.number()),
  businessLineIds: z.array(z.number()),
});
export type LegacySsoGroup = z.infer<typeof LegacySsoGroup>;

export const LegacyEmailAddress = z.object({
  id: z.number(),
  kind: z.enum(['Sender', 'Receiver']),
  email: z.string(),
  displayName: z.string(),
  isActive: z.boolean(),
  groupCount: z.number(),
  triggerCount: z.number(),
});
export type LegacyEmailAddress = z.infer<typeof LegacyEmailAddress>;

export const LegacyEmailGroup = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  memberIds: z.array(z.number()),
  triggerCount: z.number(),
});
export type LegacyEmailGroup = z.infer<typeof LegacyEmailGroup>;

export const LegacyEmailTrigger = z.object({
  id: z.number(),
  name: z.string(),
  event: z.string(),
  subject: z.string(),
  senderId: z.number(),
  senderEmail: z.string(),
  emailGroupId: z.number(),
  emailGroupName: z.string(),
  isActive: z.boolean(),
});
export type LegacyEmailTrigger = z.infer<typeof LegacyEmailTrigger>;

export const LegacyRegisteredUser = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  phone: z.string(),
  productPlanId: z.number(),
  productName: z.string(),
  duration: z.string(),
  planName: z.string(),
  status: z.enum(['Active', 'Cancelled']),
  registeredAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type LegacyRegisteredUser = z.infer<typeof LegacyRegisteredUser>;

export const LegacyPlanDetail = z.object({
  productPlanId: z.number(),
  productName: z.string(),
  duration: z.string(),
  planName: z.string(),
  planPricing: z.number().nullable(),
  totalUsers: z.number().nullable(),
  customPricing: z.boolean(),
  activeSubscribers: z.number(),
  /** The reference catalogue's: the plan and its duration are active (on the registration page). */
  isOffered: z.boolean().nullish(),
});
export type LegacyPlanDetail = z.infer<typeof LegacyPlanDetail>;

export const LegacyCustomPricingRequest = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  phone: z.string(),
  productName: z.string(),
  estimatedUsers: z.string(),
  requestedAt: z.string(),
});

export const LegacyProductPlan = z.object({
  id: z.number(),
  durationId: z.number(),
  productId: z.number(),
  planName: z.string(),
  planPricing: z.number().nullable(),
  totalUsers: z.number().nullable(),
  customPricing: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number(),
  activeSubscribers: z.number(),
  cancelledRegistrations: z.number(),
});
export type LegacyProductPlan = z.infer<typeof LegacyProductPlan>;

export const LegacyProductDuration = z.object({
  id: z.number(),
  productId: z.number(),
  name: z.string(),
  billingPeriod: z.enum(['Monthly', 'Annual']),
  isActive: z.boolean(),
  sortOrder: z.number(),
  plans: z.array(LegacyProductPlan),
});
export type LegacyProductDuration = z.infer<typeof LegacyProductDuration>;

export const LegacyProductEntry = z.object({
  id: z.number(),
  name: z.string(),
  durations: z.array(LegacyProductDuration),
});
export type LegacyProductEntry = z.infer<typeof LegacyProductEntry>;

export const LegacyOutboxMessage = z.object({
  id: z.number(),
  createdAt: z.string(),
  triggerName: z.string(),
  event: z.string(),
  fromEmail: z.string(),
  toEmail: z.string(),
  subject: z.string(),
  status: z.enum(['Queued', 'Sent', 'Failed']),
  error: z.string(),
  sentAt: z.string().nullable(),
});
export type LegacyOutboxMessage = z.infer<typeof LegacyOutboxMessage>;
