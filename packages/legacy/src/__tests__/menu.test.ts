import { ADMINISTRATION_ROUTES } from '../seed/administration-seed.js';
import { ADMINISTRATION_MORE_ROUTES } from '../seed/administration-more-seed.js';
import { describe, expect, it } from 'vitest';
import { MENU_IDS, ROUTES, type DemoUser } from '../index.js';
import type { Envelope } from '../http/envelope.js';
import type { InboxCountDto } from '../modules/inbox/inbox.repository.js';
import type { LoginProfile } from '../modules/account/profile.js';
import type { MenuItemDto } from '../modules/menu/menu.repository.js';
import { useCatalogue, type Session } from './helpers.js';
import { VALIDATOR_ROUTES } from '../seed/validator-seed.js';
import { BUSINESS_STEPS } from '../seed/business-seed.js';
import { HMDA_ROUTES } from '../seed/hmda-seed.js';
import { REPORTING_ROUTES } from '../seed/reporting-seed.js';
import { COMPLIANCE_TESTING_ROUTES } from '../seed/compliance-testing-seed.js';
import { RISK_ROUTES } from '../seed/risk-seed.js';
import { GAPS_MENU_ITEMS } from '../seed/gaps-seed.js';

const VALIDATOR_SETUP_LINKS = [
  ROUTES.validatorResults,
  ROUTES.pipelineRuns,
  ROUTES.validatorEntities,
  ROUTES.headerMapping,
  ROUTES.clientFile,
  ROUTES.headerApprovals,
  ROUTES.setupReference,
  ROUTES.systemFieldMapping,
  ROUTES.requirementFields,
];

const catalogue = useCatalogue();

async function menusOf(session: Session): Promise<MenuItemDto[]> {
  const { status, body } = await catalogue.client.get<Envelope<MenuItemDto[]>>('/api/menu/getAllMenus', {
    token: session.accessToken,
    params: { UserId: session.userId },
  });
  expect(status).toBe(200);
  expect(body.Message).toBe('Success');
  return body.Result;
}

const labels = (items: MenuItemDto[]) => items.map((item) => item.label);
const links = (items: MenuItemDto[]): string[] =>
  items.flatMap((item) => [...(item.routerLink ? [item.routerLink] : []), ...links(item.subMenus)]);

