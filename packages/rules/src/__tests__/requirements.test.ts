import { describe, expect, it } from 'vitest';
import {
  formatRequirementNumber,
  isRowApplicable,
  isValidRequirementText,
  namesOrNa,
  parseRequirementNumber,
  REQUIREMENT_MESSAGES,
  requirementTextFor,
  validateRequirementAmong,
  validateRequirementDraft,
  validateSendBackComment,
} from '../requirements.js';
import {
  approveEditAllowed,
  businessModuleRefusal,
  canEnterChangeManagementStep,
  legalStepRefusal,
  stepOfTabIndex,
  STEP_BLOCKED_MESSAGES,
  WORKFLOW_REFUSALS,
  workflowRefusal,
  type WorkflowState,
} from '../workflow.js';

describe('requirement rules: types, texts, flags and one header per section', () => {
  it('accepts a type 2 text that starts with a letter and has at least 2 characters', () => {
    expect(isValidRequirementText('Ab')).toBe(true);
    expect(isValidRequirementText('  Écrire  ')).toBe(true);
    expect(isValidRequirementText('A')).toBe(false);
    expect(isValidRequirementText('1 notice')).toBe(false);
    expect(isValidRequirementText('   ')).toBe(false);
  });

  it('needs a type; type 1 needs no text but is refused in define mode', () => {
    expect(validateRequirementDraft({ requirementTypeId: null, requirement: 'x' })).toEqual({
      field: 'requirementTypeId',
      message: REQUIREMENT_MESSAGES.typeRequired,
    });
    expect(validateRequirementDraft({ requirementTypeId: 1, requirement: '' })).toBeNull();
    expect(
      validateRequirementDraft({ requirementTypeId: 1, requirement: '' }, { defineMode: true })?.message,
    ).toBe('Cannot add multiple headers or to already defined requirement.');
    expect(validateRequirementDraft({ requirementTypeId: 2, requirement: '' })?.message).toBe(
      REQUIREMENT_MESSAGES.textRequired,
    );
    expect(validateRequirementDraft({ requirementTypeId: 2, requirement: '9x' })?.message).toBe(
      REQUIREMENT_MESSAGES.textInvalid,
    );
    expect(requirementTextFor({ requirementTypeId: 1, requirement: 'ignored' })).toBe(
      'Header/Definition/Scope/etc. – Requirement Not Needed',
    );
  });

  it('asks for law sections first, one header per section, and no duplicate requirement', () => {
    const existing = [
      {
        id: '1',
        requirementTypeId: 1,
        requirement: REQUIREMENT_MESSAGES.headerText,
        requirementNumber: 'REGB_001',
      },
      { id: '2', requirementTypeId: 2, requirement: 'Keep records', requirementNumber: 'REGB_002' },
    ];
    expect(
      validateRequirementAmong({ requirementTypeId: 2, requirement: 'New' }, [], { selectedSectionCount: 0 })
        ?.message,
    ).toBe('Please Select the laws first');
    expect(validateRequirementAmong({ requirementTypeId: 1, requirement: '' }, existing)?.message).toBe(
      'Cannot add multiple headers or to already defined requirement.',
    );
    expect(
      validateRequirementAmong({ id: '2', requirementTypeId: 1, requirement: '' }, existing.slice(1))
        ?.message,
    ).toBe('Cannot add multiple headers or to already defined requirement.');
    expect(
      validateRequirementAmong({ requirementTypeId: 2, requirement: ' keep RECORDS ' }, existing)?.message,
    ).toBe('Requirement already exists');
    expect(
      validateRequirementAmong(
        { requirementTypeId: 2, requirement: 'Other', requirementNumber: 'REGB_002' },
        existing,
      )?.message,
    ).toBe('Requirement already exists');
    expect(
      validateRequirementAmong({ id: '2', requirementTypeId: 2, requirement: 'Keep records' }, existing),
    ).toBeNull();
    expect(
      validateRequirementAmong({ requirementTypeId: 2, requirement: 'Give notice' }, existing),
    ).toBeNull();
  });

  it('requires a send-back comment that is not blank after trimming', () => {
    expect(validateSendBackComment('   ')?.message).toBe(REQUIREMENT_MESSAGES.commentRequired);
    expect(validateSendBackComment(' Fix it ')).toBeNull();
  });

  it('numbers requirements as prefix_number and lists NA for nothing', () => {
    expect(formatRequirementNumber('REGB', 4)).toBe('REGB_004');
    expect(parseRequirementNumber('REGDD_012')).toEqual({ prefix: 'REGDD', number: 12 });
    expect(parseRequirementNumber('nope')).toBeNull();
    expect(namesOrNa([])).toBe('NA');
    expect(namesOrNa(['A', 'B'])).toBe('A, B');
    expect(isRowApplicable({ isApplicable: 1 })).toBe(true);
    expect(isRowApplicable({ isApplicable: false, actionRequired: true })).toBe(true);
    expect(isRowApplicable({ isApplicable: 0 })).toBe(false);
  });
});

