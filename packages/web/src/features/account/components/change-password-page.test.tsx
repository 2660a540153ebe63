import { LEXBRIDGE_MESSAGES, MESSAGES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gqlError, mockBff } from '../../../testing/bff';
import { lawyerMenu, sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const editor = () => sessionFixture({ editableRoutes: ['/legal-module/legal-dashboard', '/changePassword'] });

async function openChangePassword(options: Parameters<typeof mockBff>[0] = {}) {
  const bff = mockBff({ session: editor(), ...options });
  const app = renderApp('/changePassword');
  await screen.findByRole('heading', { name: 'Change Password' });
  return { ...app, bff };
}

type User = ReturnType<typeof renderApp>['user'];

async function fill(user: User, values: { old?: string; next?: string; confirm?: string }) {
  for (const [label, value] of [
    [/^Old Password/, values.old],
    [/^New Password/, values.next],
    [/^Confirm Password/, values.confirm],
  ] as const) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Change Password' }));
const alertText = () => screen.getByRole('alert').textContent;

describe('Change Password', () => {
  it('is refused without edit permission on /changePassword', async () => {
    mockBff({ session: sessionFixture() });
    const { location } = renderApp('/changePassword');
    expect(await screen.findByText(MESSAGES.unauthorizedPage)).toBeTruthy();
    expect(location()).toBe('/unauthorized');
  });

  it('is refused when the menu does not hold it, editable or not', async () => {
    const menu = (lawyerMenu as unknown as { routerLink: string | null }[]).filter(
      (item) => item.routerLink !== '/changePassword',
    ) as unknown as typeof lawyerMenu;
    mockBff({ session: sessionFixture({ menu, editableRoutes: ['/changePassword'] }) });
    const { location } = renderApp('/changePassword');
    await waitFor(() => expect(location()).toBe('/unauthorized'));
  });

  it(
    "checks in the spec's order and shows the live hints of the change-password rules",
    { timeout: 60_000 },
    async () => {
      const { user, bff } = await openChangePassword();
      const checklist = within(screen.getByTestId('password-checklist'));
      expect(checklist.getAllByRole('listitem').map((item) => item.getAttribute('data-check'))).toEqual([
        'length',
        'case',
        'special',
        'match',
      ]);

      await submit(user);
      await waitFor(() => expect(alertText()).toContain(MESSAGES.changePasswordRequired));

      await fill(user, { old: 'Demo#2026', next: 'Short#1' });
      await submit(user);
      await waitFor(() => expect(alertText()).toContain(MESSAGES.changePasswordRequired));

      await fill(user, { old: 'Demo#2026', next: 'Short#1', confirm: 'Short#2' });
      await submit(user);
      await waitFor(() => expect(alertText()).toContain(MESSAGES.changePasswordMismatch));

      await fill(user, { old: 'Demo#2026', next: 'Short#1', confirm: 'Short#1' });
      await submit(user);
      await waitFor(() => expect(alertText()).toContain(LEXBRIDGE_MESSAGES.passwordLength));

      // ';' is not one of the change-password characters (! @ # $ % ^ *).
      await fill(user, { old: 'Demo#2026', next: 'Longer;pass1', confirm: 'Longer;pass1' });
      const state = (id: string) =>
        screen
          .getByTestId('password-checklist')
          .querySelector(`[data-check="${id}"]`)
          ?.getAttribute('data-ok');
      expect([state('length'), state('case'), state('special'), state('match')]).toEqual([
        'false',
        'true',
        'false',
        'true',
      ]);
      await submit(user);
      await waitFor(() => expect(alertText()).toContain(LEXBRIDGE_MESSAGES.passwordCharacters));
      expect(bff.calls('ChangePassword')).toHaveLength(0);
    },
  );

  it("changes the password, goes home, then says 'Password was changed successfully'", async () => {
    const { user, bff, location } = await openChangePassword();
    await fill(user, { old: 'Demo#2026', next: 'Brand#New2026', confirm: 'Brand#New2026' });
    await submit(user);

    await waitFor(() => expect(location()).toBe('/legal-module/legal-dashboard'));
    expect(await screen.findByText(MESSAGES.changePasswordSuccess)).toBeTruthy();
    expect(screen.getByText('Success!')).toBeTruthy();
    expect(bff.calls('ChangePassword')[0]?.variables).toEqual({
      input: { oldPassword: 'Demo#2026', newPassword: 'Brand#New2026', confirmPassword: 'Brand#New2026' },
    });
    expect(bff.calls('ChangePassword')[0]?.route).toBe('/changePassword');
  });

  it("titles the catalogue's falsy answer 'Unsuccessful!'", async () => {
    const { user, location } = await openChangePassword({
      changePassword: { errors: [gqlError('UPSTREAM_ERROR', MESSAGES.changePasswordFailed)] },
    });
    await fill(user, { old: 'Demo#2026', next: 'Brand#New2026', confirm: 'Brand#New2026' });
    await submit(user);
    expect(await screen.findByText('Unsuccessful!')).toBeTruthy();
    expect(screen.getByText(MESSAGES.changePasswordFailed)).toBeTruthy();
    expect(location()).toBe('/changePassword');
  });

  it("titles the catalogue's own message 'Error!'", async () => {
    const message = 'The old password is incorrect.';
    const { user } = await openChangePassword({
      changePassword: { errors: [gqlError('BAD_USER_INPUT', 'Invalid input.', { oldPassword: message })] },
    });
    await fill(user, { old: 'Wrong#2026', next: 'Brand#New2026', confirm: 'Brand#New2026' });
    await submit(user);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Error!')).toBeTruthy();
  });
});