describe('GET api/menu/getAllMenus', () => {
  it('gives the admin the whole tree, groups first-level with their entries', async () => {
    const menu = await menusOf(await catalogue.client.login('admin@lexbridge.test'));
    expect(labels(menu)).toEqual([
      'Legal',
      'Business',
      'Change Management',
      'Validator Maintenance',
      'HMDA',
      'Validator Setup',
      'Extracts',
      'Change Password',
      'Risk',
      'Compliance Testing',
      'Administration',
      'Reporting',
    ]);
    expect(links(menu).sort()).toEqual(
      [
        ROUTES.legalDashboard,
        ROUTES.hierarchySearch,
        ROUTES.businessModule,
        ROUTES.newLaw,
        ROUTES.messageTypes,
        ROUTES.hmdaFieldMaster,
        ROUTES.extracts,
        ROUTES.changePassword,
        // The validator maintenance screens (seed validator-v1).
        ...Object.values(VALIDATOR_ROUTES).filter((route) => route !== ROUTES.messageTypes),
        // The administration screens (seed administration-v1).
        ...Object.values(ADMINISTRATION_ROUTES),
        ...Object.values(ADMINISTRATION_MORE_ROUTES).filter(
          (route) => route !== ADMINISTRATION_MORE_ROUTES.searchHistory,
        ),
        // The HMDA screens (seed hmda-v1).
        ...Object.values(HMDA_ROUTES).filter((route) => route !== ROUTES.hmdaFieldMaster),
        // Validator setup and results, and system field mapping.
        ...VALIDATOR_SETUP_LINKS,
        // The reporting screens (seed reporting-v1).
        ...Object.values(REPORTING_ROUTES),
        // The compliance testing screens (seed compliance-testing-v1).
        ...Object.values(COMPLIANCE_TESTING_ROUTES),
        // The risk screens (seed risk-v1).
        ...Object.values(RISK_ROUTES),
        // Process hierarchy, gaps and updates and assess change (seed gaps-v1).
        ...GAPS_MENU_ITEMS.map((item) => item.routerLink),
      ].sort(),
    );
    const legal = menu[0];
    expect(legal).toMatchObject({
      id: MENU_IDS.legal,
      routerLink: null,
      image: 'gavel',
      counts: null,
      breadcrumbs: [],
    });
    expect(legal.subMenus[0]).toMatchObject({
      id: MENU_IDS.legalDashboard,
      label: 'Legal Dashboard',
      routerLink: ROUTES.legalDashboard,
      selectedIndex: 0,
      subMenus: [],
    });
    expect(legal.subMenus[0].breadcrumbs).toEqual([
      {
        id: 1,
        label: 'Identify Duplicate Laws',
        routerLink: ROUTES.identifyDuplicateLaws,
        moduleName: 'legal-module',
      },
      { id: 57, label: 'Combine Laws', routerLink: ROUTES.combineLaws, moduleName: 'legal-module' },
      {
        id: 10,
        label: 'Define Business Requirements',
        routerLink: ROUTES.defineBusinessRequirements,
        moduleName: 'legal-module',
      },
      {
        id: 58,
        label: 'Map Law To Business Processes',
        routerLink: ROUTES.mapLawToBusinessProcesses,
        moduleName: 'legal-module',
      },
      {
        id: 59,
        label: 'Approve Business Requirements',
        routerLink: ROUTES.approveBusinessRequirements,
        moduleName: 'legal-module',
      },
    ]);
  });

  it('gives each user only their entries, and a group only when something in it is visible', async () => {
    const lawyer = await menusOf(await catalogue.client.login('lawyer@lexbridge.test'));
    expect(labels(lawyer)).toEqual([
      'Legal',
      'Change Management',
      'Extracts',
      'Change Password',
      'Reporting',
    ]);
    expect(labels(lawyer[0].subMenus)).toEqual(['Legal Dashboard', 'Hierarchy Search']);

    const business = await menusOf(await catalogue.client.login('business@lexbridge.test'));
    expect(labels(business)).toEqual([
      'Business',
      'Validator Setup',
      'Extracts',
      'Change Password',
      'Risk',
      'Reporting',
    ]);
    expect(labels(business[1].subMenus)).toEqual([
      'Validator Results',
      'Pipeline Runs',
      'Client File Upload',
      'System Field Mapping',
      'Requirement Field Mapping',
    ]);

    const reader = await menusOf(await catalogue.client.login('reader@lexbridge.test'));
    expect(labels(reader)).toEqual(['Legal', 'Business', 'Extracts', 'Reporting']);
    expect(links(reader)).toEqual([
      ROUTES.legalDashboard,
      ROUTES.hierarchySearch,
      ROUTES.businessModule,
      ...GAPS_MENU_ITEMS.map((item) => item.routerLink),
      ROUTES.extracts,
      REPORTING_ROUTES.reports,
      REPORTING_ROUTES.cra,
    ]);
  });

  it("carries the user's inbox counts on the entries that have one", async () => {
    const lawyer = await menusOf(await catalogue.client.login('lawyer@lexbridge.test'));
    expect(lawyer[0].subMenus[0].counts).toBe(7);
    // the change-management work queue's undecided changes (seed change-management-v1)
    expect(lawyer[1].subMenus[0]).toMatchObject({ routerLink: ROUTES.newLaw, counts: 17 });
    expect(lawyer[0].subMenus[1].counts).toBeNull();

    const reader = await menusOf(await catalogue.client.login('reader@lexbridge.test'));
    expect(reader[0].subMenus[0].counts).toBeNull();
  });

  it('is the same array the login answer carries as a JSON string', async () => {
    const session = await catalogue.client.login('business@lexbridge.test');
    expect(JSON.parse(session.token.menu)).toEqual(await menusOf(session));
  });
});

