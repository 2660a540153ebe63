import type { TypePolicies } from '@apollo/client';

/**
 * How the cache identifies objects. Everything the schema gives an `id` is normalised by it; the session is a
 * singleton (there is one per browser), and breadcrumbs stay embedded in their menu entry because the legacy menu
 * repeats the same breadcrumb id under several entries. The deployment's configuration and single sign-on client are
 * singletons too.
 */
export const typePolicies: TypePolicies = {
  Session: { keyFields: [] },
  User: { keyFields: ['id'] },
  MenuItem: {
    keyFields: ['id'],
    fields: {
      // A fresh menu replaces the old lists outright.
      subMenus: { merge: false },
      breadcrumbs: { merge: false },
    },
  },
  Breadcrumb: { keyFields: false },
  InboxCount: { keyFields: ['menuId'] },
  SavedSearch: { keyFields: ['id'] },
  // Singletons of a deployment: one configuration and one single sign-on client.
  AppConfig: { keyFields: [] },
  SsoClient: { keyFields: [] },
  SubscriptionPlan: { keyFields: ['productPlanId'] },
  SubscriptionProduct: { keyFields: false },
  SubscriptionDuration: { keyFields: false },
  MessagePayload: { keyFields: false },
  // A sub-section's old and new texts belong to one change in law: the same sub-section id under another change
  // carries other texts, so they stay inside their change instead of being merged by id.
  ChangedSubSection: { keyFields: false },
  // Section mappings: one MappedItem type carries products, institution types and categories, and the same
  // institution type is mapped per business line; MappingOption is every picker's option (law scopes, products, …).
  // Their ids are unique only within one list, so they stay inside it.
  MappedItem: { keyFields: false },
  MappedProcess: { keyFields: false },
  MappingOption: { keyFields: false },
  ProcessOption: { keyFields: false },
  // A change's business line entry belongs to that change.
  ChangeBusinessLine: { keyFields: false },
  // Validator setup: a business line appears under every client with that client's entities; SetupOption is
  // every list's option (clients, reject reasons, statuses) and DmuChild both AGRC and system fields, so their ids
  // are unique only within one list. A DMU mapping row may be an AGRC field with no mapping yet (no id).
  SetupBusinessLine: { keyFields: false },
  SetupOption: { keyFields: false },
  DmuChild: { keyFields: false },
  DmuMapping: { keyFields: false },
  DmuAgrcCategory: { keyFields: false },
  DmuSystemGroup: { keyFields: false },
  ResultEntityOption: { keyFields: false },
  // Business lines, categories and company processes share the type and their ids overlap.
  AssignmentOption: { keyFields: false },
  // A question's id is unique only within its list.
  MaintenanceQuestion: { keyFields: ['list', 'id'] },
  SearchCriterionComparison: { keyFields: false },
  // Compliance testing: the four maintained lists share one type whose ids repeat across lists, and a graph's counts
  // carry the id of what they count (a type, category, regulator or rule), so they stay inside their list.
  TestingListRecord: { keyFields: ['kind', 'id'] },
  TestResultCounts: { keyFields: false },
  // Gaps and updates: one entry type serves four lists (task types, statuses, evidence and question types) whose
  // ids are unique only within their list.
  GapsListEntry: { keyFields: false },
  // Client change management: one option type serves business lines, regulators and company processes.
  ChangeProcessOption: { keyFields: false },
  // Business module: the same artifact is mapped to several requirements of a law, each time with its own answers
  // and files, and a company process is chosen (isSelected) per law; both stay inside their requirement or law.
  BusinessArtifact: { keyFields: false },
  BusinessProcess: { keyFields: false },
  // A plan's row is its own list's (the registration page's products keep theirs).
  SubscriptionPlanDetail: { keyFields: false },
};
