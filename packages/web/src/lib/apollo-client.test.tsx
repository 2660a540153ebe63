import { screen, waitFor } from '@testing-library/react';
import { LEXBRIDGE_MESSAGES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { gqlError, mockBff } from '../testing/bff';
import { sessionFixture } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { APP_VERSION_KEY } from './version-check';

describe('Apollo client', () => {
  it('tells the BFF which page every request comes from', async () => {
    const bff = mockBff({ session: sessionFixture() });
    renderApp('/legal-module/combineLaws');
    await screen.findByRole('heading', { name: 'Workspace overview' });
    await waitFor(() => expect(bff.calls('InboxCounts')).toHaveLength(1));
    expect(bff.calls('Session')[0]?.route).toBe('/legal-module/combineLaws');
    expect(bff.calls('InboxCounts')[0]?.route).toBe('/legal-module/combineLaws');
  });

  it('clears the cache and the stored app version and returns to /login on UNAUTHENTICATED', async () => {
    mockBff({
      session: sessionFixture(),
      inboxCounts: { errors: [gqlError('UNAUTHENTICATED', 'Your session has expired.')] },
    });
    localStorage.setItem(APP_VERSION_KEY, 'build-1');
    const { location, client } = renderApp('/extracts');

    await waitFor(() => expect(location()).toBe('/login?redirectTo=%2Fextracts'));
    await screen.findByRole('button', { name: 'Login' });
    // The sign-in page says why the user is there.
    expect(await screen.findByText(LEXBRIDGE_MESSAGES.sessionEnded)).toBeTruthy();
    // What the session loaded (the inbox counts at least) is gone from Apollo's cache.
    expect(
      Object.keys((client.cache.extract() as Record<string, object | undefined>).ROOT_QUERY ?? {}).filter(
        (key) => key !== '__typename',
      ),
    ).toEqual([]);
    // The stored app version goes with the session.
    expect(localStorage.getItem(APP_VERSION_KEY)).toBeNull();
  });

  it('sends an administrator whose session ends back to the admin sign-in page, saying why', async () => {
    mockBff({
      session: sessionFixture({ isAdmin: true }),
      inboxCounts: { errors: [gqlError('UNAUTHENTICATED', 'Your session has expired.')] },
    });
    const { location } = renderApp('/extracts');
    await waitFor(() => expect(location()).toBe('/admin-login'));
    expect(await screen.findByText(LEXBRIDGE_MESSAGES.sessionEnded)).toBeTruthy();
  });
});
