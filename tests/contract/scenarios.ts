import { isStepperBreadcrumb, MESSAGES, naturalCompare } from '@lexbridge/rules';
import { expect } from 'vitest';

/**
 * unassigned@ (legal staff without an industry) is used only to change its password, which the others keep;
 * business-approver@ approves what business@ assesses; auditor@ is the read-only administrator.
 */
export type DemoUser =
  | 'admin'
  | 'lawyer'
  | 'business'
  | 'business-approver'
  | 'reader'
  | 'approver'
  | 'unassigned'
  | 'clientadmin'
  | 'auditor';

/**
 * How each operation of the web is exercised against the BFF and the reference catalogue: who signs in first,
 * with which variables, and what the spec says the answer must look like beyond its schema types.
 */
export interface Scenario {
  as: DemoUser | null;
  variables?: Record<string, unknown>;
  /** An error code the operation must answer with, instead of data. */
  expectError?: string;
  check?: (data: Record<string, unknown>) => void;
}

interface MenuShape {
  id: string;
  routerLink: string | null;
  breadcrumbs: { id: string; routerLink: string; stepper: boolean }[];
  subMenus?: MenuShape[];
}

function checkMenu(items: MenuShape[]) {
  for (const item of items) {
    if (item.routerLink !== null) expect(item.routerLink.startsWith('/')).toBe(true);
    for (const crumb of item.breadcrumbs) expect(crumb.stepper).toBe(isStepperBreadcrumb(crumb.id));
    checkMenu(item.subMenus ?? []);
  }
}

