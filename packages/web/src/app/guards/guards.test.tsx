import { MESSAGES } from '@lexbridge/rules';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBff } from '../../testing/bff';
import { sessionFixture } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

describe('route guards', () => {
  it('sends a visitor without a session to /login, keeping the wanted page', async () => {
    mockBff({ session: null });
    const { location } = renderApp('/legal-module/legal-dashboard');
    await screen.findByRole('button', { name: 'Login' });
    expect(location()).toBe('/login?redirectTo=%2Flegal-module%2Flegal-dashboard');
  });

  it('sends / to /login without a session and to the home path with one', async () => {
    mockBff({ session: null });
    const signedOut = renderApp('/');
    await waitFor(() => expect(signedOut.location()).toBe('/login'));
    signedOut.unmount();

    mockBff({ session: sessionFixture() });
    const signedIn = renderApp('/');
    await waitFor(() => expect(signedIn.location()).toBe('/legal-module/legal-dashboard'));
  });

  it('sends a signed-in user away from /login to the home path', async () => {
    mockBff({ session: sessionFixture() });
    const { location } = renderApp('/login');
    await waitFor(() => expect(location()).toBe('/legal-module/legal-dashboard'));
  });

  it('opens a route of the menu (an entry or one of its breadcrumbs)', async () => {
    mockBff({ session: sessionFixture() });
    const { location } = renderApp('/legal-module/combineLaws');
    expect(await screen.findByRole('heading', { name: 'Workspace overview' })).toBeTruthy();
    expect(location()).toBe('/legal-module/combineLaws');
  });

  it('sends an unknown path to /not-found', async () => {
    mockBff({ session: sessionFixture() });
    const { location } = renderApp('/no-such-area/anything');
    expect(await screen.findByText(MESSAGES.notFoundPage)).toBeTruthy();
    expect(location()).toBe('/not-found');
  });

  it('sends an unknown screen inside an area to /not-found, not to /unauthorized', async () => {
    mockBff({ session: sessionFixture() });
    const { location } = renderApp('/legal-module/no-such-screen');
    expect(await screen.findByText(MESSAGES.notFoundPage)).toBeTruthy();
    expect(location()).toBe('/not-found');
  });

  it("treats a route of someone else's menu that the app has no screen for as not found", async () => {
    mockBff({ session: sessionFixture() });
    const { location } = renderApp('/risk-assessment/risk-rating');
    expect(await screen.findByText(MESSAGES.notFoundPage)).toBeTruthy();
    expect(location()).toBe('/not-found');
  });

  it('sends a screen the app has but the menu lacks to /unauthorized', async () => {
    mockBff({ session: sessionFixture() });
    const { location } = renderApp('/validator-maintenance/message-types');
    expect(await screen.findByText(MESSAGES.unauthorizedPage)).toBeTruthy();
    expect(location()).toBe('/unauthorized');
  });

  it('sends the empty admin path to the admin sign-in', async () => {
    mockBff({ session: null });
    const { location } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Administrator sign-in' });
    expect(location()).toBe('/admin-login');
  });

  it('lets anybody open the public pages: registration, password reset, single sign-on callback', async () => {
    mockBff({ session: null });
    const registration = renderApp('/user-registration');
    expect(await screen.findByRole('heading', { name: 'Subscribe to Lexbridge' })).toBeTruthy();
    expect(registration.location()).toBe('/user-registration');
    registration.unmount();

    const reset = renderApp('/forget-password?Token=a&Token2=b');
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeTruthy();
    expect(reset.location()).toBe('/forget-password?Token=a&Token2=b');
  });
});
