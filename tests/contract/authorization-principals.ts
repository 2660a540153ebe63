/**
 * The kinds of principal the authorization matrix calls every operation as, by their demo user: the provider
 * administrator, the read-only administrator, Harborview Credit Union's administrator and users (the client whose
 * records the scenarios name), Northgate Savings Bank's administrator and business user (another client), and
 * provider legal staff.
 */
export const AUTHORIZATION_PRINCIPALS = [
  'admin',
  'auditor',
  'clientadmin',
  'business',
  'reader',
  'northgate-admin',
  'northgate-business',
  'lawyer',
  // Northgate's business user again, as an internal tool: its own catalogue token as a bearer, no session.
  'northgate-business:bearer',
] as const;
export type AuthorizationPrincipal = (typeof AUTHORIZATION_PRINCIPALS)[number];

/** 'data' when the operation answered without errors, else the first error's code; 'not run' for NOT_RUN. */
export type Outcome = string;

/**
 * Operations the matrix does not send: they change the caller's own credentials, after which the principal could
 * not sign in again for the rest of the table. Their own tests cover who may run them.
 */
export const NOT_RUN = new Set(['ChangePassword']);

/**
 * Variables the matrix sends instead of the scenario's, where the scenario's record is one of the principals: the
 * matrix must not delete, re-role or re-password a principal it still signs in as. Users 5 (unassigned@, provider
 * staff) and 7 (business-approver@, Harborview) stand in.
 */
export const MATRIX_VARIABLES: Record<string, Record<string, unknown>> = {
  DeleteUser: { id: '5' },
  UpdateUser: { input: { id: '7', firstName: 'Bianca', lastName: 'Approver', roleIds: ['7'] } },
  ResetUserPassword: { input: { id: '7', newPassword: 'Another#2026', asProviderAdmin: false } },
};

/**
 * Arguments for the root fields no web operation reaches (tools alone call them), which the matrix sends as
 * generated operations (`schemaOnlyOperations` in authorization.test.ts). Records of Harborview Credit Union, the
 * first client, as the web operations' scenarios use. A field with a required argument and no entry here fails the
 * matrix, so a new tool-only field cannot go unclassified either.
 */
export const SCHEMA_ONLY_VARIABLES: Record<string, Record<string, unknown>> = {
  'Query.businessLines': { industryId: '1' },
  'Query.changeLawMappings': { input: { changeLawId: '1', industryId: '1' } },
  'Query.changedLawText': { input: { sectionId: '12' } },
  'Query.dmuSystemFields': { systemId: '1' },
  'Query.inventoryLawDetail': {
    input: { lawId: '1', sectionId: '6', lawDetailId: '1', lawInventoryId: '1' },
  },
  'Query.mappedAndRecommendedProcesses': { businessLawId: '4' },
  // No run is seeded: the row says who is told the run does not exist and who is refused before that.
  'Query.pipelineRun': { clientId: '1', runId: 'RUN-0' },
  'Query.products': { businessLineId: '2' },
  'Query.setupEntities': { clientId: '1', businessLineId: '1' },
  'Query.subSections': { input: { sectionId: '6', lawInventoryId: '1' } },
  'Mutation.recordChangeInLaw': {
    input: { sectionId: '6', changeTypeId: '1', statusId: '6', summary: 'Notice timing clarified.' },
  },
};
