import { MESSAGES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesDialog, UNSAVED_CHANGES_MESSAGE } from '../components/unsaved-changes-dialog';
import { businessMenu, lawyerMenu, sessionFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render-route';
import { useRequireSelectedLaw } from './use-require-selected-law';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import {
  BUSINESS_CLICKED_KEY,
  INDUSTRY_BUSINESS_DATA_KEY,
  readSelectedLaw,
  resetMenuSelection,
  saveSelectedLaw,
  SELECTED_LAW_KEY,
} from './workflow-selection';

const DEFINE = '/legal-module/defineBusinessRequirements';

function WorkflowScreen() {
  const law = useRequireSelectedLaw();
  return <p>{law ? `Working on ${law.lawIds.join(', ')} at step ${law.tabIndex}` : 'Leaving'}</p>;
}

const lawRoutes = [
  { path: DEFINE, element: <WorkflowScreen /> },
  { path: '/business-module/business-module', element: <h1>Business module</h1> },
  { path: '/legal-module/legal-dashboard', element: <h1>Legal dashboard</h1> },
];

describe('the selected law', () => {
  it('reads selectedLawDetail from sessionStorage, and nothing unreadable or without laws', () => {
    expect(readSelectedLaw()).toBeNull();
    sessionStorage.setItem(SELECTED_LAW_KEY, '{not json');
    expect(readSelectedLaw()).toBeNull();
    sessionStorage.setItem(
      SELECTED_LAW_KEY,
      JSON.stringify({ tabIndex: 4, requirementCount: 2, lawIds: [] }),
    );
    expect(readSelectedLaw()).toBeNull();
    saveSelectedLaw({ tabIndex: 4, requirementCount: 2, lawIds: ['17'] });
    expect(readSelectedLaw()).toEqual({ tabIndex: 4, requirementCount: 2, lawIds: ['17'] });
    sessionStorage.setItem(SELECTED_LAW_KEY, JSON.stringify({ tabIndex: '5', lawIds: [9, 10] }));
    expect(readSelectedLaw()).toEqual({ tabIndex: 5, requirementCount: 0, lawIds: ['9', '10'] });
  });

  it('lets a workflow screen open with a selected law', async () => {
    saveSelectedLaw({ tabIndex: 4, requirementCount: 1, lawIds: ['17'] });
    const { location } = renderRoutes(lawRoutes, { path: DEFINE });
    expect(await screen.findByText('Working on 17 at step 4')).toBeTruthy();
    expect(location()).toBe(DEFINE);
  });

  it("says 'Please select a Law.' (Required!) without one and goes to the business module when the menu has it", async () => {
    const menu = [...businessMenu, ...lawyerMenu];
    const { location } = renderRoutes(lawRoutes, { path: DEFINE, session: sessionFixture({ menu }) });
    expect(await screen.findByRole('heading', { name: 'Business module' })).toBeTruthy();
    expect(location()).toBe('/business-module/business-module');
    expect(await screen.findByText(MESSAGES.selectLaw)).toBeTruthy();
    expect(screen.getByText('Required!')).toBeTruthy();
  });

  it('sends legal staff, whose menu has no business module, to the legal dashboard instead', async () => {
    const { location } = renderRoutes(lawRoutes, { path: DEFINE });
    expect(await screen.findByRole('heading', { name: 'Legal dashboard' })).toBeTruthy();
    expect(location()).toBe('/legal-module/legal-dashboard');
    expect(await screen.findByText(MESSAGES.selectLaw)).toBeTruthy();
  });

  it('is forgotten by a menu reset, with businessClicked and industryBusinessData', () => {
    saveSelectedLaw({ tabIndex: 1, requirementCount: 0, lawIds: ['1'] });
    sessionStorage.setItem(BUSINESS_CLICKED_KEY, 'true');
    localStorage.setItem(INDUSTRY_BUSINESS_DATA_KEY, '{"industry":1}');
    localStorage.setItem('lexbridge.idleDeadline', '1');
    resetMenuSelection();
    expect(sessionStorage.getItem(SELECTED_LAW_KEY)).toBeNull();
    expect(sessionStorage.getItem(BUSINESS_CLICKED_KEY)).toBeNull();
    expect(localStorage.getItem(INDUSTRY_BUSINESS_DATA_KEY)).toBeNull();
    expect(localStorage.getItem('lexbridge.idleDeadline')).toBe('1');
  });
});

function EditScreen({ readOnly = false }: { readOnly?: boolean }) {
  const [saved, setSaved] = useState(true);
  const guard = useUnsavedChangesGuard({ saved, readOnly });
  const navigate = useNavigate();
  return (
    <>
      <h1>Define requirements</h1>
      <p>Guard {guard.active ? 'on' : 'off'}</p>
      <button type="button" onClick={() => setSaved(false)}>
        Edit
      </button>
      <button type="button" onClick={() => setSaved(true)}>
        Save
      </button>
      <Link to="/extracts">Extracts</Link>
      <button type="button" onClick={() => void navigate('/login')}>
        Sign out
      </button>
      <UnsavedChangesDialog guard={guard} />
    </>
  );
}

const editRoutes = (readOnly = false) => [
  { path: DEFINE, element: <EditScreen readOnly={readOnly} /> },
  { path: '/extracts', element: <h1>Extracts</h1> },
  { path: '/login', element: <h1>Sign in</h1> },
];

const editor = sessionFixture({ editableRoutes: [DEFINE] });

describe('the unsaved-changes guard', () => {
  it('asks before leaving unsaved changes: No stays, Yes leaves', async () => {
    const { user, location } = renderRoutes(editRoutes(), { path: DEFINE, session: editor });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Guard on')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Extracts' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(UNSAVED_CHANGES_MESSAGE)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe(DEFINE);

    await user.click(screen.getByRole('link', { name: 'Extracts' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Extracts' })).toBeTruthy();
    expect(location()).toBe('/extracts');
  });

  it('lets saved data go without asking', async () => {
    const { user, location } = renderRoutes(editRoutes(), { path: DEFINE, session: editor });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Extracts' }));
    await waitFor(() => expect(location()).toBe('/extracts'));
  });

  it('does not apply without edit permission on the route', async () => {
    const { user, location } = renderRoutes(editRoutes(), {
      path: DEFINE,
      session: sessionFixture({ editableRoutes: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Guard off')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Extracts' }));
    await waitFor(() => expect(location()).toBe('/extracts'));
  });

  it('does not apply to a read-only page', async () => {
    const { user, location } = renderRoutes(editRoutes(true), { path: DEFINE, session: editor });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Guard off')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Extracts' }));
    await waitFor(() => expect(location()).toBe('/extracts'));
  });

  it('never holds up signing out', async () => {
    const { user, location } = renderRoutes(editRoutes(), { path: DEFINE, session: editor });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
