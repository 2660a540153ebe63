import { MESSAGES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gqlError, mockBff } from '../../../testing/bff';
import { renderApp } from '../../../testing/render-app';

async function openSignUp(options: Parameters<typeof mockBff>[0] = {}) {
  const bff = mockBff({ appConfig: { signUpEnabled: true }, ...options });
  const app = renderApp('/login');
  await app.user.click(await screen.findByRole('button', { name: 'Sign up' }));
  await screen.findByRole('button', { name: 'SignUp' });
  return { ...app, bff };
}

describe('sign-up', () => {
  it(
    "checks in the spec's order: passwords match, every field, the e-mail; then says 'Signup Successfully'",
    { timeout: 60_000 },
    async () => {
      const { user, bff } = await openSignUp();
      const submit = screen.getByRole('button', { name: 'SignUp' });
      const alertText = () => screen.getByRole('alert').textContent;

      // A mismatch is reported first, even with the e-mail still empty.
      await user.type(screen.getByLabelText(/^Password/), 'Secret#2026');
      await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret#2027');
      await user.click(submit);
      await waitFor(() => expect(alertText()).toContain(MESSAGES.signUpMismatch));

      await user.clear(screen.getByLabelText(/^Confirm Password/));
      await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret#2026');
      await user.click(submit);
      await waitFor(() => expect(alertText()).toContain(MESSAGES.signUpRequired));

      await user.type(screen.getByLabelText(/^Email/), 'new-user');
      await user.click(submit);
      await waitFor(() => expect(alertText()).toContain(MESSAGES.signUpEmail));
      expect(bff.calls('SignUp')).toHaveLength(0);

      await user.type(screen.getByLabelText(/^Email/), '@lexbridge.test');
      await user.click(submit);
      expect((await screen.findByText(MESSAGES.signUpSuccess)).closest('[role="status"]')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(bff.calls('SignUp')[0]?.variables).toEqual({
        input: { email: 'new-user@lexbridge.test', password: 'Secret#2026', confirmPassword: 'Secret#2026' },
      });
      expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
    },
  );

  it("shows the BFF's refusal", async () => {
    const message = 'An account with this e-mail address already exists.';
    const { user } = await openSignUp({ signUp: { errors: [gqlError('UPSTREAM_ERROR', message)] } });
    await user.type(screen.getByLabelText(/^Email/), 'lawyer@lexbridge.test');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'SignUp' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
  });

  it('links to Forgot Password and back to Login', async () => {
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });
});