describe('editable routes (editableBreadCrumbs)', () => {
  const editable = async (email: DemoUser['email']) =>
    (await catalogue.client.login(email)).token.editableBreadCrumbs;

  it('gives the reader none', async () => {
    expect(await editable('reader@lexbridge.test')).toBe('');
  });

  it('gives the lawyer the legal workflow, extracts and change password', async () => {
    expect((await editable('lawyer@lexbridge.test')).split(',').sort()).toEqual(
      [
        ROUTES.legalDashboard,
        ROUTES.identifyDuplicateLaws,
        ROUTES.combineLaws,
        ROUTES.defineBusinessRequirements,
        ROUTES.mapLawToBusinessProcesses,
        ROUTES.approveBusinessRequirements,
        ROUTES.newLaw,
        ROUTES.extracts,
        ROUTES.changePassword,
      ].sort(),
    );
  });

  it("gives the business user the business routes and the client's validator screens", async () => {
    expect((await editable('business@lexbridge.test')).split(',').sort()).toEqual(
      [
        ROUTES.businessModule,
        ...BUSINESS_STEPS.map((step) => step.routerLink),
        ROUTES.changePassword,
        ROUTES.extracts,
        ROUTES.validatorResults,
        ROUTES.clientFile,
        ROUTES.systemFieldMapping,
        RISK_ROUTES.riskAssessment,
        RISK_ROUTES.riskReports,
        ...GAPS_MENU_ITEMS.map((item) => item.routerLink),
      ].sort(),
    );
  });

  it('gives the admin every route of the menu', async () => {
    const routes = (await editable('admin@lexbridge.test')).split(',');
    // Every screen of the menu: the demo menu's, the business steps, and every later seed's screens.
    expect(routes).toHaveLength(67);
    expect(routes).toEqual(expect.arrayContaining([...BUSINESS_STEPS.map((step) => step.routerLink)]));
    expect(routes).toEqual(
      expect.arrayContaining(
        Object.values(ADMINISTRATION_MORE_ROUTES).filter(
          (route) => route !== ADMINISTRATION_MORE_ROUTES.searchHistory,
        ),
      ),
    );
    expect(routes).toEqual(expect.arrayContaining(Object.values(COMPLIANCE_TESTING_ROUTES)));
    expect(routes).toEqual(expect.arrayContaining(Object.values(RISK_ROUTES)));
    expect(routes).toEqual(expect.arrayContaining(GAPS_MENU_ITEMS.map((item) => item.routerLink)));
    expect(routes).toEqual(expect.arrayContaining(VALIDATOR_SETUP_LINKS));
    expect(routes).toContain(ROUTES.hmdaFieldMaster);
  });
});

describe('GET business-laws/get-inbox_counts', () => {
  const counts = async (email: string) => {
    const session = await catalogue.client.login(email);
    const { status, body } = await catalogue.client.get<Envelope<InboxCountDto[]>>(
      '/business-laws/get-inbox_counts',
      {
        token: session.accessToken,
        params: { UserId: session.userId },
      },
    );
    expect(status).toBe(200);
    return body.Result;
  };

  it('lists the counts per menu entry', async () => {
    expect(await counts('lawyer@lexbridge.test')).toEqual([
      { MenuId: MENU_IDS.legalDashboard, RouterLink: ROUTES.legalDashboard, Count: 7 },
      { MenuId: MENU_IDS.newLaw, RouterLink: ROUTES.newLaw, Count: 17 },
    ]);
    expect(await counts('business@lexbridge.test')).toEqual([
      // Open (3), changed law (1), draft (2) and sent back (1): the laws waiting for business@.
      { MenuId: MENU_IDS.businessModule, RouterLink: ROUTES.businessModule, Count: 7 },
    ]);
  });

  it('is empty for users without an inbox', async () => {
    expect(await counts('reader@lexbridge.test')).toEqual([]);
    expect(await counts('admin@lexbridge.test')).toEqual([]);
  });
});

describe('GET api/Account/UserInfo', () => {
  it('answers the login fields without the token fields, with the same string quirks', async () => {
    const session = await catalogue.client.login('admin@lexbridge.test');
    const { status, body } = await catalogue.client.get<Envelope<LoginProfile>>('/api/Account/UserInfo', {
      token: session.accessToken,
    });
    expect(status).toBe(200);
    expect(body.Message).toBe('Success');
    const {
      access_token,
      token_type,
      expires_in,
      refresh_token,
      '.issued': issued,
      '.expires': expires,
      ...profile
    } = session.token;
    expect([access_token, token_type, expires_in, refresh_token, issued, expires].every(Boolean)).toBe(true);
    expect(body.Result).toEqual(profile);
    expect(body.Result.isAzimuth).toBe('True');
  });
});
