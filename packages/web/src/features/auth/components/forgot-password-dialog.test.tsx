import { MESSAGES } from '@lexbridge/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gqlError, mockBff } from '../../../testing/bff';
import { renderApp } from '../../../testing/render-app';

async function openDialog(path = '/login', options: Parameters<typeof mockBff>[0] = {}) {
  const bff = mockBff(options);
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: 'Forgot Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
  return { ...app, bff, dialog };
}

const resetButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Reset' }) as HTMLButtonElement;

describe('the Forgot Password dialog', () => {
  it('keeps Reset disabled while the e-mail is invalid, and Enter says so in an Error toast', async () => {
    const { user, dialog, bff } = await openDialog();
    expect(within(dialog).getByText(MESSAGES.forgotPasswordIntro)).toBeTruthy();
    expect(resetButton(dialog).disabled).toBe(true);

    await user.type(within(dialog).getByLabelText(/^Email/), 'lawyer@lexbridge');
    expect(resetButton(dialog).disabled).toBe(true);
    await user.keyboard('{Enter}');

    const toast = (await screen.findByText(MESSAGES.forgotPasswordEmail)).closest(
      '[data-scope="toast"][data-part="root"]',
    );
    expect(within(toast as HTMLElement).getByText('Error', { exact: true })).toBeTruthy();
    expect(bff.calls('RequestPasswordReset')).toHaveLength(0);
  });

  it("sends the reset link with a spinner, shows the BFF's text as 'Success!' and closes", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { user, dialog, bff } = await openDialog('/login', { delay: { RequestPasswordReset: answered } });

    await user.type(within(dialog).getByLabelText(/^Email/), ' lawyer@lexbridge.test ');
    expect(resetButton(dialog).disabled).toBe(false);
    await user.click(resetButton(dialog));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('button', { name: /Sending/ })
          .hasAttribute('data-loading'),
      ).toBe(true),
    );
    answer();

    expect(await screen.findByText('A reset link has been sent to your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Success!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bff.calls('RequestPasswordReset')[0]?.variables).toEqual({
      input: { email: 'lawyer@lexbridge.test' },
    });
  });

  it("shows a failure as 'Error!' and stays open", async () => {
    const message = 'No account uses this e-mail address.';
    const { user, dialog } = await openDialog('/login', {
      requestPasswordReset: { errors: [gqlError('UPSTREAM_ERROR', message)] },
    });
    await user.type(within(dialog).getByLabelText(/^Email/), 'nobody@lexbridge.test');
    await user.click(resetButton(dialog));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Error!')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeTruthy();
  });

  it('closes with Esc and with the cross', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByLabelText(/^Email/));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    const again = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves when dragged by its header', async () => {
    const { dialog } = await openDialog();
    const header = within(dialog).getByText('Forgot Password').closest('[data-drag-handle]') as HTMLElement;
    expect(header).toBeTruthy();
    fireEvent.pointerDown(header, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(header, { clientX: 160, clientY: 130, pointerId: 1 });
    fireEvent.pointerUp(header, { clientX: 160, clientY: 130, pointerId: 1 });
    await waitFor(() => expect(dialog.style.translate).toBe('60px 30px'));
    // After the drop, moving the pointer no longer moves the dialog.
    fireEvent.pointerMove(header, { clientX: 300, clientY: 300, pointerId: 1 });
    expect(dialog.style.translate).toBe('60px 30px');
  });

  it('opens from the admin sign-in too', async () => {
    const { dialog } = await openDialog('/admin-login');
    expect(within(dialog).getByText(MESSAGES.forgotPasswordIntro)).toBeTruthy();
  });
});