describe('workflow gating by tab index, requirement count and dashboard column', () => {
  it('gates the legal steps by tab index and requirement count', () => {
    expect(legalStepRefusal('defineBusinessRequirements', { tabIndex: 0, requirementCount: 0 })).toBeNull();
    expect(legalStepRefusal('mapLawToBusinessProcesses', { tabIndex: 5, requirementCount: 0 })).toBe(
      STEP_BLOCKED_MESSAGES.mapLawToBusinessProcesses,
    );
    expect(legalStepRefusal('mapLawToBusinessProcesses', { tabIndex: 5, requirementCount: 1 })).toBeNull();
    expect(legalStepRefusal('approveBusinessRequirements', { tabIndex: 5, requirementCount: 3 })).toBe(
      STEP_BLOCKED_MESSAGES.approveBusinessRequirements,
    );
    expect(legalStepRefusal('approveBusinessRequirements', { tabIndex: 6, requirementCount: 0 })).toBeNull();
    expect([0, 1, 3, 4, 5, 6, 7].map(stepOfTabIndex)).toEqual([
      'legalDashboard',
      'identifyDuplicateLaws',
      'combineLaws',
      'defineBusinessRequirements',
      'mapLawToBusinessProcesses',
      'approveBusinessRequirements',
      'approveBusinessRequirements',
    ]);
  });

  it('gates change management and the business module', () => {
    expect(canEnterChangeManagementStep('mapBusinessRequirements', { tabIndex: 0, status: 'Amended' })).toBe(
      false,
    );
    expect(canEnterChangeManagementStep('mapBusinessRequirements', { tabIndex: 1, status: 'Amended' })).toBe(
      true,
    );
    expect(canEnterChangeManagementStep('confirmLawRequirements', { tabIndex: 1, status: 'Amended' })).toBe(
      false,
    );
    expect(canEnterChangeManagementStep('confirmLawRequirements', { tabIndex: 2, status: 'Amended' })).toBe(
      true,
    );
    expect(
      canEnterChangeManagementStep('confirmLawRequirements', { tabIndex: 0, status: 'Decommissioned' }),
    ).toBe(true);
    expect(businessModuleRefusal(null)).toBe('selectLaw');
    expect(businessModuleRefusal({ lawIds: ['1'], requirementCount: 0 })).toBe('requirementRequired');
    expect(businessModuleRefusal({ lawIds: ['1'], requirementCount: 2 })).toBeNull();
  });

  it('lets the lawyer define and the approver approve, each only in the right state', () => {
    const defining: WorkflowState = { tabIndex: 4, status: 'DRAFT', isLawyer: true, isApprover: false };
    expect(workflowRefusal('defineRequirements', defining)).toBeNull();
    expect(workflowRefusal('approve', defining)).toBe(WORKFLOW_REFUSALS.notApprover);
    expect(workflowRefusal('defineRequirements', { ...defining, isLawyer: false })).toBe(
      WORKFLOW_REFUSALS.notLawyer,
    );
    const submitted: WorkflowState = { tabIndex: 6, status: 'SUBMITTED', isLawyer: false, isApprover: true };
    expect(workflowRefusal('approve', submitted)).toBeNull();
    expect(workflowRefusal('sendBack', submitted)).toBeNull();
    expect(workflowRefusal('defineRequirements', { ...submitted, isLawyer: true })).toBe(
      WORKFLOW_REFUSALS.notDefining,
    );
    expect(workflowRefusal('approve', { ...defining, isApprover: true })).toBe(
      WORKFLOW_REFUSALS.notSubmitted,
    );
    expect(workflowRefusal('approve', { ...submitted, tabIndex: 7, status: 'APPROVED' })).toBe(
      WORKFLOW_REFUSALS.approved,
    );
    expect(workflowRefusal('clearSendBackComment', { ...defining, status: 'SENT_BACK' })).toBeNull();
    expect(workflowRefusal('clearSendBackComment', defining)).toBe(WORKFLOW_REFUSALS.noComment);
  });

  it('turns approve edit off for the Draft, Total and Completed columns', () => {
    expect(approveEditAllowed('PENDING')).toBe(true);
    expect(approveEditAllowed(null)).toBe(true);
    for (const column of ['DRAFT', 'TOTAL', 'COMPLETED'] as const)
      expect(approveEditAllowed(column)).toBe(false);
  });
});
