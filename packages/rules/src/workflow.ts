/**
 * Tab indexes of the legal workflow (spec 000 section 4): 0 dashboard, 1 identify duplicate laws, 3 combine laws,
 * 4 and above define requirements, 5 map to business processes, 6 and above approve.
 */
export interface SelectedLaw {
  tabIndex: number;
  requirementCount: number;
}

export type LegalStep = 'defineBusinessRequirements' | 'mapLawToBusinessProcesses' | 'approveBusinessRequirements';

export function canEnterLegalStep(step: LegalStep, law: SelectedLaw): boolean {
  switch (step) {
    case 'defineBusinessRequirements':
      // The spec's rule (index <= 3 or >= 4) admits every index; kept literal so a change in it is visible here.
      return law.tabIndex <= 3 || law.tabIndex >= 4;
    case 'mapLawToBusinessProcesses':
      return law.tabIndex >= 5 && law.requirementCount > 0;
    case 'approveBusinessRequirements':
      return law.tabIndex >= 6;
  }
}
