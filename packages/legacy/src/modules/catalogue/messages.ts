/** The law catalogue's refusal texts, in one place so tests and docs quote the same strings. */
export const CATALOGUE_MESSAGES = {
  idInvalid: (name: string) => `${name} must be a positive whole number.`,
  idListInvalid: (name: string) => `${name} must be a list of positive whole numbers.`,
  flagInvalid: (name: string) => `${name} must be true or false.`,
  textListInvalid: (name: string) => `${name} must be a list of 1 to 10 non-empty texts.`,
  textInvalid: (name: string) => `${name} must be a text.`,
  industryNotAssigned: 'The industry is not assigned to this user.',
  businessLineNotAssigned: 'The business line is not assigned to this user.',
  businessLineNotInIndustry: 'The business line does not belong to the industry.',
  lawNotFound: 'Law not found.',
  sectionNotFound: 'Section not found.',
  subSectionNotFound: 'Sub-section not found.',
  changeNotFound: 'No change found for this section.',
  requirementNotFound: 'Requirement not found.',
  requirementTypeInvalid: 'type must be business or legal.',
} as const;
