import { DISCLAIMER, MESSAGES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gqlError, mockBff } from '../../../testing/bff';
import { renderApp } from '../../../testing/render-app';

const LINK = '/forget-password?Token=tok-1&Token2=tok-2';

async function openReset(path = LINK, options: Parameters<typeof mockBff>[0] = {}) {
  const bff = mockBff(options);
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Reset password' });
  return { ...app, bff };
}

const update = () => screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement;
const checkState = (id: string) =>
  screen.getByTestId('password-checklist').querySelector(`[data-check="${id}"]`)?.getAttribute('data-ok');

async function fillPasswords(
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirmation = password,
) {
  await user.type(screen.getByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirmation);
}

describe('the reset-password page', () => {
  it('keeps Update Password disabled until every rule of the live checklist passes', async () => {
    const { user } = await openReset();
    expect(update().disabled).toBe(true);
    expect(screen.getByTestId('disclaimer').textContent).toContain(DISCLAIMER);
    expect(screen.getByRole('button', { name: 'Terms' })).toBeTruthy();
    const items = within(screen.getByTestId('password-checklist')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-check'))).toEqual([
      'length',
      'upper',
      'lower',
      'digit',
      'special',
      'match',
    ]);
    expect(items.every((item) => item.getAttribute('data-ok') === 'false')).toBe(true);

    const password = screen.getByLabelText(/^New Password/);
    await user.type(password, 'abcdefgh');
    expect([checkState('length'), checkState('lower'), checkState('upper')]).toEqual([
      'true',
      'true',
      'false',
    ]);
    await user.type(password, 'A1');
    expect([checkState('upper'), checkState('digit'), checkState('special')]).toEqual([
      'true',
      'true',
      'false',
    ]);
    // ';' is special on the reset page (not on Change Password).
    await user.type(password, ';');
    expect(checkState('special')).toBe('true');
    expect(update().disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abcdefghA1');
    expect(checkState('match')).toBe('false');
    await user.type(screen.getByLabelText(/^Confirm Password/), ';');
    expect(checkState('match')).toBe('true');
    expect(update().disabled).toBe(false);
  });

  it("updates the password with the link's tokens and returns to /login with the catalogue's message", async () => {
    const { user, bff, location } = await openReset();
    await fillPasswords(user, 'NewPass#2026');
    await user.click(update());

    await waitFor(() => expect(location()).toBe('/login'));
    await screen.findByRole('button', { name: 'Login' });
    expect(await screen.findByText('Your password has been updated.')).toBeTruthy();
    expect(screen.getByText('Success!')).toBeTruthy();
    expect(bff.calls('ResetPassword')[0]?.variables).toEqual({
      input: { password: 'NewPass#2026', confirmPassword: 'NewPass#2026', token: 'tok-1', token2: 'tok-2' },
    });
  });

  it("returns to /login with the catalogue's refusal", async () => {
    const message = 'This reset link has expired.';
    const { user, location } = await openReset(LINK, {
      resetPassword: { errors: [gqlError('BAD_USER_INPUT', 'Invalid input.', { token: message })] },
    });
    await fillPasswords(user, 'NewPass#2026');
    await user.click(update());

    await waitFor(() => expect(location()).toBe('/login'));
    await screen.findByRole('button', { name: 'Login' });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Error!')).toBeTruthy();
  });

  it("says 'An error has occurred. Please try again.' when there is no message, and returns to /login", async () => {
    const { user, location } = await openReset(LINK, { resetPassword: 'network-error' });
    await fillPasswords(user, 'NewPass#2026');
    await user.click(update());
    await waitFor(() => expect(location()).toBe('/login'));
    await screen.findByRole('button', { name: 'Login' });
    expect(await screen.findByText(MESSAGES.resetFailed)).toBeTruthy();
  });

  it('returns a link without its tokens to /login without asking the BFF', async () => {
    const { user, bff, location } = await openReset('/forget-password?Token=only-one');
    await fillPasswords(user, 'NewPass#2026');
    await user.click(update());
    await waitFor(() => expect(location()).toBe('/login'));
    await screen.findByRole('button', { name: 'Login' });
    expect(await screen.findByText(MESSAGES.resetFailed)).toBeTruthy();
    expect(bff.calls('ResetPassword')).toHaveLength(0);
  });
});
