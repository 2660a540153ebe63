import { describe, expect, it } from 'vitest';
import {
  breadcrumbBarHeight,
  canAccessRoute,
  homePath,
  isEditableRoute,
  isLegalModulePath,
  isStepperBreadcrumb,
  openableMenu,
  type MenuNode,
  workspaceModeOf,
} from '../index.js';

const menu: MenuNode[] = [
  {
    routerLink: null,
    subMenus: [
      {
        routerLink: '/legal-module/legal-dashboard',
        breadcrumbs: [{ routerLink: '/legal-module/defineBusinessRequirements' }],
      },
    ],
  },
  { routerLink: '/extracts' },
];

describe('menu access', () => {
  it('grants top-level, sub-menu and breadcrumb routes', () => {
    expect(canAccessRoute(menu, '/extracts')).toBe(true);
    expect(canAccessRoute(menu, '/legal-module/legal-dashboard')).toBe(true);
    expect(canAccessRoute(menu, '/legal-module/defineBusinessRequirements?lawId=3')).toBe(true);
    expect(canAccessRoute(menu, 'extracts/')).toBe(true);
  });

  it('denies anything else, and everything without a menu', () => {
    expect(canAccessRoute(menu, '/hmda/field-master')).toBe(false);
    expect(canAccessRoute([], '/extracts')).toBe(false);
    expect(canAccessRoute(null, '/extracts')).toBe(false);
  });
});

describe('edit permission', () => {
  it('needs the route in the editable list', () => {
    expect(isEditableRoute(['/extracts'], '/extracts')).toBe(true);
    expect(isEditableRoute(['/extracts'], '/changePassword')).toBe(false);
    expect(isEditableRoute([], '/extracts')).toBe(false);
  });
});

describe('homePath', () => {
  it('is the first entry with a link, depth first', () => {
    expect(homePath(menu)).toBe('/legal-module/legal-dashboard');
  });
  it('falls back to the legal quick search', () => {
    expect(homePath([{ routerLink: null, subMenus: [] }])).toBe('/legal-module/hierarchy-search');
    expect(homePath(undefined)).toBe('/legal-module/hierarchy-search');
  });
});

describe('shell rules', () => {
  it('styles process types 1, 57, 10 and 59 as a stepper', () => {
    expect([1, 57, 10, 59, '57'].every(isStepperBreadcrumb)).toBe(true);
    expect(isStepperBreadcrumb(58)).toBe(false);
  });
  it('sizes the breadcrumb bar', () => {
    expect(breadcrumbBarHeight(40)).toBe(105);
    expect(breadcrumbBarHeight(100)).toBe(105);
    expect(breadcrumbBarHeight(101)).toBe(131);
  });
  it('tells legal from business mode', () => {
    expect(isLegalModulePath('/legal-module/hierarchy-search')).toBe(true);
    expect(isLegalModulePath('/business-module/business-module')).toBe(false);
  });
  it('shows a mode only inside the legal and business modules', () => {
    expect(workspaceModeOf('/legal-module/defineBusinessRequirements')).toBe('legal');
    expect(workspaceModeOf('/Business-Module/business-module?x=1')).toBe('business');
    for (const path of [
      '/change-management/newLaw',
      '/extracts',
      '/changePassword',
      '/hmda/field-master',
      '/',
    ])
      expect(workspaceModeOf(path)).toBeNull();
  });
  it('leaves out the permission-guarded entries the user may not edit, and groups left empty', () => {
    interface Entry extends MenuNode {
      label: string;
      subMenus?: Entry[];
    }
    const catalogue: Entry[] = [
      {
        label: 'Legal',
        routerLink: null,
        subMenus: [{ label: 'Dashboard', routerLink: '/legal-module/legal-dashboard' }],
      },
      { label: 'Reports', routerLink: null, subMenus: [{ label: 'Extracts', routerLink: 'extracts' }] },
      { label: 'Change Password', routerLink: '/changePassword', subMenus: [] },
      {
        label: 'Tools',
        routerLink: '/tools',
        breadcrumbs: [{ routerLink: '/extracts' }, { routerLink: '/tools/a' }],
      },
    ];
    const reader = openableMenu(catalogue, []);
    expect(reader.map((item) => item.label)).toEqual(['Legal', 'Tools']);
    expect(reader[1]!.breadcrumbs).toEqual([{ routerLink: '/tools/a' }]);
    expect(canAccessRoute(reader, '/extracts')).toBe(false);
    const editor = openableMenu(catalogue, ['/Extracts', '/changePassword']);
    expect(editor.map((item) => item.label)).toEqual(['Legal', 'Reports', 'Change Password', 'Tools']);
    expect(canAccessRoute(editor, '/extracts')).toBe(true);
  });
});
