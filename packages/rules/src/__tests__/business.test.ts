import { describe, expect, it } from 'vitest';
import {
  requirementMatchesSearch,
  validateRequirementSearch,
  BUSINESS_MESSAGES,
  businessRowEditable,
  businessStepRefusal,
  reachableBusinessSteps,
  validateApproverComment,
  validateBusinessDate,
  validateQuestionFile,
  type BusinessStepContext,
} from '../business.js';

const at = (tabIndex: number, extra: Partial<BusinessStepContext> = {}): BusinessStepContext => ({
  law: { tabIndex, requirementCount: 2 },
  hasQuery: false,
  newRequestFlow: true,
  ...extra,
});

describe('business dashboard editability', () => {
  it('lets only the business contact edit changed-law and send-back rows', () => {
    expect(businessRowEditable('CHANGED_LAW', false)).toBe(false);
    expect(businessRowEditable('SEND_BACK', false)).toBe(false);
    expect(businessRowEditable('CHANGED_LAW', true)).toBe(true);
    expect(businessRowEditable('SEND_BACK', true)).toBe(true);
  });
  it('keeps open, my draft and submitted rows editable for anyone', () => {
    for (const column of ['OPEN', 'MY_DRAFT', 'SUBMITTED'] as const) {
      expect(businessRowEditable(column, false)).toBe(true);
    }
  });
});

describe('business step gating', () => {
  it('always allows the dashboard and its report', () => {
    expect(businessStepRefusal('dashboard', { law: null, hasQuery: true, newRequestFlow: true })).toBeNull();
    expect(
      businessStepRefusal('dashboardReport', { law: null, hasQuery: true, newRequestFlow: true }),
    ).toBeNull();
  });
  it('asks for a law when none is selected', () => {
    expect(
      businessStepRefusal('mapArtifacts', { law: null, hasQuery: false, newRequestFlow: false }),
    ).toEqual({
      title: 'Required!',
      message: 'Please select a Law.',
      type: 'warning',
    });
  });
  it('allows validate up to index 6 and only without query parameters', () => {
    expect(businessStepRefusal('validateLawApplicability', at(1))).toBeNull();
    expect(businessStepRefusal('validateLawApplicability', at(6))).toBeNull();
    expect(businessStepRefusal('validateLawApplicability', at(7))?.message).toBe(
      BUSINESS_MESSAGES.completeOnGoing,
    );
    expect(businessStepRefusal('validateLawApplicability', at(1, { hasQuery: true }))?.message).toBe(
      'Please complete the on-going process before submit',
    );
  });
  it('opens map artifacts from index 3, or when arriving from gaps-and-updates', () => {
    expect(businessStepRefusal('mapArtifacts', at(1))?.message).toBe(
      'Please complete the on-going process by clicking on submit.',
    );
    expect(businessStepRefusal('mapArtifacts', at(3))).toBeNull();
    expect(businessStepRefusal('mapArtifacts', at(1, { fromGapsOrAssessChange: true }))).toBeNull();
    expect(
      businessStepRefusal('mapArtifacts', {
        law: null,
        hasQuery: true,
        newRequestFlow: false,
        fromGapsOrAssessChange: true,
      })?.message,
    ).toBe('Please complete the gaps and updates process first');
  });
  it('opens assess from index 4 with a requirement, approve from index 5', () => {
    expect(businessStepRefusal('assessArtifacts', at(3))).not.toBeNull();
    expect(businessStepRefusal('assessArtifacts', at(4))).toBeNull();
    expect(
      businessStepRefusal('assessArtifacts', {
        law: { tabIndex: 4, requirementCount: 0 },
        hasQuery: false,
        newRequestFlow: true,
      })?.message,
    ).toBe('A law requirement is required to submit.');
    expect(businessStepRefusal('approveAssessment', at(4))).not.toBeNull();
    expect(businessStepRefusal('approveAssessment', at(5))).toBeNull();
  });
  it('opens law not applicable only outside a new-request flow and without query parameters', () => {
    expect(
      businessStepRefusal('lawNotApplicable', { law: null, hasQuery: false, newRequestFlow: false }),
    ).toBeNull();
    expect(
      businessStepRefusal('lawNotApplicable', { law: null, hasQuery: false, newRequestFlow: true }),
    ).not.toBeNull();
    expect(
      businessStepRefusal('lawNotApplicable', { law: null, hasQuery: true, newRequestFlow: false }),
    ).not.toBeNull();
  });
  it('lists the steps a tab index reaches', () => {
    expect(reachableBusinessSteps(1, 2)).toEqual(['validateLawApplicability']);
    expect(reachableBusinessSteps(4, 2)).toEqual([
      'validateLawApplicability',
      'mapArtifacts',
      'assessArtifacts',
    ]);
    expect(reachableBusinessSteps(7, 2)).toEqual(['mapArtifacts', 'assessArtifacts', 'approveAssessment']);
  });
});

describe('business inputs', () => {
  it('needs a non-blank approver comment', () => {
    expect(validateApproverComment('  ')).toEqual({
      field: 'comment',
      message: 'The comment needs to be entered',
    });
    expect(validateApproverComment('Fix the evidence')).toBeNull();
  });
  it('takes real calendar dates only', () => {
    expect(validateBusinessDate('date', '2026-02-30')?.message).toBe(BUSINESS_MESSAGES.dateInvalid);
    expect(validateBusinessDate('date', '02/03/2026')?.message).toBe(BUSINESS_MESSAGES.dateInvalid);
    expect(validateBusinessDate('date', '2026-02-28')).toBeNull();
  });
  it('checks question file type and size', () => {
    expect(validateQuestionFile('evidence.pdf', 100)).toBeNull();
    expect(validateQuestionFile('run.exe', 100)?.message).toBe(BUSINESS_MESSAGES.fileExtension);
    expect(validateQuestionFile('big.pdf', 6 * 1024 * 1024)?.message).toBe(BUSINESS_MESSAGES.fileTooLarge);
  });
});

describe('requirement search', () => {
  const requirement = {
    requirementNumber: 'REGZ_007',
    requirement: 'Deliver the Closing Disclosure on time.',
  };

  it('matches the number or the text, whatever the case, and everything when empty', () => {
    expect(requirementMatchesSearch(requirement, ' regz_00 ')).toBe(true);
    expect(requirementMatchesSearch(requirement, 'CLOSING disclosure')).toBe(true);
    expect(requirementMatchesSearch(requirement, 'loan estimate')).toBe(false);
    expect(requirementMatchesSearch(requirement, '   ')).toBe(true);
  });

  it('takes at most 200 characters once trimmed', () => {
    expect(validateRequirementSearch(` ${'a'.repeat(200)} `)).toBeNull();
    expect(validateRequirementSearch('a'.repeat(201))).toEqual({
      field: 'search',
      message: 'Search for at most 200 characters.',
    });
  });
});