function checkSession(session: Record<string, unknown>) {
  const user = session.user as { email: string; roles: string[] };
  expect(user.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
  expect(Array.isArray(user.roles)).toBe(true);
  expect(String(session.homePath).startsWith('/')).toBe(true);
  checkMenu(session.menu as MenuShape[]);
}

export const SCENARIOS: Record<string, Scenario> = {
  Session: {
    as: 'lawyer',
    check: (data) => checkSession(data.session as Record<string, unknown>),
  },
  Login: {
    as: null,
    variables: { input: { username: 'business@lexbridge.test', password: 'Demo#2026', acceptTerms: true } },
    check: (data) => checkSession((data.login as { session: Record<string, unknown> }).session),
  },
  InboxCounts: {
    as: 'lawyer',
    check: (data) => {
      const counts = data.inboxCounts as { count: number }[];
      expect(counts.length).toBeGreaterThan(0);
      for (const entry of counts) expect(entry.count).toBeGreaterThanOrEqual(0);
    },
  },
  Logout: { as: 'reader', check: (data) => expect(data.logout).toEqual({ ok: true }) },

  // Access and the shell. The harness runs with sign-up and single sign-on off, as a deployment does by
  // default; the browser journeys in tests/e2e switch them on.
  AppConfig: {
    as: null,
    check: (data) =>
      expect(data.appConfig).toMatchObject({
        signUpEnabled: false,
        ssoEnabled: false,
        versionCheckIntervalMs: 300_000,
      }),
  },
  SsoClient: {
    as: null,
    check: (data) => expect(data.ssoClient).toMatchObject({ configured: false, scope: 'user.read' }),
  },
  SsoLogin: {
    as: null,
    variables: { input: { email: 'lawyer@lexbridge.test', accessToken: 'not-a-token' } },
    expectError: 'FORBIDDEN',
  },
  SignUp: {
    as: null,
    variables: {
      input: { email: 'new@lexbridge.test', password: 'Secret#2026', confirmPassword: 'Secret#2026' },
    },
    expectError: 'FORBIDDEN',
  },
  RequestPasswordReset: {
    as: null,
    variables: { input: { email: 'lawyer@lexbridge.test' } },
    check: (data) => expect((data.requestPasswordReset as { ok: boolean }).ok).toBe(true),
  },
  ResetPassword: {
    as: null,
    variables: {
      input: { password: 'Secret#2026', confirmPassword: 'Secret#2026', token: 'no-such', token2: 'token' },
    },
    expectError: 'BAD_USER_INPUT',
  },
  // The admin's password changes: no other scenario signs in as the admin.
  ChangePassword: {
    as: 'unassigned',
    variables: {
      input: { oldPassword: 'Demo#2026', newPassword: 'Changed#2026', confirmPassword: 'Changed#2026' },
    },
    check: (data) =>
      expect(data.changePassword).toEqual({ ok: true, message: MESSAGES.changePasswordSuccess }),
  },
  PhoneAuthentication: {
    as: 'reader',
    check: (data) => expect(data.phoneAuthentication).toBeNull(),
  },
  SavePhoneAuthentication: {
    as: 'business',
    variables: { input: { countryCode: '+44', phoneNumber: '020 7946 0018' } },
    check: (data) =>
      expect(data.savePhoneAuthentication).toEqual({
        message: 'Phone number saved.',
        phoneAuthentication: { countryCode: '+44', maskedNumber: '•••••••0018', updatedOn: null },
      }),
  },
  SubscriptionProducts: {
    as: null,
    check: (data) => {
      const products = data.subscriptionProducts as {
        durations: { plans: { customPricing: boolean }[] }[];
      }[];
      expect(products.length).toBeGreaterThan(0);
      expect(
        products.some((product) => product.durations.some((d) => d.plans.some((plan) => plan.customPricing))),
      ).toBe(true);
    },
  },
  RegisterUser: {
    as: null,
    variables: {
      input: {
        productPlanId: '1',
        billingPeriod: 'MONTHLY',
        termsAccepted: true,
        email: 'contract.client@example.com',
        firstName: 'Contract',
        lastName: 'Client',
        address: '1 Bay Street',
        city: 'Jacksonville',
        state: 'FL',
        zip: '322020',
        phone: '9045550100',
        companyName: 'Contract Bank',
        billingZipCheck: true,
      },
    },
    check: (data) => expect((data.registerUser as { ok: boolean }).ok).toBe(true),
  },
  RequestCustomPricing: {
    as: null,
    variables: {
      input: {
        productPlanId: '3',
        email: 'contract.buyer@example.com',
        firstName: 'Contract',
        lastName: 'Buyer',
        productName: 'Rules & Regulations Inventory',
        estimatedUsers: 'UP_TO_50',
        phone: '9045550111',
        companyName: 'Contract Buyer Bank',
      },
    },
    check: (data) => expect((data.requestCustomPricing as { ok: boolean }).ok).toBe(true),
  },

  // The law catalogue: Search Hierarchy, law detail, the law text pop-ups and Extracts. Lookups and
  // pop-ups serve every screen; the hierarchy and law detail need the Search Hierarchy screen, the rows of a report
  // edit permission on /extracts.
  HierarchySearch: {
    as: 'lawyer',
    check: (data) => {
      const industries = data.industries as {
        id: string;
        businessLines: { id: string; industryId: string }[];
      }[];
      expect(industries.map((industry) => industry.id)).toEqual(['1', '2']);
      for (const industry of industries) {
        expect(industry.businessLines.length).toBeGreaterThan(0);
        for (const line of industry.businessLines) expect(line.industryId).toBe(industry.id);
      }
    },
  },
  HierarchyRegulators: {
    as: 'lawyer',
    check: (data) => {
      const groups = data.regulators as { authority: string; regulators: { name: string }[] }[];
      expect(groups.map((group) => group.authority)).toEqual(['FEDERAL', 'STATE']);
      for (const group of groups) {
        const names = group.regulators.map((regulator) => regulator.name);
        expect(names).toEqual([...names].sort(naturalCompare));
      }
    },
  },
  HierarchyCategories: {
    as: 'lawyer',
    variables: { input: { industryIds: ['1'], businessLineIds: ['2'] } },
    check: (data) => {
      const names = (data.categories as { name: string }[]).map((category) => category.name);
      expect(names.length).toBeGreaterThan(0);
      expect(names).toEqual([...names].sort(naturalCompare));
    },
  },
  LawHierarchy: {
    as: 'lawyer',
    variables: { filter: { industryId: '1', businessLineId: '2', regulatorIds: [], categoryIds: [] } },
    check: (data) => {
      const groups = data.lawHierarchy as { authority: string; results: { levels: { level: number }[] }[] }[];
      expect(groups.map((group) => group.authority)).toEqual(['FEDERAL', 'STATE']);
      expect(groups[0]!.results.length).toBeGreaterThan(0);
      for (const result of groups.flatMap((group) => group.results)) {
        for (const level of result.levels) expect(level.level).toBe(1);
      }
    },
  },
  LawHierarchyChildren: {
    as: 'lawyer',
    variables: {
      node: {
        industryId: '1',
        businessLineId: '2',
        regulatorIds: ['1'],
        categoryIds: [],
        levelTexts: ['Title 12 - Banks and Banking'],
      },
    },
    check: (data) => {
      const group = data.lawHierarchyChildren as {
        authority: string;
        results: { levelHeader: string; levels: { level: number }[] }[];
      };
      expect(group.authority).toBe('FEDERAL');
      expect(group.results[0]!.levelHeader).toBe('Level 2');
      expect(group.results[0]!.levels.every((level) => level.level === 2)).toBe(true);
    },
  },
  CompareLaws: {
    as: 'lawyer',
    variables: {
      inputs: [
        { lawId: '1', sectionId: '6', lawDetailId: '1', businessLineId: '2' },
        { lawId: '1', sectionId: '5', lawDetailId: '1', businessLineId: '2' },
      ],
    },
    check: (data) => {
      const details = data.lawDetails as {
        sectionId: string;
        regulator: string;
        azimuthProcesses: unknown[] | null;
      }[];
      expect(details.map((detail) => detail.sectionId)).toEqual(['6', '5']);
      expect(details.every((detail) => Array.isArray(detail.azimuthProcesses))).toBe(true);
    },
  },
  LawDetailsPopup: {
    as: 'lawyer',
    variables: { input: { lawId: '1', sectionId: '6', lawDetailId: '1', businessLineId: '2' } },
    check: (data) =>
      expect(data.lawDetail).toMatchObject({
        section: '§ 1002.9 Notifications',
        level1: 'Title 12 - Banks and Banking',
        regulator: 'Consumer Financial Protection Bureau',
        categories: ['Adverse Action', 'Fair Lending', 'Record Retention'],
      }),
  },
  LawTextPopup: {
    as: 'lawyer',
    variables: { input: { lawId: '2', sectionId: '12', lawDetailId: '3', kind: 'CHANGED' } },
    check: (data) => {
      const text = data.lawText as {
        kind: string;
        sections: unknown[];
        change: { status: string; subSectionList: { indentPx: number }[] };
      };
      expect(text.kind).toBe('CHANGED');
      expect(text.sections).toEqual([]);
      expect(text.change.status).toBe('Changed Law');
      expect(text.change.subSectionList.length).toBeGreaterThan(0);
      for (const sub of text.change.subSectionList) expect([3, 28]).toContain(sub.indentPx);
    },
  },
  CompleteLawDetailPopup: {
    as: 'lawyer',
    variables: { input: { sectionId: '4' } },
    check: (data) => {
      const combined = data.combinedLawText as { sections: { sectionId: string; status: string }[] };
      expect(combined.sections[0]).toMatchObject({ sectionId: '3', status: 'PARENT' });
    },
  },
  LinkToSourcePopup: {
    as: 'business',
    variables: { input: { lawId: '1', sectionId: '6', lawDetailId: '1' } },
    check: (data) => {
      const source = data.linkToSource as { sourceUrl: string; sections: { sectionId: string }[] };
      expect(source.sourceUrl).toMatch(/^https:\/\//);
      expect(source.sections.map((section) => section.sectionId)).toContain('6');
    },
  },
  SourceSubSections: {
    as: 'business',
    variables: { input: { sectionId: '6' } },
    check: (data) => {
      // Depth first: every node's parent comes before it, one level up; hasSubSections says whether any follows.
      const list = data.subSectionList as {
        id: string;
        parentId: string | null;
        depth: number;
        hasSubSections: boolean;
      }[];
      expect(list.length).toBeGreaterThan(0);
      const depthOf = new Map<string, number>();
      for (const node of list) {
        expect(node.depth).toBe(node.parentId ? depthOf.get(node.parentId)! + 1 : 1);
        depthOf.set(node.id, node.depth);
        expect(node.hasSubSections).toBe(list.some((other) => other.parentId === node.id));
      }
    },
  },
  RequirementDetailPopup: {
    as: 'lawyer',
    variables: { id: '50', type: 'BUSINESS' },
    check: (data) =>
      expect(data.requirementDetail).toMatchObject({ id: '50', requirementNumber: 'REGB_008' }),
  },
  // Extracts is permission guarded: a user with edit permission there (the read-only client has none, no Extracts).
  ExtractReports: {
    as: 'business',
    check: (data) => {
      const reports = data.reports as { needsBusinessLine: boolean }[];
      expect(reports.map((report) => report.needsBusinessLine)).toEqual([true, true, true, false]);
    },
  },
  ExtractFilters: {
    as: 'business',
    check: (data) =>
      expect(data.industries).toEqual([
        {
          id: '1',
          name: 'Banking',
          businessLines: [
            { id: '1', name: 'Deposit Accounts', industryId: '1' },
            { id: '2', name: 'Consumer Lending', industryId: '1' },
          ],
        },
      ]),
  },
  ReportExtract: {
    as: 'lawyer',
    variables: { input: { reportId: '1', businessLineId: '2', pageNumber: 1, pageSize: 5 } },
    check: (data) => {
      const extract = data.reportExtract as {
        columns: string[];
        rows: Record<string, unknown>[];
        totalCount: number;
        fileName: string;
        message: string | null;
      };
      expect(extract.columns).toContain('Regulator');
      expect(extract.rows).toHaveLength(5);
      for (const row of extract.rows) expect(Object.keys(row)).toEqual(extract.columns);
      expect(extract.totalCount).toBeGreaterThan(5);
      expect(extract.fileName).toMatch(/^Law Inventory by Business Line_\d{4}-\d{2}-\d{2}$/);
      expect(extract.message).toBeNull();
    },
  },
  // Section mappings: Illinois Predatory Loan Prevention Act § 4 (section 53) for Consumer Lending,
  // whose mapping nothing else here reads; saves with empty lists clear one kind and answer the mapping reloaded.
  MapLawScreen: {
    as: 'lawyer',
    variables: { lawIds: ['18'] },
    check: (data) => {
      expect((data.industries as { id: string }[]).map((industry) => industry.id)).toEqual(['1', '2']);
      expect((data.mappingSections as { sectionId: string }[]).map((section) => section.sectionId)).toEqual([
        '53',
      ]);
    },
  },
  SectionMappingPanel: {
    as: 'reader',
    variables: { input: { sectionId: '6', industryId: '3' } },
    check: (data) => {
      const mappings = data.sectionMappings as {
        businessLines: { businessLineName: string }[];
        completenessMessage: string;
      };
      expect(mappings.businessLines.map((line) => line.businessLineName)).toEqual([
        'Auto Finance',
        'Installment Lending',
      ]);
      expect(mappings.completenessMessage).toBe('');
      const options = data.sectionMappingOptions as { lawScopes: { name: string }[] };
      expect(options.lawScopes.map((scope) => scope.name)).toContain('Enterprise-wide');
    },
  },
  MapSectionBusinessLines: {
    as: 'lawyer',
    variables: { input: { sectionId: '53', industryId: '1', businessLineIds: ['2'] } },
    check: (data) => {
      const payload = data.mapSectionBusinessLines as {
        message: string;
        mappings: { businessLines: { businessLineId: string }[] };
      };
      expect(payload.message).toBe('Business lines mapped successfully.');
      expect(payload.mappings.businessLines.map((line) => line.businessLineId)).toEqual(['2']);
    },
  },
  MapSectionProducts: {
    as: 'lawyer',
    variables: { input: { sectionId: '53', industryId: '1', businessLineId: '2', itemIds: [] } },
    check: (data) => {
      const payload = data.mapSectionProducts as {
        message: string;
        mappings: { completenessMessage: string };
      };
      expect(payload.message).toBe('Products mapped successfully.');
      expect(payload.mappings.completenessMessage).toMatch(
        /^Please add Product, Institution Type.* for selected Business Line: Consumer Lending$/,
      );
    },
  },
  MapSectionInstitutionTypes: {
    as: 'lawyer',
    variables: { input: { sectionId: '53', industryId: '1', businessLineId: '2', itemIds: [] } },
    check: (data) =>
      expect((data.mapSectionInstitutionTypes as { message: string }).message).toBe(
        'Institution types mapped successfully.',
      ),
  },
  MapSectionCategories: {
    as: 'lawyer',
    variables: { input: { sectionId: '53', industryId: '1', businessLineId: '2', itemIds: [] } },
    check: (data) =>
      expect((data.mapSectionCategories as { message: string }).message).toBe(
        'Categories mapped successfully.',
      ),
  },
  MapSectionProcesses: {
    as: 'lawyer',
    variables: { input: { sectionId: '53', industryId: '1', businessLineId: '2', itemIds: [] } },
    check: (data) => {
      const payload = data.mapSectionProcesses as { message: string; mappings: { processes: unknown[] } };
      expect(payload.message).toBe('Processes mapped successfully.');
      expect(payload.mappings.processes).toEqual([]);
    },
  },
  SetSectionLawScope: {
    as: 'reader',
    variables: { input: { sectionId: '53', industryId: '3', lawScopeId: '1' } },
    expectError: 'FORBIDDEN',
  },
  MapRequirementValidatorTests: {
    as: 'lawyer',
    variables: { input: { sectionId: '6', industryId: '1', requirementId: '50', validatorTestIds: [] } },
    check: (data) =>
      expect((data.mapRequirementValidatorTests as { message: string }).message).toBe(
        'Validator tests mapped successfully.',
      ),
  },

  // Change in law: § 1026.19 (change 1) and § 1026.43 (change 2) of Regulation Z.
  ChangeInLawWindow: {
    as: 'lawyer',
    variables: { input: { lawId: '2', sectionId: '12', lawDetailId: '3', statusId: '6' } },
    check: (data) => {
      const change = data.changedLaw as {
        changeLawId: string;
        status: string;
        businessLines: { businessLineId: string }[];
      };
      expect(change).toMatchObject({ changeLawId: '1', status: 'Changed Law' });
      expect(change.businessLines.map((line) => line.businessLineId)).toEqual(['2', '3', '5', '7']);
    },
  },
  UpdatedRequirements: {
    as: 'lawyer',
    variables: { input: { changeLawId: '1', businessLineId: '5' } },
    check: (data) => {
      const rows = data.updatedRequirements as {
        changeStatus: string;
        oldRequirement: string | null;
        newRequirement: string | null;
      }[];
      expect(rows.map((row) => row.changeStatus)).toEqual(['CHANGED', 'CHANGED', 'NEW']);
      expect(rows[0]!.oldRequirement).not.toBe(rows[0]!.newRequirement);
    },
  },
  AcceptChangeInLaw: {
    as: 'lawyer',
    variables: { input: { changeLawId: '1', businessLineId: '7' } },
    check: (data) => {
      const payload = data.acceptChangeInLaw as {
        message: string;
        changedLaw: { businessLines: { businessLineId: string; decision: string | null }[] };
      };
      expect(payload.message).toBe('Change in law accepted successfully.');
      expect(payload.changedLaw.businessLines.find((line) => line.businessLineId === '7')!.decision).toBe(
        'ACCEPTED',
      );
    },
  },
  AcceptChangeInLawWithPolicy: {
    as: 'lawyer',
    variables: {
      input: {
        changeLawId: '2',
        businessLineId: '7',
        companyPolicy: 'A second reviewer signs off every exception.',
      },
    },
    check: (data) =>
      expect((data.acceptChangeInLawWithPolicy as { message: string }).message).toBe(
        'Change in law accepted with company policy requirements.',
      ),
  },
  MarkChangeInLawNotApplicable: {
    as: 'lawyer',
    variables: { input: { changeLawId: '2', businessLineId: '3', comment: '' } },
    expectError: 'BAD_USER_INPUT',
  },
  // Change management (/change-management/*): the work queue, and the map step's proposal editor. Each edit works on
  // its own line of § 500.17 (change 5: rows 36 line 2, 39 line 5, 41 line 6) or § 22304.5 (change 4, row 31), so any
  // order holds.
  ChangedLawQueue: {
    as: 'lawyer',
    variables: { input: { pageSize: 5 } },
    check: (data) => {
      const queue = data.changedLawQueue as {
        totalCount: number;
        pageSize: number;
        items: { tabIndex: number }[];
        regulators: unknown[];
      };
      expect(queue.totalCount).toBe(17);
      expect(queue.pageSize).toBe(5);
      expect(queue.items).toHaveLength(5);
      for (const item of queue.items) expect([1, 2]).toContain(item.tabIndex);
      expect(queue.regulators).toHaveLength(4);
    },
  },
  ChangeManagementIndustries: {
    as: 'lawyer',
    check: (data) => {
      const industries = data.industries as {
        businessLines: { id: string; industryId: string }[];
        id: string;
      }[];
      expect(industries.length).toBeGreaterThan(0);
      for (const industry of industries)
        for (const line of industry.businessLines) expect(line.industryId).toBe(industry.id);
    },
  },
  // Change management's own documents for the change and its rows (the same fields as the change-in-law window's).
  ChangeManagementChange: {
    as: 'lawyer',
    variables: { input: { lawId: '2', sectionId: '12', lawDetailId: '3', statusId: '6' } },
    check: (data) => expect(data.changedLaw).toMatchObject({ changeLawId: '1', status: 'Changed Law' }),
  },
  ConfirmLawRequirementsRows: {
    as: 'lawyer',
    variables: { input: { changeLawId: '1', businessLineId: '5' } },
    check: (data) => {
      const rows = data.updatedRequirements as { changeStatus: string }[];
      expect(rows.map((row) => row.changeStatus)).toEqual(['CHANGED', 'CHANGED', 'NEW']);
    },
  },
  ProposedRequirements: {
    as: 'lawyer',
    variables: { input: { changeLawId: '2', businessLineId: '3' } },
    check: (data) => {
      const rows = data.updatedRequirements as { changeStatus: string; requirementTypeId: number }[];
      expect(rows.map((row) => row.changeStatus)).toEqual(['CHANGED', 'CHANGED']);
      for (const row of rows) expect(row.requirementTypeId).toBe(2);
    },
  },
  AddUpdatedRequirement: {
    as: 'lawyer',
    variables: {
      input: {
        changeLawId: '5',
        businessLineId: '1',
        requirementTypeId: 2,
        requirement: 'Keep every notice sent to the superintendent for five years.',
      },
    },
    check: (data) => {
      const payload = data.addUpdatedRequirement as {
        message: string;
        requirements: { changeStatus: string; newRequirement: string | null }[];
      };
      expect(payload.message).toBe('New Requirement Added');
      expect(payload.requirements.at(-1)).toMatchObject({
        changeStatus: 'NEW',
        newRequirement: 'Keep every notice sent to the superintendent for five years.',
      });
    },
  },
  EditUpdatedRequirement: {
    as: 'lawyer',
    variables: {
      changeLawId: '5',
      businessLineId: '2',
      input: {
        id: '36',
        requirementTypeId: 2,
        requirement: 'Notify the superintendent of a cybersecurity incident within 72 hours.',
      },
    },
    check: (data) => {
      const payload = data.editUpdatedRequirement as {
        message: string;
        requirements: { id: string; changeStatus: string; edited: boolean }[];
      };
      expect(payload.message).toBe('Requirement updated');
      expect(payload.requirements.find((row) => row.id === '36')).toMatchObject({
        changeStatus: 'CHANGED',
        edited: true,
      });
    },
  },
  RenumberUpdatedRequirement: {
    as: 'lawyer',
    variables: { changeLawId: '5', businessLineId: '5', input: { id: '39', requirementNumber: 'NYCYB_050' } },
    check: (data) => {
      const payload = data.renumberUpdatedRequirement as {
        message: string;
        requirements: { id: string; newRequirementNumber: string | null }[];
      };
      expect(payload.message).toBe('Requirement number updated successfully.');
      expect(payload.requirements.find((row) => row.id === '39')!.newRequirementNumber).toBe('NYCYB_050');
    },
  },
  DeleteUpdatedRequirement: {
    as: 'lawyer',
    variables: { input: { changeLawId: '5', businessLineId: '6' }, id: '41' },
    check: (data) => {
      const payload = data.deleteUpdatedRequirement as {
        message: string;
        requirements: { id: string; changeStatus: string }[];
      };
      expect(payload.message).toBe('Requirement deleted successfully.');
      expect(payload.requirements.find((row) => row.id === '41')!.changeStatus).toBe('DELETED');
    },
  },
  UndoUpdatedRequirement: {
    as: 'lawyer',
    variables: { input: { changeLawId: '4', businessLineId: '2' }, id: '31' },
    check: (data) => {
      const payload = data.undoUpdatedRequirement as {
        message: string;
        requirements: { id: string; changeStatus: string; edited: boolean }[];
      };
      expect(payload.message).toBe('Requirement restored to the change in law.');
      expect(payload.requirements.find((row) => row.id === '31')).toMatchObject({
        changeStatus: 'CHANGED',
        edited: false,
      });
    },
  },
  SaveUpdatedRequirements: {
    as: 'lawyer',
    variables: { input: { changeLawId: '5', businessLineId: '1', submit: false } },
    check: (data) =>
      expect((data.saveUpdatedRequirements as { message: string }).message).toBe('Saved Draft succesfully'),
  },
  // The requirements workflow. The demo work queue (legacy seed workflow-v1): section 6 (line 2) is a
  // draft read here only; 16 (line 5, requirements 132-134) takes the edits; 14 and 40 (no requirements yet) are
  // defined and submitted; 3 and 5 wait for approver@'s approval. Each mutation works on its own law, so any order holds.
  LegalDashboard: {
    as: 'lawyer',
    check: (data) => {
      const dashboard = data.legalDashboard as {
        totalCount: number;
        steps: { key: string; total: number; laws: unknown[] }[];
      };
      expect(dashboard.steps.map((step) => step.key)).toEqual([
        'identifyDuplicateLaws',
        'combineLaws',
        'defineBusinessRequirements',
        'mapLawToBusinessProcesses',
        'approveBusinessRequirements',
      ]);
      for (const step of dashboard.steps) expect(step.laws).toHaveLength(step.total);
      expect(dashboard.totalCount).toBe(dashboard.steps.reduce((sum, step) => sum + step.total, 0));
    },
  },
  SectionRequirements: {
    as: 'lawyer',
    variables: { input: { sectionId: '6', businessLineId: '2' } },
    check: (data) => {
      const rows = data.requirementsForSection as { requirementNumber: string }[];
      expect(rows.map((row) => row.requirementNumber)).toEqual(['REGB_008', 'REGB_009', 'REGB_010']);
    },
  },
  LawWorkflowState: {
    as: 'lawyer',
    variables: { input: { sectionId: '6', businessLineId: '2' } },
    check: (data) =>
      expect(data.lawWorkflow).toMatchObject({
        tabIndex: 4,
        status: 'DRAFT',
        isLawyer: true,
        history: [{ action: 'Assigned' }],
      }),
  },
  QuickSearchRequirements: {
    as: 'reader',
    variables: { input: { sectionId: '20', businessLineId: '8' } },
    check: (data) => {
      const rows = data.quickSearchRequirements as { processes: string[]; institutionTypes: string[] }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(Array.isArray(row.processes) && Array.isArray(row.institutionTypes)).toBe(true);
    },
  },
  RequirementTypes: {
    as: 'lawyer',
    check: (data) =>
      expect((data.requirementTypes as { type: string }[]).map((type) => type.type)).toEqual([
        'HEADER',
        'REQUIREMENT',
      ]),
  },
  RequirementLawTextTree: {
    as: 'lawyer',
    variables: { sectionId: '6' },
    check: (data) => expect((data.subSectionList as unknown[]).length).toBeGreaterThan(0),
  },
  RequirementSubSectionText: {
    as: 'lawyer',
    variables: { subSectionId: '17' },
    check: (data) => expect((data.subSectionText as { text: string }).text.length).toBeGreaterThan(0),
  },
  RequirementLawDetail: {
    as: 'lawyer',
    variables: { input: { lawId: '3', sectionId: '16', lawDetailId: '6', businessLineId: '5' } },
    check: (data) => expect(data.lawDetail).toMatchObject({ sectionId: '16', businessLineId: '5' }),
  },
  CreateRequirement: {
    as: 'lawyer',
    variables: {
      input: {
        sectionId: '14',
        businessLineId: '2',
        requirementTypeId: 2,
        requirement: 'Keep the notice for 25 months',
        lawSections: [{ sectionId: '14' }],
      },
    },
    check: (data) =>
      expect(data.createRequirement).toMatchObject({
        message: 'New Requirement Added',
        requirement: { requirementType: 'REQUIREMENT', status: 'DRAFT' },
      }),
  },
  UpdateRequirement: {
    as: 'lawyer',
    variables: {
      input: {
        sectionId: '16',
        businessLineId: '5',
        id: '133',
        version: 1,
        requirement: 'Respond to a notice of error within 30 days',
      },
    },
    check: (data) =>
      expect(data.updateRequirement).toMatchObject({
        message: 'Requirement updated',
        requirement: { id: '133', version: 2 },
      }),
  },
  SetRequirementsApplicable: {
    as: 'lawyer',
    variables: { input: { sectionId: '16', businessLineId: '5', isApplicable: false } },
    check: (data) => {
      const payload = data.setRequirementsApplicable as {
        message: string;
        requirements: { isApplicable: boolean }[];
      };
      expect(payload.message).toBe('Every requirement is now No.');
      expect(payload.requirements.length).toBeGreaterThan(0);
      expect(payload.requirements.every((row) => !row.isApplicable)).toBe(true);
    },
  },
  DeleteRequirements: {
    as: 'lawyer',
    variables: { input: { sectionId: '16', businessLineId: '5', ids: ['134'] } },
    check: (data) => {
      const rows = (data.deleteRequirements as { requirements: { id: string; requirementNumber: string }[] })
        .requirements;
      expect(rows.map((row) => row.id)).toEqual(['132', '133']);
      expect(rows.map((row) => row.requirementNumber)).toEqual(['REGX_001', 'REGX_002']);
    },
  },
  SaveRequirementDraft: {
    as: 'lawyer',
    variables: { input: { sectionId: '16', businessLineId: '5', requirementNumbers: ['REGX_001'] } },
    check: (data) =>
      expect(data.saveRequirementDraft).toMatchObject({
        message: 'Saved Draft succesfully',
        law: { status: 'DRAFT' },
      }),
  },
  AcceptLawRequirements: {
    as: 'lawyer',
    variables: {
      input: {
        sections: [{ sectionId: '40', businessLineId: '1' }],
        changed: true,
        additions: [
          {
            sectionId: '40',
            requirementTypeId: 2,
            requirement: 'Publish the fee schedule',
            lawSections: [{ sectionId: '40' }],
          },
        ],
      },
    },
    check: (data) =>
      expect(data.acceptLawRequirements).toMatchObject({
        law: { tabIndex: 6, status: 'SUBMITTED', submitFlag: 2 },
      }),
  },
  ApproveLawSection: {
    as: 'approver',
    variables: { input: { sectionId: '3', businessLineId: '2' } },
    check: (data) =>
      expect(data.approveLawSection).toMatchObject({
        message: 'Business Requirements approved successfully.',
        law: { status: 'APPROVED', tabIndex: 7 },
      }),
  },
  SendBackLawSection: {
    as: 'approver',
    variables: {
      input: { sectionId: '5', businessLineId: '2', comment: '  Add the record retention period.  ' },
    },
    check: (data) =>
      expect(data.sendBackLawSection).toMatchObject({
        message: 'Business Requirements have sent back to the user Successfully.',
        law: { status: 'SENT_BACK', sendBackComment: 'Add the record retention period.' },
      }),
  },
  // No comment to clear on a law that was never sent back: the workflow's refusal.
  ClearSendBackComment: {
    as: 'lawyer',
    variables: { input: { sectionId: '9', businessLineId: '2' } },
    expectError: 'BAD_USER_INPUT',
  },

  // The business module (seed business-v1). business@ is the business contact and business-approver@ the approver
  // of laws 1-11 (Deposit Accounts, Consumer Lending): 1-3 open, 4 draft at Map Artifacts (requirement 164), 5 draft
  // at Assess Artifacts (requirement 172 on artifact 6), 6 and 7 submitted (requirements 180 and 183), 8 sent back
  // (requirement 186), 9 a changed law, 10 approved, 11 declared not applicable; 12 is admin@'s, on reader@'s line.
  // Each write works on its own law or checks only its own answer, so any order holds.
  BusinessDashboard: {
    as: 'business',
    variables: { page: { pageNumber: 1, pageSize: 50 } },
    check: (data) => {
      const dashboard = data.businessDashboard as {
        canEdit: boolean;
        counts: { column: string; count: number }[];
        lawProcesses: unknown[];
      };
      const laws = data.businessLaws as { items: { column: string | null; isBusinessContact: boolean }[] };
      expect(dashboard.canEdit).toBe(true);
      expect(dashboard.counts.map((entry) => entry.column)).toEqual([
        'OPEN',
        'MY_DRAFT',
        'SUBMITTED',
        'CHANGED_LAW',
        'SEND_BACK',
      ]);
      for (const entry of dashboard.counts)
        expect(entry.count).toBe(laws.items.filter((law) => law.column === entry.column).length);
      expect(laws.items.every((law) => law.isBusinessContact)).toBe(true);
      expect(dashboard.lawProcesses.length).toBeGreaterThan(0);
    },
  },
  // A read-only user sees the laws of their lines, none editable.
  BusinessReport: {
    as: 'reader',
    check: (data) => {
      const report = data.businessReportLaws as {
        totalCount: number;
        items: { id: string; businessLineName: string; isEditable: boolean }[];
      };
      expect(report.totalCount).toBe(1);
      expect(report.items[0]).toMatchObject({
        id: '12',
        businessLineName: 'Auto Finance',
        isEditable: false,
      });
    },
  },
  UpdateBusinessToggle: {
    as: 'business-approver',
    variables: { showAllLaws: true },
    check: (data) =>
      expect(data.updateBusinessToggle).toEqual({
        message: 'Toggle selection saved successfully.',
        showAllLaws: true,
      }),
  },
  BusinessLawValidation: {
    as: 'business',
    variables: { id: '1' },
    check: (data) => {
      const validation = data.businessLawValidation as {
        law: { id: string; businessLineName: string };
        processes: { name: string; isMapped: boolean; isRecommended: boolean }[];
      };
      expect(validation.law).toMatchObject({ id: '1', businessLineName: 'Consumer Lending' });
      // A process mapped by the legal team is recommended too.
      expect(validation.processes.filter((process) => process.isMapped).length).toBeGreaterThan(0);
      for (const process of validation.processes)
        if (process.isMapped) expect(process.isRecommended).toBe(true);
    },
  },
  ValidateLaw: {
    as: 'business',
    variables: { input: { businessLawId: '2', companyProcessIds: ['11', '13'] } },
    check: (data) => expect(data.validateLaw).toEqual({ message: 'Law validated successfully.' }),
  },
  DeclareLawNotApplicable: {
    as: 'business',
    variables: {
      input: { businessLawId: '3', companyProcessIds: ['9'], comment: ' Not offered on this line. ' },
    },
    check: (data) =>
      expect(data.declareLawNotApplicable).toEqual({
        message: 'Law marked as not applicable and sent for approval.',
      }),
  },
  BusinessArtifactMapping: {
    as: 'business',
    variables: { id: '4' },
    check: (data) => {
      const mapping = data.businessArtifactMapping as {
        law: { tabIndex: number };
        requirements: { id: string }[];
        artifacts: { name: string }[];
      };
      expect(mapping.law.tabIndex).toBe(3);
      expect(mapping.requirements.map((requirement) => requirement.id)).toEqual(['164']);
      expect(mapping.artifacts.map((artifact) => artifact.name)).toEqual([
        'Account Opening Policy',
        'Complaint Handling Procedure',
        'Core Banking System',
        'Disclosure Procedure',
        'Quarterly Compliance Review',
      ]);
    },
  },
  SaveArtifactMappings: {
    as: 'business',
    variables: {
      input: { businessLawId: '4', mappings: [{ requirementId: '164', artifactIds: ['6', '7'] }] },
    },
    check: (data) =>
      expect(data.saveArtifactMappings).toEqual({ message: 'Artifact mappings saved successfully.' }),
  },
  DeleteMappedArtifacts: {
    as: 'business',
    variables: { input: { businessLawId: '4', requirementId: '164', artifactIds: ['7'] } },
    check: (data) =>
      expect(data.deleteMappedArtifacts).toEqual({ message: 'Mapped artifacts deleted successfully.' }),
  },
  ClearArtifactMappings: {
    as: 'business',
    variables: { businessLawId: '4' },
    check: (data) =>
      expect(data.clearArtifactMappings).toEqual({ message: 'Mapped artifacts deleted successfully.' }),
  },
  MarkNoArtifact: {
    as: 'business',
    variables: { input: { businessLawId: '4', requirementId: '164' } },
    check: (data) =>
      expect(data.markNoArtifact).toEqual({ message: 'Requirement marked as having no artifact.' }),
  },
  DeleteDecommissionedRequirements: {
    as: 'business',
    variables: { businessLawId: '4' },
    check: (data) =>
      expect(data.deleteDecommissionedRequirements).toEqual({
        message: 'Decommissioned requirements deleted successfully.',
      }),
  },
  BusinessAssessment: {
    as: 'business',
    variables: { id: '5' },
    check: (data) => {
      const assessment = data.businessAssessment as {
        questions: { questionType: string }[];
        requirements: { id: string; artifacts: { answers: { questionId: string }[] }[] }[];
      };
      expect(assessment.questions.map((question) => question.questionType)).toEqual([
        'Options',
        'Comment',
        'Calendar Field',
        'Add attachment',
      ]);
      expect(assessment.requirements.map((requirement) => requirement.id)).toEqual(['172']);
      for (const artifact of assessment.requirements[0]!.artifacts)
        expect(artifact.answers.map((answer) => answer.questionId)).toEqual(['1', '2', '3', '4']);
    },
  },
  // Only the first required question is answered, so the submission below is refused in any order.
  SaveAssessment: {
    as: 'business',
    variables: {
      input: {
        businessLawId: '5',
        answers: [{ requirementId: '172', artifactId: '6', questionId: '1', answer: 'Partially' }],
      },
    },
    check: (data) => expect(data.saveAssessment).toEqual({ message: 'Assessment saved successfully.' }),
  },
  SubmitAssessment: { as: 'business', variables: { businessLawId: '5' }, expectError: 'BAD_USER_INPUT' },
  SetActualCompletionDate: {
    as: 'business',
    variables: { input: { businessLawId: '5', requirementId: '172', date: '2026-12-31' } },
    check: (data) =>
      expect(data.setActualCompletionDate).toEqual({ message: 'Completion date saved successfully.' }),
  },
  // A date, which no submission needs: the refusal of SubmitAssessment stands in any order.
  SaveAssessmentAnswer: {
    as: 'business',
    variables: {
      input: {
        businessLawId: '5',
        requirementId: '172',
        artifactId: '6',
        questionId: '3',
        answer: '2026-10-01',
      },
    },
    check: (data) => expect(data.saveAssessmentAnswer).toEqual({ message: 'Assessment saved successfully.' }),
  },
  AssessedArtifact: {
    as: 'business',
    variables: { input: { businessLawId: '5', requirementId: '172', artifactId: '6' } },
    check: (data) => {
      const artifact = data.assessedArtifact as { id: string; answers: { questionId: string }[] };
      expect(artifact.id).toBe('6');
      expect(artifact.answers.map((answer) => answer.questionId)).toEqual(['1', '2', '3', '4']);
    },
  },
  // A read-only user edits nothing.
  DeleteQuestionFile: { as: 'reader', variables: { fileId: '1' }, expectError: 'FORBIDDEN' },
  QuestionFileDownload: {
    as: 'business',
    variables: { fileId: '1' },
    check: (data) =>
      expect((data.questionFileDownload as { download: { url: string } }).download.url).toMatch(
        /^\/files\/[\w-]{16,}$/,
      ),
  },
  ClearBusinessSendBackComment: {
    as: 'business',
    variables: { input: { businessLawId: '8', requirementId: '186' } },
    check: (data) =>
      expect(data.clearBusinessSendBackComment).toEqual({
        message: 'Send back comment cleared successfully.',
      }),
  },
  // Artifact 1 of Deposit Accounts was answered on the submitted and approved laws of the line.
  AssessmentCopy: {
    as: 'business',
    variables: { businessLawId: '8', artifactId: '1' },
    check: (data) => {
      const copy = data.assessmentCopy as { questionId: string; answer: string; fromBusinessLawId: string }[];
      expect(copy.map((row) => row.questionId)).toEqual(['1', '2']);
      // The gaps seed marks this artifact's first answer as a gap ('Partially').
      expect(copy[0]!.answer).toBe('Partially');
      for (const row of copy) expect(row.fromBusinessLawId).not.toBe('8');
    },
  },
  // Only the law's approver comments on its requirements.
  SaveApproverComment: {
    as: 'business',
    variables: { input: { businessLawId: '6', requirementId: '180', comment: 'Looks complete.' } },
    expectError: 'FORBIDDEN',
  },
  BusinessApproval: {
    as: 'business-approver',
    variables: { id: '7' },
    check: (data) => {
      const approval = data.businessApproval as {
        law: { isApprover: boolean; isBusinessContact: boolean };
        questions: { questionType: string }[];
      };
      expect(approval.law).toMatchObject({ isApprover: true, isBusinessContact: false });
      expect(approval.questions).toHaveLength(4);
    },
  },
  // Approve Assessment's list: requirement 183 is waiting for approval, or sent back once SendBackRequirements ran.
  AssessmentRequirements: {
    as: 'business-approver',
    variables: { businessLawId: '7', filter: { statuses: ['SUBMITTED', 'SENT_BACK'], search: 'a' } },
    check: (data) => {
      const listed = data.assessmentRequirements as {
        totalCount: number;
        items: { id: string; artifacts: { answers: { answer: string | null }[] }[] }[];
      };
      expect(listed.totalCount).toBe(1);
      expect(listed.items.map((requirement) => requirement.id)).toEqual(['183']);
      // The gaps seed marks this requirement's first answer as a gap ('Partially').
      expect(listed.items[0]!.artifacts[0]!.answers[0]!.answer).toBe('Partially');
    },
  },
  ApproveRequirement: {
    as: 'business-approver',
    variables: { input: { businessLawId: '6', requirementId: '180' } },
    check: (data) =>
      expect(data.approveRequirement).toEqual({ message: 'Requirement approved successfully.' }),
  },
  SendBackRequirements: {
    as: 'business-approver',
    variables: {
      input: { businessLawId: '7', requirementIds: ['183'], comment: 'Attach the signed policy.' },
    },
    check: (data) =>
      expect(data.sendBackRequirements).toEqual({
        message: 'Requirement sent back to the business user successfully.',
      }),
  },
  LawsNotApplicable: {
    as: 'business',
    variables: { pageNumber: 1 },
    check: (data) => {
      const page = data.lawsNotApplicable as { items: { id: string; status: string }[] };
      expect(page.items.map((law) => law.id)).toContain('11');
      for (const law of page.items) expect(law.status).toBe('NOT_APPLICABLE');
    },
  },
  DecideNotApplicable: {
    as: 'business-approver',
    variables: { input: { businessLawId: '11', approve: true } },
    check: (data) => expect(data.decideNotApplicable).toEqual({ message: 'Law not applicable approved.' }),
  },
  BusinessGaps: {
    as: 'business',
    variables: { businessLineId: '2' },
    check: (data) => {
      for (const gap of data.businessGaps as { businessLineName: string; isBusinessContact: boolean }[])
        expect(gap).toMatchObject({ businessLineName: 'Consumer Lending', isBusinessContact: true });
    },
  },
  SetTargetCompletionDate: {
    as: 'business',
    variables: { input: { businessLawId: '4', requirementId: '164', date: '2027-01-31' } },
    check: (data) =>
      expect(data.setTargetCompletionDate).toEqual({ message: 'Completion date saved successfully.' }),
  },

  // Validator rule maintenance: the administrator; ids follow the validator seed's listing order.
  ValidatorClients: {
    as: 'admin',
    check: (data) => expect((data.validatorClients as unknown[]).length).toBeGreaterThanOrEqual(3),
  },
  ValidatorBusinessLines: {
    as: 'admin',
    check: (data) => expect((data.industries as unknown[]).length).toBeGreaterThan(0),
  },
  MessageTypeOptions: {
    as: 'admin',
    check: (data) =>
      expect(
        (data.messageTypes as { items: { messageType: string }[] }).items.map((type) => type.messageType),
      ).toEqual(expect.arrayContaining(['Test', 'Filter'])),
  },
  TestRuleOptions: {
    as: 'admin',
    check: (data) => expect((data.testRules as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(39),
  },
  AzimuthMessageSearch: {
    as: 'admin',
    variables: { search: 'value is', first: 5 },
    check: (data) =>
      expect(
        (data.azimuthMessages as { items: { message: string }[] }).items.map((item) => item.message),
      ).toContain('Value is missing.'),
  },
  MappedTestRules: {
    as: 'admin',
    variables: { businessLineId: '5' },
    check: (data) =>
      expect(
        (data.mappedTestRules as { messageCount: number }[]).some((rule) => rule.messageCount === 0),
      ).toBe(true),
  },
  RuleMessagesOfRule: {
    as: 'admin',
    variables: { testRuleId: '2', businessLineId: '5' },
    check: (data) => expect(data.testRuleMessagesOfRule as unknown[]).toHaveLength(1),
  },
  TestFilterResultStatuses: {
    as: 'admin',
    check: (data) =>
      expect((data.testFilterResultStatuses as { name: string }[]).map((status) => status.name)).toEqual([
        'Pass',
        'Observation',
      ]),
  },
  FilterTests: {
    as: 'admin',
    variables: { businessLineId: '5', isMapped: true },
    check: (data) => expect(data.filterTests as unknown[]).toHaveLength(8),
  },
  ValidatorEntities: {
    as: 'admin',
    variables: { businessLineId: '5' },
    check: (data) =>
      expect((data.validatorEntities as { name: string }[]).map((entity) => entity.name)).toContain('Loan'),
  },
  EntityFields: {
    as: 'admin',
    variables: { entityId: '1' },
    check: (data) =>
      expect((data.entityFields as { fieldName: string }[]).map((field) => field.fieldName)).toContain(
        'LoanAmount',
      ),
  },
  ExportValidatorGrid: {
    as: 'admin',
    variables: { input: { grid: 'TEST_RULES', filter: { isActive: true } } },
    check: (data) =>
      expect((data.exportValidatorGrid as { download: { url: string } }).download.url).toMatch(
        /^\/files\/[\w-]{16,}$/,
      ),
  },
  MessageTypesGrid: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 3 } },
    check: (data) => {
      const page = data.messageTypes as { totalCount: number; items: unknown[] };
      expect(page.items).toHaveLength(3);
      expect(page.totalCount).toBeGreaterThan(3);
    },
  },
  SaveMessageType: {
    as: 'admin',
    variables: { input: { messageType: '  Contract Check ', isClient: false } },
    check: (data) =>
      expect(data.saveMessageType).toMatchObject({ message: 'Record saved successfully', deleted: false }),
  },
  // Pinecrest Pre-Close: a client's type no rule uses.
  DeleteMessageType: {
    as: 'admin',
    variables: { id: '7' },
    check: (data) => expect(data.deleteMessageType).toMatchObject({ id: '7' }),
  },
  // Refused to a lawyer: not an administrator, and not in the menu.
  TestRulesGrid: { as: 'lawyer', expectError: 'FORBIDDEN' },
  SaveTestRule: {
    as: 'admin',
    variables: { input: { messageTypeId: '2', testRuleDescription: 'Contract rule: co-borrower is listed' } },
    check: (data) =>
      expect((data.saveTestRule as { testRule: { testRuleId: string } }).testRule.testRuleId).toMatch(
        /^\d{5}$/,
      ),
  },
  // The last seeded rule has no messages and no mappings.
  DeleteTestRule: {
    as: 'admin',
    variables: { id: '40' },
    check: (data) => expect(data.deleteTestRule).toMatchObject({ id: '40' }),
  },
  TestRuleMessagesGrid: {
    as: 'admin',
    variables: { filter: { businessLineId: '5' }, page: { pageNumber: 1, pageSize: 10 } },
    check: (data) => expect((data.testRuleMessages as { items: unknown[] }).items).toHaveLength(10),
  },
  SaveTestRuleMessage: {
    as: 'admin',
    variables: {
      input: {
        businessLineId: '5',
        testRuleId: '38',
        azimuthMessage: 'Contract message for a new mapping.',
        isNewMessage: true,
      },
    },
    check: (data) => expect(data.saveTestRuleMessage).toMatchObject({ message: 'Record saved successfully' }),
  },
  // The first rule message is used by an active filter mapping: the delete block.
  DeleteTestRuleMessage: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  TestFilterMappingsGrid: {
    as: 'admin',
    variables: { filter: { testId: '1' } },
    check: (data) =>
      expect((data.testFilterMappings as { items: { testNumber: string }[] }).items[0]!.testNumber).toBe(
        'VT-101',
      ),
  },
  SaveTestFilterMappings: {
    as: 'admin',
    variables: {
      input: {
        mappings: [
          {
            id: '1',
            version: 1,
            testId: '1',
            testRuleId: '1',
            ruleMessageId: '1',
            statusId: '1',
            isActive: true,
          },
        ],
      },
    },
    check: (data) =>
      expect(data.saveTestFilterMappings).toMatchObject({ counts: { updated: 1, inserted: 0 } }),
  },
  DeleteTestFilterMapping: {
    as: 'admin',
    variables: { id: '6' },
    check: (data) => expect(data.deleteTestFilterMapping).toMatchObject({ id: '6' }),
  },
  ReorderTestFilterMappings: {
    as: 'admin',
    variables: {
      input: {
        testId: '2',
        rows: [
          { id: '7', testOrder: 2 },
          { id: '8', testOrder: 1 },
        ],
      },
    },
    check: (data) => expect(data.reorderTestFilterMappings).toMatchObject({ counts: { updated: 2 } }),
  },
  TestFilterFieldsGrid: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 5 } },
    check: (data) => expect((data.testFilterFields as { items: unknown[] }).items).toHaveLength(5),
  },
  SaveTestFilterField: {
    as: 'admin',
    variables: { input: { testFilterMappingId: '1', entityId: '1', fieldId: '1' } },
    check: (data) => expect(data.saveTestFilterField).toMatchObject({ message: 'Record saved successfully' }),
  },
  DeleteTestFilterField: {
    as: 'admin',
    variables: { id: '2' },
    check: (data) => expect(data.deleteTestFilterField).toMatchObject({ id: '2' }),
  },
  ClientFilterMappingsGrid: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 5 } },
    check: (data) =>
      expect(
        (data.clientFilterMappings as { items: { clientName: string | null }[] }).items[0]!.clientName,
      ).toBeTruthy(),
  },
  // The client copies follow the 192 master mappings.
  SaveClientFilterMapping: {
    as: 'admin',
    variables: {
      input: {
        id: '193',
        version: 1,
        isCustomMessage: true,
        customMessage: 'Contract custom message, please review.',
      },
    },
    check: (data) =>
      expect(data.saveClientFilterMapping).toMatchObject({
        message: 'Record saved successfully',
        mapping: { id: '193' },
      }),
  },
  DeleteClientFilterMapping: {
    as: 'admin',
    variables: { id: '194' },
    check: (data) => expect(data.deleteClientFilterMapping).toMatchObject({ id: '194' }),
  },

  // Administration. Ids follow the seed: roles 1 to 4 are the built-in administrator roles, 7 is Business
  // User (menu entries 5, 12 and 13); user 3 is business@, 4 reader@ (both of the client administrator's client);
  // country 6 is Australia, which no client uses.
  MasterListGrid: {
    as: 'admin',
    variables: { module: 'REGULATOR', letter: 'C' },
    check: (data) => {
      const items = (data.masterList as { items: { name: string }[] }).items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.name.startsWith('C')).toBe(true);
      const names = items.map((item) => item.name);
      expect([...names].sort(naturalCompare)).toEqual(names);
    },
  },
  MasterListParents: {
    as: 'admin',
    variables: { module: 'INDUSTRY' },
    check: (data) => expect((data.masterList as { totalCount: number }).totalCount).toBeGreaterThan(0),
  },
  SaveMasterListItem: {
    as: 'admin',
    variables: { input: { module: 'COUNTRY', name: ' Contract Land ' } },
    check: (data) =>
      expect(data.saveMasterListItem).toMatchObject({
        item: { name: 'Contract Land' },
        message: 'Country saved successfully.',
      }),
  },
  DeleteMasterListItem: {
    as: 'admin',
    variables: { module: 'COUNTRY', id: '6' },
    check: (data) =>
      expect(data.deleteMasterListItem).toEqual({ ok: true, message: 'Country deleted successfully.' }),
  },
  AdminUsersGrid: {
    as: 'admin',
    variables: { filter: { isProvider: true } },
    check: (data) => {
      const items = (data.adminUsers as { items: { email: string; isProvider: boolean }[] }).items;
      expect(items.map((user) => user.email)).toContain('admin@lexbridge.test');
      for (const user of items) expect(user.isProvider).toBe(true);
    },
  },
  AdminUserChoices: {
    as: 'clientadmin',
    check: (data) => expect((data.adminClients as unknown[]).length).toBe(1),
  },
  RegisterEmployee: {
    as: 'admin',
    variables: {
      input: {
        email: 'contract.employee@lexbridge.test',
        firstName: 'Conrad',
        lastName: 'Contract',
        roleIds: ['6'],
        password: 'Contract#2026',
      },
    },
    check: (data) =>
      expect(data.registerEmployee).toMatchObject({ message: 'Employee registered successfully.' }),
  },
  UpdateUser: {
    as: 'clientadmin',
    variables: { input: { id: '4', firstName: 'Rita', lastName: 'Reader', roleIds: ['8'] } },
    check: (data) => expect(data.updateUser).toMatchObject({ message: 'User updated successfully.' }),
  },
  // Refused to a lawyer: not an administrator.
  DeleteUser: { as: 'lawyer', variables: { id: '4' }, expectError: 'FORBIDDEN' },
  SyncUser: {
    as: 'admin',
    variables: { id: '3' },
    check: (data) =>
      expect((data.syncUser as { user: { syncedAt: string | null } }).user.syncedAt).not.toBeNull(),
  },
  // The provider-admin variant is the provider administrator's.
  ResetUserPassword: {
    as: 'clientadmin',
    variables: { input: { id: '1', newPassword: 'Another#2026', asProviderAdmin: true } },
    expectError: 'FORBIDDEN',
  },
  RolesGrid: {
    as: 'admin',
    check: (data) => {
      const roles = data.roles as { name: string; isBuiltIn: boolean }[];
      expect(roles.filter((role) => role.isBuiltIn)).toHaveLength(4);
    },
  },
  MenuEntries: {
    as: 'admin',
    check: (data) =>
      expect(
        (data.menuEntries as { routerLink: string | null }[]).map((entry) => entry.routerLink),
      ).toContain('/administration/roles'),
  },
  SaveRole: {
    as: 'admin',
    variables: { name: 'Contract Role' },
    check: (data) => expect(data.saveRole).toMatchObject({ message: 'Role saved successfully.' }),
  },
  // A built-in role is never deleted.
  DeleteRole: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  // Provider Staff (5): only admin@ holds it, beside Lexbridge Super Admin, which sees everything; the scenarios
  // after this one still see their own menus.
  SaveRoleMenu: {
    as: 'admin',
    variables: {
      input: { roleId: '5', menuItemIds: ['5', '12', '13'], editableMenuItemIds: ['5', '12', '13'] },
    },
    check: (data) =>
      expect((data.saveRoleMenu as { role: { menuItemIds: string[] } }).role.menuItemIds).toEqual([
        '5',
        '12',
        '13',
      ]),
  },
  ClientSetupGrid: {
    as: 'admin',
    check: (data) =>
      expect((data.clientSetups as { name: string }[]).map((client) => client.name)).toContain(
        'Harborview Credit Union',
      ),
  },
  SaveClientSetup: {
    as: 'admin',
    variables: {
      input: {
        name: 'Contract Credit Union',
        serverName: 'sql20.clients.lexbridge.test',
        databaseName: 'lexbridge_contract',
        domain: 'contract-cu.test',
        ssoEnabled: false,
      },
    },
    check: (data) => expect(data.saveClientSetup).toMatchObject({ message: 'Client saved successfully.' }),
  },
  // ----- HMDA reference data: entity 1 is Harborview Home Loans (client 1, business line 5); its 2025 field master
  // holds the 44 provider fields, field 3 (Loan Type, type N) has valid and client values.
  HmdaLookups: {
    as: 'admin',
    check: (data) => {
      expect((data.hmdaClients as unknown[]).length).toBeGreaterThanOrEqual(3);
      expect((data.hmdaClientEntities as { name: string }[]).map((entity) => entity.name)).toContain(
        'Harborview Home Loans',
      );
    },
  },
  HmdaReportingYears: {
    as: 'admin',
    variables: { screen: 'FIELD_MASTER' },
    check: (data) => expect(data.hmdaReportingYears).toContain(2025),
  },
  HmdaFederalAgencies: {
    as: 'admin',
    check: (data) =>
      expect((data.hmdaFederalAgencies as { code: string }[]).map((agency) => agency.code)).toContain('CFPB'),
  },
  HmdaFieldsOf: {
    as: 'admin',
    variables: { clientEntityId: '1', reportingYear: 2025 },
    check: (data) => {
      const fields = data.hmdaFieldsOf as { fieldType: string; fieldLength: number | null }[];
      expect(fields).toHaveLength(44);
      for (const field of fields) {
        if (field.fieldType === 'N') expect(field.fieldLength).toBeNull();
        else expect(field.fieldLength).toBeLessThanOrEqual(255);
      }
    },
  },
  HmdaFieldMasterOptions: {
    as: 'admin',
    check: (data) => {
      expect(data.hmdaCheckDigits).toContain('ISO 7064 MOD 97-10');
      expect((data.hmdaAzimuthFields as unknown[]).length).toBeGreaterThanOrEqual(44);
    },
  },
  HmdaSystemOptions: {
    as: 'auditor',
    variables: { isActive: true },
    check: (data) =>
      expect((data.hmdaSystems as { isActive: boolean }[]).every((system) => system.isActive)).toBe(true),
  },
  HmdaClientInfoGrid: {
    as: 'auditor',
    variables: { reportingYear: 2025, page: { pageNumber: 1, pageSize: 2 } },
    check: (data) => {
      const page = data.hmdaClientInfo as { totalCount: number; items: { reportingYear: number }[] };
      expect(page.items).toHaveLength(2);
      expect(page.totalCount).toBe(4);
    },
  },
  SaveHmdaClientInfo: {
    as: 'admin',
    variables: {
      input: {
        reportingYear: 2031,
        clientId: '1',
        businessLineId: '5',
        clientEntityId: '1',
        federalAgencyId: '9',
        isActive: true,
      },
    },
    check: (data) => expect(data.saveHmdaClientInfo).toMatchObject({ action: 'ADD' }),
  },
  HmdaFieldMasterGrid: {
    as: 'admin',
    variables: {
      filter: { clientEntityId: '1', reportingYear: 2025 },
      page: { pageNumber: 2, pageSize: 20 },
    },
    check: (data) => {
      const page = data.hmdaFieldMaster as { totalCount: number; items: unknown[] };
      expect(page.totalCount).toBe(44);
      expect(page.items).toHaveLength(20);
    },
  },
  SaveHmdaFieldMaster: {
    as: 'admin',
    variables: {
      input: {
        clientEntityId: '3',
        reportingYear: 2025,
        azimuthFieldId: '8',
        fieldName: 'NGHE_LOAN_AMOUNT',
        fieldType: 'AN',
        fieldLength: 256,
        isActive: true,
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  HmdaClientValuesGrid: {
    as: 'admin',
    variables: { filter: { clientEntityId: '1', reportingYear: 2025, searchText: 'Loan Type' } },
    check: (data) => expect((data.hmdaClientValues as { totalCount: number }).totalCount).toBe(4),
  },
  SaveHmdaClientValue: {
    as: 'admin',
    variables: {
      input: {
        clientEntityId: '1',
        reportingYear: 2025,
        hmdaFieldMasterId: '3',
        clientValue: 'FHA',
        isActive: true,
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  HmdaValidValuesGrid: {
    as: 'admin',
    variables: { filter: { clientEntityId: '1', reportingYear: 2025 } },
    check: (data) => expect((data.hmdaValidValues as { totalCount: number }).totalCount).toBe(21),
  },
  SaveHmdaValidValue: {
    as: 'admin',
    variables: {
      input: {
        clientEntityId: '1',
        reportingYear: 2025,
        hmdaFieldMasterId: '3',
        validValue: '5',
        isActive: true,
      },
    },
    check: (data) => expect(data.saveHmdaValidValue).toMatchObject({ action: 'ADD' }),
  },
  HmdaFieldOrderGrid: {
    as: 'admin',
    variables: { filter: { clientEntityId: '1', reportingYear: 2025 }, page: { pageNumber: 1, pageSize: 3 } },
    check: (data) =>
      expect(
        (data.hmdaFieldOrder as { items: { fieldOrder: number }[] }).items.map((row) => row.fieldOrder),
      ).toEqual([1, 2, 3]),
  },
  SaveHmdaFieldOrder: {
    as: 'admin',
    variables: {
      input: {
        id: '1',
        clientEntityId: '1',
        reportingYear: 2025,
        hmdaFieldMasterId: '1',
        fieldOrder: 1,
        isActive: true,
      },
    },
    check: (data) => expect(data.saveHmdaFieldOrder).toMatchObject({ action: 'UPDATE' }),
  },
  ReplicateHmdaYear: {
    as: 'admin',
    variables: {
      input: { part: 'FIELD_MASTER', clientEntityId: '2', priorReportingYear: 2025, newReportingYear: 2032 },
    },
    check: (data) =>
      expect(data.replicateHmdaYear).toMatchObject({
        needsConfirmation: false,
        copied: 44,
        existingCount: 0,
      }),
  },
  ExportHmdaList: {
    as: 'auditor',
    variables: { input: { list: 'FIELD_MASTER', filter: { reportingYear: 2025 } } },
    check: (data) =>
      expect((data.exportHmdaList as { download: { url: string } }).download.url).toMatch(
        /^\/files\/[\w-]{16,}$/,
      ),
  },
  SaveHmdaSystem: {
    as: 'auditor',
    variables: { input: { code: 'RO', name: 'Read only', isActive: true } },
    expectError: 'FORBIDDEN',
  },
  HmdaDetailSystemsGrid: {
    as: 'admin',
    check: (data) => expect((data.hmdaDetailSystems as unknown[]).length).toBeGreaterThanOrEqual(3),
  },
  SaveHmdaDetailSystem: {
    as: 'admin',
    variables: { input: { clientId: '1', systemId: '2', reportingYear: 2025, isActive: true } },
    check: (data) => expect(data.saveHmdaDetailSystem).toEqual({ message: 'Record saved successfully' }),
  },
  DeleteHmdaDetailSystem: {
    as: 'admin',
    variables: { id: '1' },
    check: (data) => expect(data.deleteHmdaDetailSystem).toEqual({ message: 'Record deleted successfully' }),
  },
  HmdaBanks: {
    as: 'admin',
    check: (data) => {
      for (const bank of data.hmdaBanks as { lei: string }[]) expect(bank.lei).toMatch(/^[A-Z0-9]{20}$/);
    },
  },
  HmdaEditReferenceFilters: {
    as: 'admin',
    check: (data) =>
      expect(data.hmdaEditReferenceFilters).toMatchObject({
        editTypes: ['CFPB', 'AGRC', 'LOS'],
        editSubtypes: ['Validity', 'Quality', 'Syntax'],
      }),
  },
  HmdaEditReferencesGrid: {
    as: 'admin',
    variables: { filter: { editType: 'AGRC' } },
    check: (data) => {
      const page = data.hmdaEditReferences as { items: { editType: string; editMessage: string }[] };
      expect(page.items.length).toBeGreaterThan(0);
      for (const row of page.items) {
        expect(row.editType).toBe('AGRC');
        expect(row.editMessage.length).toBeLessThanOrEqual(500);
      }
    },
  },
  SaveHmdaEditReference: {
    as: 'admin',
    variables: {
      input: {
        editType: 'LOS',
        editSubtype: 'Syntax',
        editNumber: 'LOS-C1',
        editMessage: 'x'.repeat(501),
        systemIds: [],
        isActive: true,
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  HmdaLarFiles: {
    as: 'admin',
    check: (data) => expect(Array.isArray(data.hmdaLarFiles)).toBe(true),
  },
  // ----- validator setup and results, pipeline runs, system field mapping (DMU) ---------------------------------
  // As admin@: an earlier scenario (SaveRoleMenu) gives business@'s role other menus. The client user's view (one
  // client, its results and files) is checked by the BFF's and the catalogue's own tests and the browser journey.
  // Seeded: the first client (business@'s) has entities Loan (1), Borrower (2) and HMDA LAR (3) on business line 2,
  // Loan's header has 8 fields; Encompass (system 1) and Black Knight MSP (2) have 12 fields each; 18 AGRC fields.
  SetupHierarchy: {
    as: 'admin',
    check: (data) => {
      const clients = data.setupHierarchy as { businessLines: { entities: { prefixName: string }[] }[] }[];
      expect(clients.length).toBeGreaterThanOrEqual(1);
      expect(
        clients
          .flatMap((client) => client.businessLines.flatMap((line) => line.entities))
          .map((e) => e.prefixName),
      ).toContain('LOAN');
    },
  },
  SaveSetupEntity: {
    as: 'admin',
    variables: { input: { clientId: '1', businessLineId: '2', name: 'Contract Entity', prefixName: 'CTR' } },
    check: (data) => expect(data.saveSetupEntity).toMatchObject({ message: 'Data saved successfully.' }),
  },
  DeleteSetupEntity: {
    as: 'admin',
    variables: { id: '2' },
    check: (data) => expect(data.deleteSetupEntity).toEqual({ message: 'Record deleted successfully.' }),
  },
  HeaderFields: {
    as: 'admin',
    variables: { entityId: '1' },
    check: (data) =>
      expect(
        (data.headerFields as { clientSourceField: string }[]).map((f) => f.clientSourceField),
      ).toContain('LoanNumber'),
  },
  HeaderMappingLookups: {
    as: 'admin',
    check: (data) =>
      expect((data.stagingTables as { tableName: string }[]).map((t) => t.tableName)).toContain('stg_loan'),
  },
  DynamicFields: {
    as: 'admin',
    variables: { entityId: '1' },
    check: (data) => expect(data.dynamicFields).toHaveLength(3),
  },
  SaveHeaderField: {
    as: 'admin',
    variables: {
      input: {
        entityId: '1',
        clientSourceField: 'ContractField',
        destinationTable: 'stg_loan',
        destinationField: 'lien_status',
      },
    },
    check: (data) => expect(data.saveHeaderField).toMatchObject({ message: 'Data saved successfully.' }),
  },
  DeleteHeaderField: {
    as: 'admin',
    variables: { id: '8' },
    check: (data) => expect(data.deleteHeaderField).toEqual({ message: 'Record deleted successfully.' }),
  },
  SaveDynamicField: {
    as: 'admin',
    variables: { input: { id: '1', active: false } },
    check: (data) => expect(data.saveDynamicField).toMatchObject({ dynamicField: { active: false } }),
  },
  ClientFiles: {
    as: 'admin',
    variables: { entityId: '1' },
    check: (data) => expect(Array.isArray(data.clientFiles)).toBe(true),
  },
  // No file is seeded: an unknown file is NOT_FOUND.
  ClientFileDetail: { as: 'admin', variables: { id: '999' }, expectError: 'NOT_FOUND' },
  ClientFileLookups: {
    as: 'admin',
    check: (data) => expect((data.setupDataTypes as unknown[]).length).toBeGreaterThanOrEqual(5),
  },
  SaveHeaderChanges: {
    as: 'admin',
    variables: {
      input: { entityId: '1', rows: [{ changeKind: 'REMOVED', clientSourceField: 'PropertyState' }] },
    },
    check: (data) => expect(data.saveHeaderChanges).toMatchObject({ request: { status: 'SAVED' } }),
  },
  SubmitHeaderChanges: { as: 'admin', variables: { id: '999', version: 1 }, expectError: 'NOT_FOUND' },
  HeaderApprovals: {
    as: 'admin',
    check: (data) => expect((data.rejectReasons as unknown[]).length).toBe(4),
  },
  ApproveHeaderChanges: { as: 'business', variables: { id: '1', version: 1 }, expectError: 'FORBIDDEN' },
  // The reject reason is required.
  RejectHeaderChanges: {
    as: 'admin',
    variables: { input: { id: '1', version: 1 } },
    expectError: 'BAD_USER_INPUT',
  },
  DecideStaging: {
    as: 'admin',
    variables: { input: { fileId: '1', approve: true } },
    expectError: 'BAD_USER_INPUT',
  },
  SetupReference: {
    as: 'admin',
    check: (data) => expect((data.setupStepsGroups as unknown[]).length).toBeGreaterThanOrEqual(5),
  },
  SaveSetupStepGroup: {
    as: 'admin',
    variables: { input: { name: 'Contract Step', ruleSetName: 'CONTRACT' } },
    check: (data) => expect(data.saveSetupStepGroup).toMatchObject({ message: 'Data saved successfully.' }),
  },
  TestReferenceTypes: {
    as: 'admin',
    check: (data) => {
      expect((data.validatorTestSystemTypes as { name: string }[]).map((row) => row.name)).toContain(
        'Encompass',
      );
      expect((data.validatorTestSourceTypes as { name: string }[]).map((row) => row.name)).toEqual([
        'API',
        'Database',
        'File',
      ]);
      expect((data.validatorJsonFilters as unknown[]).length).toBeGreaterThanOrEqual(1);
    },
  },
  SaveValidatorTestSystemType: {
    as: 'admin',
    variables: {
      input: { businessLineId: '2', name: 'Contract LOS', description: 'Loan origination system' },
    },
    check: (data) =>
      expect(data.saveValidatorTestSystemType).toMatchObject({ message: 'Data saved successfully.' }),
  },
  SaveValidatorTestSourceType: {
    as: 'admin',
    variables: { input: { name: 'Contract SFTP' } },
    check: (data) =>
      expect(data.saveValidatorTestSourceType).toMatchObject({ message: 'Data saved successfully.' }),
  },
  ValidatorTestRequests: {
    as: 'business',
    variables: { clientId: '1', businessLineId: '2' },
    check: (data) => {
      expect((data.validatorTestRequests as { systemTypeName: string }[])[0]?.systemTypeName).toBeTruthy();
      expect((data.validatorTestSystemTypes as { name: string }[]).map((row) => row.name)).toEqual(
        expect.arrayContaining(['Empower', 'Encompass', 'MSP']),
      );
    },
  },
  SubmitValidatorTestRequest: {
    as: 'business',
    variables: {
      input: {
        clientId: '1',
        businessLineId: '2',
        systemTypeId: '1',
        sourceTypeId: '1',
        // Entity 2 (Borrower) is deleted by the DeleteSetupEntity scenario; 3 is the HMDA LAR entity.
        entityIds: ['1', '3'],
        comment: 'Contract request',
      },
    },
    check: (data) =>
      expect(data.submitValidatorTestRequest).toMatchObject({ message: 'Validator test request submitted.' }),
  },
  MyValidatorLoans: {
    as: 'business',
    variables: { page: { pageNumber: 1, pageSize: 5 } },
    check: (data) => {
      const counts = data.myValidatorLoanCounts as { loanCount: number };
      const page = data.myValidatorLoans as { totalCount: number; items: { observationCount: number }[] };
      expect(page.totalCount).toBe(counts.loanCount);
      expect(page.items.every((loan) => loan.observationCount >= 1)).toBe(true);
    },
  },
  RequirementFieldChoices: {
    as: 'admin',
    variables: { entityId: '3' },
    check: (data) => {
      const filter = data.testMappingFilter as { isHmda: boolean; hmdaFields: unknown[]; tests: unknown[] };
      expect(filter.isHmda).toBe(true);
      expect(filter.hmdaFields.length).toBeGreaterThan(0);
      expect(filter.tests.length).toBeGreaterThan(0);
    },
  },
  RequirementFields: {
    as: 'business',
    variables: { entityId: '1', type: 'VET' },
    check: (data) =>
      expect((data.requirementFields as { type: string }[]).every((row) => row.type === 'VET')).toBe(true),
  },
  SaveRequirementField: {
    as: 'admin',
    variables: {
      input: { type: 'VET', entityId: '1', requirementId: '15', testId: '26', headerFieldId: '4' },
    },
    check: (data) => expect(data.saveRequirementField).toMatchObject({ message: 'Data saved successfully.' }),
  },
  DeleteRequirementField: {
    as: 'admin',
    variables: { id: '6', type: 'HMDA_VET' },
    check: (data) =>
      expect(data.deleteRequirementField).toMatchObject({ message: 'Record deleted successfully.' }),
  },
  ExportRequirementFields: {
    as: 'business',
    variables: { entityId: '3', type: 'HMDA_VET' },
    check: (data) =>
      expect((data.exportRequirementFields as { url: string }).url).toMatch(/^\/files\/[\w-]+$/),
  },
  ValidatorResultsFilters: {
    as: 'admin',
    check: (data) => {
      expect((data.validatorResultFilters as { clients: unknown[] }).clients.length).toBeGreaterThanOrEqual(
        1,
      );
      expect((data.validatorResultStatuses as { name: string }[]).map((s) => s.name)).toEqual([
        'Pass',
        'Observation',
      ]);
    },
  },
  ValidatorResultsOverview: {
    as: 'admin',
    check: (data) => {
      const counts = data.validatorResultCounts as { total: number; pass: number; observation: number };
      expect(counts.total).toBeGreaterThanOrEqual(60);
      expect(counts.pass + counts.observation).toBe(counts.total);
    },
  },
  ValidatorResultRows: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 5 } },
    check: (data) => expect((data.validatorResults as { items: unknown[] }).items).toHaveLength(5),
  },
  ValidatorTestDetails: {
    as: 'admin',
    check: (data) => expect((data.validatorTestDetails as unknown[]).length).toBeGreaterThan(0),
  },
  ValidatorRequirementResults: {
    as: 'admin',
    variables: { sectionId: '1' },
    check: (data) => expect(Array.isArray(data.validatorRequirementResults)).toBe(true),
  },
  RequirementLawText: {
    as: 'admin',
    variables: { requirementId: '1' },
    check: (data) =>
      expect((data.requirementLawText as { lawText: string }).lawText.length).toBeGreaterThan(0),
  },
  UpdateValidatorResultStatus: {
    as: 'admin',
    variables: { input: { ids: ['1'], status: 'PASS', comment: 'Checked by the contract.' } },
    check: (data) => expect(data.updateValidatorResultStatus).toMatchObject({ updated: 1 }),
  },
  DownloadValidatorResults: {
    as: 'admin',
    check: (data) =>
      expect((data.downloadValidatorResults as { download: { url: string } }).download.url).toMatch(
        /^\/files\/[\w-]{16,}$/,
      ),
  },
  PipelineRuns: {
    as: 'admin',
    check: (data) => {
      const runs = data.pipelineRuns as { status: string }[];
      expect(runs.length).toBeGreaterThanOrEqual(3);
      expect(runs.map((run) => run.status)).toContain('FAILED');
    },
  },
  // Starting a run needs edit permission on Pipeline Runs, which business@ does not have.
  StartPipelineRun: { as: 'business', variables: { clientId: '1' }, expectError: 'FORBIDDEN' },
  DmuLookups: {
    as: 'admin',
    check: (data) =>
      expect((data.dmuSystems as { name: string }[]).map((s) => s.name)).toContain('Encompass'),
  },
  DmuSystem: {
    as: 'admin',
    variables: { systemId: '1' },
    check: (data) => expect(data.dmuDashboard).toMatchObject({ totalAgrcFields: 18, totalSystemFields: 12 }),
  },
  DmuMappings: {
    as: 'admin',
    variables: { filter: { systemId: '1' }, page: { pageNumber: 1, pageSize: 50 } },
    check: (data) =>
      expect((data.dmuMappings as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(17),
  },
  DmuSystemDetails: {
    as: 'admin',
    variables: { filter: { systemId: '1' } },
    check: (data) => expect((data.dmuSystemDetails as { totalCount: number }).totalCount).toBe(12),
  },
  SaveDmuMapping: {
    as: 'admin',
    variables: { input: { systemId: '2', status: 'NOT_EXPECTED', agrcFieldIds: ['1'] } },
    check: (data) => expect(data.saveDmuMapping).toMatchObject({ mapping: { status: 'NOT_EXPECTED' } }),
  },
  EntityRequirements: {
    as: 'admin',
    variables: { entityId: '1' },
    check: (data) => {
      const numbers = (data.entityRequirements as { requirementNumber: string }[]).map(
        (r) => r.requirementNumber,
      );
      expect(numbers.length).toBeGreaterThan(0);
      expect(new Set(numbers).size).toBe(numbers.length);
    },
  },
  SaveDmuGroupMapping: {
    as: 'admin',
    variables: { systemGroupId: '1', categoryId: '1' },
    check: (data) =>
      expect(data.saveDmuGroupMapping).toEqual({ message: 'System group mapping saved successfully.' }),
  },
  LawNotApplicableChoices: {
    as: 'business',
    check: (data) => {
      const dashboard = data.businessDashboard as { lawProcesses: { id: string; name: string }[] };
      const laws = data.businessLaws as { items: { businessLineName: string; regulator: string }[] };
      expect(dashboard.lawProcesses.length).toBeGreaterThan(0);
      expect(laws.items.length).toBeGreaterThan(0);
      for (const law of laws.items) expect(law.businessLineName && law.regulator).toBeTruthy();
    },
  },
  // ----- artifacts, question lists, employee assignments, the employee-to-role template, search history -------------
  ArtifactTypes: {
    as: 'admin',
    check: (data) =>
      expect((data.artifactTypes as { name: string }[]).map((type) => type.name)).toContain('Policy'),
  },
  SaveArtifactType: {
    as: 'admin',
    variables: { input: { name: 'Contract Report', description: 'A report to a regulator.' } },
    check: (data) =>
      expect(data.saveArtifactType).toMatchObject({ message: 'Artifact Type saved successfully.' }),
  },
  // The first seeded type has artifacts: its delete is refused, saying so.
  DeleteArtifactType: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  Artifacts: {
    as: 'admin',
    check: (data) => expect((data.artifacts as unknown[]).length).toBeGreaterThan(0),
  },
  SaveArtifact: {
    as: 'admin',
    variables: { input: { name: 'Contract artifact', artifactType: 'Policy', businessLineId: '1' } },
    check: (data) => expect(data.saveArtifact).toMatchObject({ message: 'Artifact saved successfully.' }),
  },
  // The first artifact is mapped to requirements: refused.
  DeleteArtifact: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  MaintenanceQuestions: {
    as: 'admin',
    variables: { list: 'RISK_ASSESSMENT' },
    check: (data) => {
      const rows = data.maintenanceQuestions as { list: string }[];
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const row of rows) expect(row.list).toBe('RISK_ASSESSMENT');
    },
  },
  // A business-line question needs its business line.
  SaveQuestion: {
    as: 'admin',
    variables: {
      input: {
        list: 'BUSINESS_LINE',
        question: 'Who sells it?',
        questionType: 'Text',
        options: [],
        isRequired: false,
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  // The first artifact question has answers.
  DeleteQuestion: { as: 'admin', variables: { list: 'ARTIFACT', id: '1' }, expectError: 'BAD_USER_INPUT' },
  AssignmentOptions: {
    as: 'clientadmin',
    check: (data) =>
      expect((data.assignmentOptions as { businessLines: unknown[] }).businessLines.length).toBeGreaterThan(
        0,
      ),
  },
  AssignmentEmployees: {
    as: 'clientadmin',
    check: (data) => {
      const page = data.adminUsers as { items: { clientName: string | null }[] };
      expect(page.items.length).toBeGreaterThan(0);
      for (const user of page.items) expect(user.clientName).toBe('Harborview Credit Union');
    },
  },
  // lawyer@ (user 2) is provider staff: not the client administrator's to assign.
  EmployeeAssignments: { as: 'clientadmin', variables: { employeeId: '2' }, expectError: 'FORBIDDEN' },
  // A category without its business line.
  SaveEmployeeAssignments: {
    as: 'admin',
    variables: { input: { employeeId: '4', businessLineIds: [], categoryIds: ['1'], companyProcessIds: [] } },
    expectError: 'BAD_USER_INPUT',
  },
  EmployeeRoleTemplate: {
    as: 'admin',
    check: (data) => expect((data.employeeRoleTemplate as { url: string }).url).toMatch(/^\/files\//),
  },
  SavedSearchPage: {
    as: 'lawyer',
    check: (data) =>
      expect(typeof (data.savedSearchPage as { totalCount: number }).totalCount).toBe('number'),
  },
  SaveSearch: {
    as: 'lawyer',
    variables: {
      input: {
        name: 'Contract saved search',
        searchKey: JSON.stringify({ filter: { industryId: 1 }, labels: { Industry: 'Banking' } }),
      },
    },
    check: (data) =>
      expect((data.saveSearch as { savedSearch: { name: string } }).savedSearch.name).toBe(
        'Contract saved search',
      ),
  },
  RenameSavedSearch: { as: 'lawyer', variables: { id: '1', name: '   ' }, expectError: 'BAD_USER_INPUT' },
  DeleteSavedSearch: { as: 'lawyer', variables: { id: '999999' }, expectError: 'NOT_FOUND' },
  CompareSavedSearches: { as: 'lawyer', variables: { ids: ['1', '1'] }, expectError: 'BAD_USER_INPUT' },
  // ----- single sign-on groups: group 1 is the seeded 'Compliance Analysts' of Harborview Credit Union -------------
  SsoGroups: {
    as: 'admin',
    check: (data) =>
      expect((data.ssoGroups as { groupName: string }[]).map((group) => group.groupName)).toContain(
        'Compliance Analysts',
      ),
  },
  SsoGroupChoices: {
    as: 'admin',
    check: (data) => expect((data.roles as unknown[]).length).toBeGreaterThan(4),
  },
  SaveSsoGroup: {
    as: 'admin',
    variables: { input: { groupName: 'Contract Tellers', clientId: '1', directoryGroupId: '' } },
    check: (data) => expect(data.saveSsoGroup).toMatchObject({ message: 'Group saved successfully.' }),
  },
  // A client administrator: the groups are the provider administrator's.
  DeleteSsoGroup: { as: 'clientadmin', variables: { id: '1' }, expectError: 'FORBIDDEN' },
  // Role 1 is the provider administrator's built-in role: never mapped to a group.
  SaveSsoGroupRoles: { as: 'admin', variables: { id: '1', roleIds: ['1'] }, expectError: 'BAD_USER_INPUT' },
  SaveSsoGroupBusinessLines: {
    as: 'admin',
    variables: { id: '1', businessLineIds: ['1', '2'] },
    check: (data) =>
      expect(
        (data.saveSsoGroupBusinessLines as { group: { businessLineIds: string[] } }).group.businessLineIds,
      ).toEqual(['1', '2']),
  },
  // Reports: canned reports over the seeded reporting data, and the embedded dashboards of reader@ (report tool on).
  ReportFilterOptions: {
    as: 'reader',
    check: (data) => {
      expect((data.industries as unknown[]).length).toBeGreaterThan(0);
      expect((data.changeTypes as unknown[]).length).toBeGreaterThan(0);
    },
  },
  GapReport: {
    as: 'business',
    variables: { filter: { status: 'Open', level: 'High' } },
    check: (data) => {
      const report = data.gapReport as {
        fileName: string;
        totalCount: number;
        rows: { status: string; severity: string }[];
      };
      expect(report.fileName).toMatch(/^Gap Report_\d{4}-\d{2}-\d{2}$/);
      expect(report.totalCount).toBe(report.rows.length);
      for (const row of report.rows) expect([row.status, row.severity]).toEqual(['Open', 'High']);
    },
  },
  RiskReport: {
    as: 'business',
    variables: { filter: { fromDate: '2026-03-01', toDate: '2026-01-01' } },
    expectError: 'BAD_USER_INPUT',
  },
  ImpactReport: {
    as: 'lawyer',
    check: (data) => {
      const report = data.impactReport as { rows: { requirements: number; businessLines: number }[] };
      expect(report.rows.length).toBeGreaterThan(0);
      for (const row of report.rows) expect(row.businessLines).toBeGreaterThan(0);
    },
  },
  ImplementationStatusReport: {
    as: 'business',
    check: (data) => {
      const rows = (data.implementationStatusReport as { rows: Record<string, number>[] }).rows;
      for (const row of rows)
        expect(row.total).toBe(
          row.open + row.draft + row.submitted + row.sentBack + row.approved + row.notApplicable,
        );
    },
  },
  ArtifactTypeReport: {
    as: 'business',
    variables: { filter: { artifactType: 'Policy' } },
    check: (data) => {
      const rows = (data.artifactTypeReport as { rows: { artifactType: string }[] }).rows;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.artifactType).toBe('Policy');
    },
  },
  ReportDashboards: {
    as: 'reader',
    variables: { screen: 'REPORTS' },
    check: (data) => {
      const dashboards = data.reportDashboards as {
        loadWaitMs: number;
        client: { name: string };
        dashboards: { embedPath: string }[];
      };
      expect(dashboards.loadWaitMs).toBe(30000);
      expect(dashboards.client.name).toBe('Lexbridge Demo Bank');
      expect(dashboards.dashboards.length).toBeGreaterThan(0);
      for (const dashboard of dashboards.dashboards)
        expect(dashboard.embedPath).toMatch(/^\/report-tool\/embed\/reports\/\d+$/);
      expect(JSON.stringify(data)).not.toMatch(/eyJ/);
    },
  },
  SubmitReportError: {
    as: 'reader',
    variables: {
      screen: 'REPORTS',
      input: {
        dashboardId: '1',
        reportName: 'Compliance Overview',
        errorCode: 'TB_CID_ERR_01',
        description: 'ClientIDs does not match',
      },
    },
    check: (data) =>
      expect(data.submitReportError).toEqual({
        message: 'Please contact provider support',
        title: 'Error!',
        hiddenDashboardId: '1',
      }),
  },
  // ----- e-mail settings: seeded sender 1, receivers 2 and 3 in group 1 'Compliance Officers', trigger 1 -----------
  EmailSettings: {
    as: 'admin',
    check: (data) => {
      expect((data.emailTriggers as { name: string }[]).map((row) => row.name)).toContain(
        'Law approved notice',
      );
      expect(data.emailEvents as string[]).toContain('Law Approved');
    },
  },
  SaveEmailAddress: {
    as: 'admin',
    variables: { input: { kind: 'RECEIVER', email: 'not an address', isActive: true } },
    expectError: 'BAD_USER_INPUT',
  },
  // The seeded sender sends the seeded trigger: refused, saying so.
  DeleteEmailAddress: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  SaveEmailGroup: {
    as: 'admin',
    variables: { input: { name: 'Contract Receivers', memberIds: ['2'] } },
    check: (data) =>
      expect(data.saveEmailGroup).toMatchObject({ message: 'Email Group saved successfully.' }),
  },
  DeleteEmailGroup: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  SaveEmailTrigger: {
    as: 'admin',
    variables: {
      input: {
        name: 'Contract trigger',
        event: 'Change in Law',
        subject: 'A law changed',
        senderId: '1',
        emailGroupId: '1',
        isActive: true,
      },
    },
    check: (data) =>
      expect(data.saveEmailTrigger).toMatchObject({ message: 'Email Trigger saved successfully.' }),
  },
  DeleteEmailTrigger: { as: 'clientadmin', variables: { id: '1' }, expectError: 'FORBIDDEN' },
  // ----- registration and subscription administration: the seed's subscribers dana@ and sam@ --------------------
  RegisteredUsers: {
    as: 'admin',
    variables: { search: 'rivertrust', page: { pageNumber: 1, pageSize: 10 } },
    check: (data) =>
      expect((data.registeredUsers as { items: { email: string }[] }).items.map((row) => row.email)).toEqual([
        'dana@rivertrust.test',
      ]),
  },
  SubscriptionPlanDetails: {
    as: 'admin',
    check: (data) => expect((data.subscriptionPlanDetails as unknown[]).length).toBeGreaterThan(0),
  },
  // Subscriptions are the provider administrator's.
  ChangeSubscriptionPlan: {
    as: 'clientadmin',
    variables: { id: '1', productPlanId: '1' },
    expectError: 'FORBIDDEN',
  },
  CancelSubscription: { as: 'clientadmin', variables: { id: '1' }, expectError: 'FORBIDDEN' },
  DeleteRegistration: { as: 'reader', variables: { id: '1' }, expectError: 'FORBIDDEN' },
  // A registered user's details under the registration form's rules: a 5-digit phone is refused on its field.
  UpdateRegisteredUserDetails: {
    as: 'admin',
    variables: {
      input: {
        id: '1',
        email: 'dana@rivertrust.test',
        firstName: 'Dana',
        lastName: 'River',
        phone: '21755',
        companyName: 'River Trust',
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  // ----- product durations and plans: the seed's three products, Monthly (2n-1) and Annual (2n) durations ----------
  ProductCatalogue: {
    as: 'admin',
    check: (data) => {
      const products = data.productCatalogue as {
        durations: { name: string; billingPeriod: string; plans: { activeSubscribers: number }[] }[];
      }[];
      expect(products[0]!.durations.map((row) => [row.name, row.billingPeriod])).toEqual([
        ['Monthly', 'MONTHLY'],
        ['Annual', 'ANNUAL'],
      ]);
      expect(
        products
          .flatMap((row) => row.durations)
          .flatMap((row) => row.plans)
          .some((plan) => plan.activeSubscribers > 0),
      ).toBe(true);
    },
  },
  SaveProductDuration: {
    as: 'admin',
    variables: {
      input: { productId: '3', name: 'Contract Quarterly', billingPeriod: 'MONTHLY', isActive: false },
    },
    check: (data) =>
      expect(data.saveProductDuration).toMatchObject({
        message: 'Duration saved successfully.',
        duration: { name: 'Contract Quarterly', billingPeriod: 'MONTHLY', isActive: false },
      }),
  },
  // Monthly of the first product has plans: refused, saying how many.
  DeleteProductDuration: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  // Plans are the provider administrator's.
  SaveProductPlan: {
    as: 'clientadmin',
    variables: { input: { durationId: '1', planName: 'Contract', planPricing: '9.99' } },
    expectError: 'FORBIDDEN',
  },
  // Plan 1 (Starter, monthly) has dana@ as an active subscriber.
  DeleteProductPlan: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  SentEmails: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 20 } },
    check: (data) => {
      const page = data.sentEmails as { totalCount: number; items: { status: string }[] };
      expect(page.totalCount).toBeGreaterThanOrEqual(page.items.length);
      for (const row of page.items) expect(['Queued', 'Sent', 'Failed']).toContain(row.status);
    },
  },
  // Compliance testing: the seeded lists, loan population, remediation queue and action plans (admin@ edits,
  // auditor@ reads).
  TestingList: {
    as: 'auditor',
    variables: { kind: 'GROUP' },
    check: (data) => {
      const rows = data.testingList as { kind: string; name: string; rulesCount: number }[];
      expect(rows.map((row) => row.name)).toContain('TRID Disclosures');
      for (const row of rows) expect(row.kind).toBe('GROUP');
      expect(rows.find((row) => row.name === 'Servicing Transfers')?.rulesCount).toBe(0);
    },
  },
  SaveTestingListRecord: {
    as: 'admin',
    variables: { input: { kind: 'CATEGORY', name: '  Escrow Accounts ', description: 'Escrow analysis.' } },
    check: (data) =>
      expect(data.saveTestingListRecord).toMatchObject({
        message: 'Record saved successfully',
        record: { kind: 'CATEGORY', name: 'Escrow Accounts', version: 1 },
      }),
  },
  // Timing is used by testing rules: the delete is refused as a rule of the form.
  DeleteTestingListRecord: {
    as: 'admin',
    variables: { kind: 'TYPE', id: '1' },
    expectError: 'BAD_USER_INPUT',
  },
  TestingRulesScreen: {
    as: 'admin',
    variables: { filter: { groupId: '4' }, groupId: '4' },
    check: (data) => {
      const rules = data.testingRules as { ruleNumber: string; groupName: string }[];
      expect(rules.map((rule) => rule.ruleNumber)).toEqual(['FLOOD-01', 'FLOOD-02']);
      expect((data.requirementNumbers as unknown[]).length).toBe(2);
    },
  },
  TestingRuleFilters: {
    as: 'admin',
    check: (data) => {
      for (const list of ['groups', 'types', 'categories', 'requirementCategories'])
        expect((data[list] as unknown[]).length).toBeGreaterThan(3);
    },
  },
  TestingGraphs: {
    as: 'admin',
    variables: { filter: null },
    check: (data) => {
      const population = data.groupPopulationGraph as { populationCount: number }[];
      expect(population.reduce((sum, row) => sum + row.populationCount, 0)).toBe(200);
      for (const row of data.testingExceptionsGraph as { exceptionCount: number }[])
        expect(row.exceptionCount).toBeGreaterThan(0);
      expect((data.testingRegulatorGraph as { name: string }[]).map((row) => row.name)).toContain('CFPB');
    },
  },
  TestingGraphFilters: {
    as: 'admin',
    check: (data) =>
      expect((data.loanLoads as { loansCount: number }[]).map((load) => load.loansCount)).toEqual([120, 80]),
  },
  GroupPopulationLoans: {
    as: 'admin',
    variables: { groupId: '1', page: { pageNumber: 1, pageSize: 10 } },
    check: (data) => {
      const page = data.groupPopulationLoans as { totalCount: number; items: { loanNumber: string }[] };
      expect(page.totalCount).toBeGreaterThan(10);
      expect(page.items).toHaveLength(10);
      for (const loan of page.items) expect(loan.loanNumber).toMatch(/^LN-2026-\d{5}$/);
    },
  },
  ActionPlanWorkQueue: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 5 } },
    check: (data) => {
      const page = data.actionPlanWorkQueue as { totalCount: number; items: { status: string }[] };
      expect(page.items).toHaveLength(5);
      expect(page.totalCount).toBeGreaterThan(5);
      for (const plan of page.items) expect(plan.status).not.toBe('COMPLETED');
    },
  },
  ActionPlanList: {
    as: 'admin',
    variables: { status: 'IN_PROGRESS', page: null },
    check: (data) => {
      const page = data.actionPlans as { totalCount: number; items: { status: string; rootCause: string }[] };
      expect(page.totalCount).toBeGreaterThan(0);
      for (const plan of page.items) expect(plan.status).toBe('IN_PROGRESS');
    },
  },
  SaveActionPlanAssessment: {
    as: 'admin',
    variables: {
      input: {
        id: '1',
        status: 'COMPLETED',
        rootCause: 'The disclosure desk skipped the three-day check.',
        actionPlan: 'Made the check a required step of the checklist.',
        ownerName: 'Dana Whitfield',
        targetDate: null,
        version: 1,
      },
    },
    check: (data) =>
      expect(data.saveActionPlanAssessment).toMatchObject({
        message: 'Assessment saved successfully',
        actionPlan: { id: '1', status: 'COMPLETED', version: 2 },
      }),
  },
  ActionPlanCandidates: {
    as: 'admin',
    check: (data) => {
      const rows = data.actionPlanCandidates as { status: string }[];
      // The seed leaves the last rules of the second load without a plan; purged rows are never offered.
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.status).not.toBe('PURGE');
    },
  },
  AddActionPlan: {
    as: 'admin',
    // Row 1 already has its plan: refused, saying so.
    variables: { input: { queueRowId: '1', ownerName: 'Dana Whitfield', targetDate: '2027-03-31' } },
    expectError: 'BAD_USER_INPUT',
  },
  RemediationRuleChoices: {
    as: 'admin',
    check: (data) => {
      const rules = data.testingRules as { ruleNumber: string; groupName: string }[];
      expect(rules.length).toBeGreaterThan(0);
      for (const rule of rules) expect(rule.groupName).not.toBe('');
    },
  },
  AddLoanToRemediation: {
    as: 'admin',
    variables: {
      input: { loanNumber: 'LN-1999-00000', testingRuleId: '1', finding: 'Found in a file review.' },
    },
    expectError: 'BAD_USER_INPUT',
  },
  SaveRemediationTask: {
    as: 'admin',
    variables: {
      input: {
        queueId: '1',
        title: 'Call each borrower about the refund',
        description: 'Log every call in the servicing system.',
        assignee: 'Dana Whitfield',
        dueDate: '2027-01-31',
        status: 'OPEN',
      },
    },
    check: (data) =>
      expect(data.saveRemediationTask).toMatchObject({
        message: 'Task saved successfully',
        task: { status: 'Open', version: 1 },
      }),
  },
  LoanRemediationQueue: {
    as: 'auditor',
    variables: { status: 'PURGE', page: { pageNumber: 1, pageSize: 25 } },
    check: (data) => {
      const page = data.loanRemediationQueue as {
        totalCount: number;
        items: { status: string; subStatus: string; nextStatuses: string[] }[];
      };
      expect(page.totalCount).toBeGreaterThan(0);
      for (const row of page.items)
        expect(row).toMatchObject({
          status: 'PURGE',
          subStatus: 'NOT_NEEDED',
          nextStatuses: ['PURGE', 'UNPURGE'],
        });
    },
  },
  LoanRemediationDetail: {
    as: 'admin',
    variables: { queueId: '1', resultStatusId: '2', page: { pageNumber: 1, pageSize: 25 } },
    check: (data) => {
      const loans = data.loanRemediationLoans as { totalCount: number; items: { resultStatus: string }[] };
      expect(loans.totalCount).toBeGreaterThan(0);
      for (const loan of loans.items) expect(loan.resultStatus).toBe('Exception');
      expect((data.remediationTasks as unknown[]).length).toBe(2);
    },
  },
  SaveLoanRemediation: {
    as: 'admin',
    variables: {
      input: { id: '1', status: 'REVIEW', subStatus: null, comments: 'Loan files requested.', version: 1 },
    },
    check: (data) =>
      expect(data.saveLoanRemediation).toMatchObject({
        message: 'Remediation saved successfully',
        row: { id: '1', status: 'REVIEW', subStatus: null, comments: 'Loan files requested.' },
      }),
  },
  RemediationEvidenceDownload: {
    as: 'admin',
    variables: { id: '1' },
    check: (data) =>
      expect((data.remediationEvidenceDownload as { download: { url: string } }).download.url).toMatch(
        /^\/files\/[\w-]{16,}$/,
      ),
  },
  // The evidence seeded on the first task of the first remediation row.
  DeleteRemediationEvidence: {
    as: 'admin',
    variables: { id: '1' },
    check: (data) =>
      expect(data.deleteRemediationEvidence).toEqual({ message: 'Evidence deleted successfully' }),
  },

  // Risk rating, its reports and risk assessment (ids are the risk seed's, in a fresh catalogue).
  RiskRatingScreen: {
    as: 'admin',
    check: (data) => {
      const parameters = data.riskParameters as {
        name: string;
        subParameters: { isSubParameter: boolean }[];
      }[];
      expect(parameters.map((p) => p.name)).toEqual([
        'Inherent Risk',
        'Control Effectiveness',
        'Residual Risk',
      ]);
      expect(parameters.every((p) => p.subParameters.every((sub) => sub.isSubParameter))).toBe(true);
      expect((data.riskLevels as { name: string }[]).map((level) => level.name)).toEqual([
        'Low',
        'Medium',
        'High',
      ]);
    },
  },
  RiskManualArtifacts: {
    as: 'admin',
    variables: { companyProcessId: '1' },
    check: (data) => {
      const artifacts = data.riskManualArtifacts as { ratings: unknown[] }[];
      expect(artifacts.some((artifact) => artifact.ratings.length > 0)).toBe(true);
    },
  },
  SaveRiskParameter: {
    as: 'admin',
    variables: { input: { parentId: '9', name: 'Contract Findings Age', weight: 0, isActive: true } },
    check: (data) =>
      expect(data.saveRiskParameter).toMatchObject({ parameter: { parentId: '9', isSubParameter: true } }),
  },
  UpdateRiskParameterOrder: {
    as: 'admin',
    variables: {
      rows: [
        { id: '11', order: 1 },
        { id: '10', order: 2 },
      ],
    },
    check: (data) => expect(data.updateRiskParameterOrder).toMatchObject({ ok: true }),
  },
  SaveRiskLevel: {
    as: 'admin',
    // 90 to 100 overlaps High (67 to 100): refused in the catalogue's words.
    variables: { input: { name: 'Critical', minScore: 90, maxScore: 100, isActive: true } },
    expectError: 'BAD_USER_INPUT',
  },
  SaveRiskQuestionType: {
    as: 'admin',
    variables: { input: { name: 'Maturity scale' } },
    check: (data) =>
      expect(data.saveRiskQuestionType).toMatchObject({
        message: 'Question type saved successfully',
        questionType: { name: 'Maturity scale', version: 1 },
      }),
  },
  DeleteRiskQuestionType: {
    as: 'admin',
    // Type 1 is Text, built in: refused with the reason.
    variables: { id: '1' },
    expectError: 'BAD_USER_INPUT',
  },
  SubmitManualRiskRating: {
    as: 'admin',
    variables: {
      input: {
        companyProcessId: '1',
        artifactName: 'Contract Control Review',
        ratings: [{ parameterId: '1', levelId: '2', comment: 'Medium.' }],
      },
    },
    check: (data) => expect(data.submitManualRiskRating).toMatchObject({ ok: true }),
  },
  RiskReportLookups: {
    as: 'business',
    check: (data) => {
      const lookups = data.riskReportLookups as { companyProcesses: unknown[]; frequencies: unknown[] };
      expect(lookups.companyProcesses.length).toBeGreaterThan(0);
      expect(lookups.frequencies.length).toBeGreaterThanOrEqual(4);
    },
  },
  RiskRatingReport: {
    as: 'business',
    variables: { kind: 'GAP', filter: { frequencyId: '2' } },
    check: (data) => {
      const report = data.riskRatingReport as {
        totalCount: number;
        rows: { cells: string[] }[];
        columns: unknown[];
      };
      expect(report.totalCount).toBe(report.rows.length);
      expect(report.rows.every((row) => row.cells.length === report.columns.length)).toBe(true);
      expect(report.rows.some((row) => row.cells.includes('Partially effective'))).toBe(true);
    },
  },
  SaveRiskSearch: {
    as: 'business',
    variables: { input: { name: 'Quarterly gaps', filter: { kind: 'GAP', frequencyId: '2' } } },
    check: (data) => expect(data.saveRiskSearch).toMatchObject({ message: 'Search saved successfully' }),
  },
  DeleteRiskSearch: {
    as: 'business',
    variables: { id: '1' },
    check: (data) => expect(data.deleteRiskSearch).toMatchObject({ ok: true }),
  },
  RiskAssessmentLookups: {
    as: 'business',
    check: (data) => {
      const lookups = data.riskAssessmentLookups as { frequencies: { months: number }[]; headers: unknown[] };
      expect(lookups.frequencies.map((f) => f.months)).toEqual([1, 3, 6, 12]);
      expect(lookups.headers.length).toBe(3);
    },
  },
  RiskQuestionnaire: {
    as: 'business',
    variables: {
      selection: {
        companyProcessId: '1',
        frequencyId: '2',
        startDate: '2026-10-01',
        endDate: '2026-12-31',
        stage: 'ASSESSMENT',
      },
    },
    check: (data) => {
      const questionnaire = data.riskQuestionnaire as {
        assessment: { status: string } | null;
        headers: { questions: { inputKind: string }[] }[];
      };
      expect(questionnaire.assessment?.status).toBe('DRAFT');
      const kinds = new Set(questionnaire.headers.flatMap((h) => h.questions.map((q) => q.inputKind)));
      expect(kinds.size).toBe(10);
    },
  },
  RiskAssessmentHistory: {
    as: 'business',
    variables: { assessmentId: '1' },
    check: (data) =>
      expect((data.riskAssessmentHistory as { action: string }[]).map((entry) => entry.action)).toEqual([
        'Approved',
        'Submitted',
        'Saved',
      ]),
  },
  RiskQuestions: {
    as: 'admin',
    check: (data) => expect((data.riskQuestions as unknown[]).length).toBe(11),
  },
  SaveRiskAnswers: {
    as: 'business',
    variables: {
      input: {
        selection: {
          companyProcessId: '1',
          frequencyId: '2',
          startDate: '2026-10-01',
          endDate: '2026-12-31',
        },
        answers: [{ questionId: '3', questionType: 'Text', values: ['Operational Risk Committee'] }],
      },
    },
    check: (data) =>
      expect(data.saveRiskAnswers).toMatchObject({
        message: 'Answers saved successfully',
        assessmentId: '2',
      }),
  },
  SubmitRiskAnswers: {
    as: 'business',
    // The fourth quarter's required questions are not all answered yet.
    variables: {
      input: {
        selection: {
          companyProcessId: '1',
          frequencyId: '2',
          startDate: '2026-10-01',
          endDate: '2026-12-31',
        },
        answers: [],
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  ApproveRiskAssessment: {
    as: 'business-approver',
    variables: { input: { assessmentId: '3' } },
    check: (data) => expect(data.approveRiskAssessment).toMatchObject({ message: 'Assessment approved' }),
  },
  SendBackRiskAssessment: {
    as: 'business-approver',
    variables: { input: { assessmentId: '3', comment: ' ' } },
    expectError: 'BAD_USER_INPUT',
  },
  RiskQuestionFileDownload: {
    as: 'business',
    variables: { fileId: '1' },
    check: (data) =>
      expect(
        (data.riskQuestionFileDownload as { download: { url: string } }).download.url.startsWith('/files/'),
      ).toBe(true),
  },
  DeleteRiskQuestionFile: {
    as: 'business',
    // The file belongs to an approved assessment, which no longer changes.
    variables: { fileId: '1' },
    expectError: 'CONFLICT',
  },
  SaveRiskFrequency: {
    as: 'admin',
    variables: { input: { name: 'Contract Half-Yearly', months: 6, isActive: false } },
    check: (data) => expect(data.saveRiskFrequency).toMatchObject({ message: 'Record saved successfully' }),
  },
  SaveRiskQuestionHeader: {
    as: 'admin',
    variables: { input: { name: 'Contract Header' } },
    check: (data) =>
      expect(data.saveRiskQuestionHeader).toMatchObject({ message: 'Record saved successfully' }),
  },
  SaveRiskQuestion: {
    as: 'admin',
    // A Yes/No question with one option: at least two are needed.
    variables: {
      input: {
        headerId: '1',
        question: 'Is the process outsourced?',
        questionTypeId: '10',
        options: ['Yes'],
        gapOptions: [],
        isRequired: false,
        isActive: true,
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  UpdateRiskQuestionOrder: {
    as: 'admin',
    variables: {
      rows: [
        { id: '2', order: 1 },
        { id: '1', order: 2 },
      ],
    },
    check: (data) => expect(data.updateRiskQuestionOrder).toMatchObject({ ok: true }),
  },

  // Process hierarchy maintenance: business@ on Deposit Accounts (client hierarchy 1, provider hierarchy 2; process 2
  // is Campaign Review with its steps 3-5, process 6 Disclosure Fulfilment, mapped to sections 23-26).
  ProcessHierarchies: {
    as: 'business',
    variables: { variant: 'CLIENT' },
    check: (data) => {
      const list = data.processHierarchies as { isPrimary: boolean; variant: string; processCount: number }[];
      expect(list.length).toBe(2);
      for (const hierarchy of list) expect(hierarchy).toMatchObject({ variant: 'CLIENT', isPrimary: true });
    },
  },
  ProcessNodes: {
    as: 'business',
    variables: { hierarchyId: '1', parentId: '2' },
    check: (data) => {
      const nodes = data.processNodes as { parentId: string }[];
      expect(nodes.length).toBeGreaterThan(0);
      for (const node of nodes) expect(node.parentId).toBe('2');
    },
  },
  ProcessTree: {
    as: 'reader',
    variables: { hierarchyId: '1' },
    expectError: 'NOT_FOUND',
  },
  SearchProcessNodes: {
    as: 'business',
    variables: { hierarchyId: '1', search: 'quality control' },
    check: (data) => {
      const nodes = data.searchProcessNodes as { isMatch: boolean; name: string }[];
      expect(nodes.some((node) => node.isMatch)).toBe(true);
      for (const node of nodes.filter((each) => each.isMatch)) expect(node.name).toMatch(/quality control/i);
    },
  },
  ProcessHierarchyExport: {
    as: 'business',
    variables: { hierarchyId: '1' },
    check: (data) => {
      const rows = data.processHierarchyExport as { levels: string[] }[];
      expect(rows[0]!.levels).toHaveLength(1);
      expect(rows.some((row) => row.levels.length === 3)).toBe(true);
    },
  },
  ProposedProcesses: {
    as: 'business',
    variables: { hierarchyId: '3' },
    check: (data) => expect((data.proposedProcesses as unknown[]).length).toBe(2),
  },
  ProcessMapping: {
    as: 'business',
    variables: { nodeId: '6' },
    check: (data) => {
      const mapping = data.processMapping as { mapped: { sectionId: string }[]; available: unknown[] };
      expect(mapping.mapped.map((section) => section.sectionId)).toEqual(
        expect.arrayContaining(['23', '24']),
      );
    },
  },
  AddProcessNode: {
    as: 'business',
    variables: { input: { hierarchyId: '1', parentId: '2', name: 'Campaign Review: Intake' } },
    expectError: 'BAD_USER_INPUT',
  },
  UpdateProcessNode: {
    as: 'business',
    variables: { input: { id: '4', name: 'Campaign Review: Second Review', description: 'Second look.' } },
    check: (data) =>
      expect(data.updateProcessNode).toMatchObject({
        message: 'Process updated successfully.',
        node: { id: '4', name: 'Campaign Review: Second Review' },
      }),
  },
  DeleteProcessNodes: {
    as: 'business',
    variables: { ids: ['3'] },
    check: (data) => expect(data.deleteProcessNodes).toEqual({ message: 'Processes deleted successfully.' }),
  },
  AcceptProposedProcess: {
    as: 'business',
    variables: { id: '1' },
    check: (data) =>
      expect(data.acceptProposedProcess).toEqual({
        message: 'Proposed process accepted into the hierarchy.',
      }),
  },
  DeleteProposedProcess: {
    as: 'reader',
    variables: { id: '2' },
    expectError: 'FORBIDDEN',
  },
  SetPrimaryHierarchy: {
    as: 'business',
    variables: { hierarchyId: null },
    expectError: 'BAD_USER_INPUT',
  },
  SubmitProcessMapping: {
    as: 'business',
    variables: { nodeId: '5', sectionIds: ['23'] },
    check: (data) =>
      expect(data.submitProcessMapping).toEqual({ message: 'Process mapping submitted successfully.' }),
  },
  DeleteProcessMapping: {
    as: 'business',
    variables: { nodeId: '6', sectionId: '26' },
    check: (data) =>
      expect(data.deleteProcessMapping).toEqual({ message: 'Process mapping deleted successfully.' }),
  },
  RemapProcessMappings: {
    as: 'business',
    variables: { fromNodeId: '6', toNodeId: '6' },
    expectError: 'BAD_USER_INPUT',
  },

  // Gaps and updates: business@'s seeded gap (law 5, section 23, requirement 180, company process 1, Deposit
  // Accounts); questions 1-6 of that line (1 with its sub-question 2; 6 is Add attachment), headers 1-2.
  GapsAndUpdates: {
    as: 'business',
    check: (data) => {
      const gaps = data.gapsAndUpdates as {
        businessLineName: string;
        requirementId: string;
        isSubmitted: boolean;
      }[];
      expect(gaps.length).toBeGreaterThanOrEqual(3);
      expect(gaps.map((gap) => gap.requirementId)).toEqual(expect.arrayContaining(['180', '183', '190']));
      const lists = data.gapsLists as { taskTypes: unknown[]; questionTypes: { name: string }[] };
      expect(lists.taskTypes.length).toBeGreaterThan(0);
      expect(lists.questionTypes.map((type) => type.name)).toContain('Add attachment');
    },
  },
  GapWork: {
    as: 'business',
    variables: { gap: { lawId: '5', sectionId: '23', requirementId: '180', companyProcessId: '1' } },
    check: (data) => expect(data.gapsActionPlans).toEqual(expect.any(Array)),
  },
  QuestionnaireAnswers: {
    as: 'business',
    variables: {
      gap: { lawId: '5', sectionId: '23', requirementId: '180', companyProcessId: '1' },
      businessLineId: '1',
    },
    check: (data) => {
      const questions = data.gapsQuestions as {
        parentQuestionId: string | null;
        triggerAnswer: string | null;
      }[];
      expect(
        questions.some((question) => question.parentQuestionId && question.triggerAnswer === 'Yes'),
      ).toBe(true);
      expect(data.gapsAnswers).toMatchObject({ isSubmitted: false });
    },
  },
  // Client change management's own questionnaire of Consumer Lending (the same operations with set).
  GapsQuestionnaire: {
    as: 'business',
    variables: { set: 'CLIENT_CHANGE_MANAGEMENT', businessLineId: '2' },
    check: (data) => {
      expect(data.gapsQuestionHeaders).toEqual([expect.objectContaining({ header: 'Change Impact' })]);
      expect((data.gapsLists as { questionTypes: unknown[] }).questionTypes.length).toBeGreaterThan(0);
    },
  },
  GapsSubQuestions: {
    as: 'business',
    variables: { questionId: '1' },
    check: (data) =>
      expect(data.gapsSubQuestions).toEqual([expect.objectContaining({ id: '2', triggerAnswer: 'Yes' })]),
  },
  SubmitGapsAnswers: {
    as: 'business',
    variables: {
      gap: { lawId: '5', sectionId: '23', requirementId: '180', companyProcessId: '1' },
      answers: [{ questionId: '1', answer: 'Yes' }],
      submit: false,
    },
    check: (data) => expect(data.submitGapsAnswers).toEqual({ message: 'Answers saved as draft.' }),
  },
  SaveGapsActionPlan: {
    as: 'business',
    variables: {
      input: {
        gap: { lawId: '5', sectionId: '23', requirementId: '180', companyProcessId: '1' },
        taskTypeId: '1',
        taskStatusId: '1',
        description: 'Write the missing procedure',
        dueDate: '2027-01-31',
      },
    },
    check: (data) =>
      expect(data.saveGapsActionPlan).toMatchObject({ message: 'Action plan saved successfully.' }),
  },
  DeleteGapsActionPlan: {
    as: 'business',
    variables: { id: '999999' },
    expectError: 'NOT_FOUND',
  },
  GapsFileDownload: {
    as: 'business',
    variables: { kind: 'QUESTION', fileId: '1' },
    check: (data) =>
      expect((data.gapsFileDownload as { download: { url: string } }).download.url).toMatch(/^\/files\//),
  },
  DeleteGapsFile: {
    as: 'business',
    variables: { kind: 'STEP', fileId: '999999' },
    expectError: 'NOT_FOUND',
  },
  SaveGapsListEntry: {
    as: 'business',
    variables: { kind: 'TASK_STATUS', name: 'in progress' },
    expectError: 'BAD_USER_INPUT',
  },
  DeleteGapsListEntry: {
    as: 'business',
    variables: { kind: 'TASK_TYPE', id: '5' },
    check: (data) => expect(data.deleteGapsListEntry).toEqual({ message: 'Deleted successfully.' }),
  },
  SaveGapsQuestionHeaders: {
    as: 'business',
    variables: {
      businessLineId: '1',
      headers: [
        { id: '1', header: 'Gap Assessment' },
        { id: '2', header: 'gap assessment' },
      ],
    },
    expectError: 'BAD_USER_INPUT',
  },
  DeleteGapsQuestionHeader: {
    as: 'business',
    variables: { id: '999999' },
    expectError: 'NOT_FOUND',
  },
  SaveGapsQuestion: {
    as: 'business',
    variables: {
      input: {
        headerId: '2',
        question: 'Who owns the fix?',
        questionTypeId: '2',
        questionType: 'Text',
        options: [],
      },
    },
    check: (data) => expect(data.saveGapsQuestion).toMatchObject({ question: 'Who owns the fix?' }),
  },
  DeleteGapsQuestion: {
    as: 'reader',
    variables: { id: '3' },
    expectError: 'FORBIDDEN',
  },

  // Client change management: business@'s seeded changes 1-6 (sections 12 and 13 of Consumer Lending, company
  // processes 11, 13, 15); changed requirements 1-3 belong to change 1, 4-6 to change 2.
  AssessChange: {
    as: 'business',
    variables: { businessLineId: '2' },
    check: (data) => {
      const laws = data.changedLaws as { businessLineName: string; processes: number }[];
      expect(laws.length).toBeGreaterThan(0);
      for (const law of laws) expect(law.businessLineName).toBe('Consumer Lending');
      expect((data.changeWorkQueue as unknown[]).length).toBeGreaterThan(0);
    },
  },
  ChangedLawProcesses: {
    as: 'business',
    variables: { sectionId: '12', businessLineId: '2' },
    check: (data) => expect((data.changedLawProcesses as unknown[]).length).toBe(3),
  },
  ClientChange: {
    as: 'business',
    variables: { id: '1' },
    check: (data) => {
      const detail = data.clientChange as { requirements: { changeStatus: string }[]; processes: unknown[] };
      expect(detail.requirements.map((requirement) => requirement.changeStatus)).toContain('New');
      expect(detail.processes.length).toBeGreaterThan(0);
    },
  },
  RequirementSignatures: {
    as: 'business',
    variables: { requirementChangeId: '1' },
    check: (data) =>
      expect((data.requirementSignatures as { current: { id: string }[] }).current).toEqual([
        expect.objectContaining({ id: '11' }),
      ]),
  },
  UpdateProposedRequirement: {
    as: 'business',
    variables: { input: { id: '4', decision: 'Updated', proposedRequirement: '  ' } },
    expectError: 'BAD_USER_INPUT',
  },
  SubmitChanges: {
    as: 'business',
    variables: { changeId: '2' },
    expectError: 'BAD_USER_INPUT',
  },
  AcceptChangedLaw: {
    as: 'reader',
    variables: { changeId: '2' },
    expectError: 'FORBIDDEN',
  },
  SaveRequirementMapping: {
    as: 'business',
    variables: { requirementChangeId: '5', companyProcessIds: ['13'], submit: false },
    check: (data) =>
      expect(data.saveRequirementMapping).toEqual({ message: 'Requirement mapping saved as draft.' }),
  },
  CustomPricingRequests: {
    as: 'admin',
    check: (data) =>
      expect((data.customPricingRequests as { email: string }[]).map((row) => row.email)).toContain(
        'alex@lakesidecu.test',
      ),
  },
};
