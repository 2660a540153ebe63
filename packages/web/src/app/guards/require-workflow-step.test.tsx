import { STEP_BLOCKED_MESSAGES, MESSAGES } from '@lexbridge/rules';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessMenu, lawyerMenu, sessionFixture } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render-route';
import { saveSelectedChangedLaw, saveSelectedLaw } from '../../lib/workflow-selection';
import {
  RequireBusinessModuleLaw,
  RequireChangeManagementStep,
  RequireLegalStep,
} from './require-workflow-step';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', async (importOriginal) => ({ ...(await importOriginal<object>()), notify }));

const APPROVE = '/legal-module/approveBusinessRequirements';
const MAP = '/legal-module/mapLawToBusinessProcesses';

const routes = [
  {
    element: <RequireLegalStep step="approveBusinessRequirements" />,
    children: [{ path: APPROVE, element: <h1>Approve</h1> }],
  },
  {
    element: <RequireLegalStep step="mapLawToBusinessProcesses" />,
    children: [{ path: MAP, element: <h1>Map</h1> }],
  },
  {
    element: <RequireChangeManagementStep step="mapBusinessRequirements" />,
    children: [{ path: '/change-management/mapBusinessRequirements', element: <h1>Map requirements</h1> }],
  },
  {
    element: <RequireChangeManagementStep step="confirmLawRequirements" />,
    children: [{ path: '/change-management/confirmLawRequirements', element: <h1>Confirm</h1> }],
  },
  {
    element: <RequireBusinessModuleLaw />,
    children: [{ path: '/business-module/validate', element: <h1>Validate</h1> }],
  },
  { path: '/legal-module/legal-dashboard', element: <h1>Dashboard</h1> },
  { path: '/business-module/business-module', element: <h1>Business module</h1> },
  { path: '/change-management/newLaw', element: <h1>New law</h1> },
];

const toastText = () => notify.mock.calls.map(([toast]) => (toast as { description: string }).description);

describe('the workflow step gating', () => {
  beforeEach(() => {
    sessionStorage.clear();
    notify.mockClear();
  });

  it('opens the approve step from tab index 6', async () => {
    saveSelectedLaw({ tabIndex: 6, requirementCount: 2, lawIds: ['1'] });
    renderRoutes(routes, { path: APPROVE });
    expect(await screen.findByRole('heading', { name: 'Approve' })).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('blocks approve below 6 and map without requirements: an error toast and the dashboard', async () => {
    saveSelectedLaw({ tabIndex: 5, requirementCount: 0, lawIds: ['1'] });
    const { location } = renderRoutes(routes, { path: APPROVE });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(location()).toBe('/legal-module/legal-dashboard');
    renderRoutes(routes, { path: MAP });
    await waitFor(() =>
      expect(toastText()).toEqual([
        STEP_BLOCKED_MESSAGES.approveBusinessRequirements,
        STEP_BLOCKED_MESSAGES.mapLawToBusinessProcesses,
      ]),
    );
  });

  it("sends a user without a selected law to the business module with 'Please select a Law.'", async () => {
    renderRoutes(routes, {
      path: APPROVE,
      session: sessionFixture({ menu: [...businessMenu, ...lawyerMenu] }),
    });
    expect(await screen.findByRole('heading', { name: 'Business module' })).toBeTruthy();
    expect(toastText()).toEqual([MESSAGES.selectLaw]);
  });

  it('sends legal staff without a selected law to the legal dashboard: their menu has no business module', async () => {
    const { location } = renderRoutes(routes, { path: APPROVE });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/legal-module/legal-dashboard');
    expect(toastText()).toEqual([MESSAGES.selectLaw]);
  });

  it('gates change management by tab index, letting a Decommissioned change through', async () => {
    saveSelectedChangedLaw({ status: 'Amended', tabIndex: 1 });
    renderRoutes(routes, { path: '/change-management/confirmLawRequirements' });
    expect(await screen.findByRole('heading', { name: 'New law' })).toBeTruthy();
    expect(toastText()).toEqual(['Please complete the on-going process by clicking on submit.']);
    saveSelectedChangedLaw({ status: 'Decommissioned', tabIndex: 0 });
    renderRoutes(routes, { path: '/change-management/confirmLawRequirements' });
    expect(await screen.findByRole('heading', { name: 'Confirm' })).toBeTruthy();
  });

  it('needs a law with requirements in the business module', async () => {
    saveSelectedLaw({ tabIndex: 0, requirementCount: 0, lawIds: ['4'] });
    renderRoutes(routes, {
      path: '/business-module/validate',
      session: sessionFixture({ menu: businessMenu }),
    });
    expect(await screen.findByRole('heading', { name: 'Business module' })).toBeTruthy();
    expect(toastText()).toEqual(['A law requirement is required to submit.']);
  });

  it('judges the next step afresh when the user moves from one legal step to another', async () => {
    saveSelectedLaw({ tabIndex: 5, requirementCount: 2, lawIds: ['1'] });
    const { router, location } = renderRoutes(routes, { path: MAP });
    expect(await screen.findByRole('heading', { name: 'Map' })).toBeTruthy();
    await act(() => router.navigate(APPROVE));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/legal-module/legal-dashboard');
    expect(toastText()).toEqual([STEP_BLOCKED_MESSAGES.approveBusinessRequirements]);
  });

  it('judges the next step afresh when the user moves from one change-management step to another', async () => {
    saveSelectedChangedLaw({ status: 'Amended', tabIndex: 1 });
    const { router, location } = renderRoutes(routes, { path: '/change-management/mapBusinessRequirements' });
    expect(await screen.findByRole('heading', { name: 'Map requirements' })).toBeTruthy();
    await act(() => router.navigate('/change-management/confirmLawRequirements'));
    expect(await screen.findByRole('heading', { name: 'New law' })).toBeTruthy();
    expect(location()).toBe('/change-management/newLaw');
    expect(toastText()).toEqual(['Please complete the on-going process by clicking on submit.']);
  });
});
