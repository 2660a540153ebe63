/** The seven master lists, with the catalogue's module names as values. */
export enum MasterListModule {
  TYPE = 'Type',
  REGULATOR = 'Regulator',
  CATEGORY = 'Category',
  BUSINESS = 'Business',
  INDUSTRY = 'Industry',
  PROCESS = 'Process',
  COUNTRY = 'Country',
}

/** The parent list of a child list (a category and a process belong to a business line, a business line to an industry). */
export const MASTER_LIST_PARENT: Partial<Record<MasterListModule, MasterListModule>> = {
  [MasterListModule.CATEGORY]: MasterListModule.BUSINESS,
  [MasterListModule.BUSINESS]: MasterListModule.INDUSTRY,
  [MasterListModule.PROCESS]: MasterListModule.BUSINESS,
};

/** The path segment of a list's endpoints (get-{slug}-list, add-{slug}, update-{slug}, delete-{slug}). */
export const masterListSlug = (module: MasterListModule): string => module.toLowerCase();

export enum RegulatorAuthority {
  FEDERAL = 'Federal',
  STATE = 'State',
}

/** The three question lists, with the catalogue's list names as values. */
export enum QuestionListKind {
  ARTIFACT = 'Artifact',
  RISK_ASSESSMENT = 'RiskAssessment',
  BUSINESS_LINE = 'BusinessLine',
}

/** Whether an e-mail address sends or receives, with the catalogue's kind names as values. */
export enum EmailAddressKind {
  SENDER = 'Sender',
  RECEIVER = 'Receiver',
}
