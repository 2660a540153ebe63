import { REQUIREMENT_MESSAGES } from '@lexbridge/rules';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/render-route';
import { IndividualRequirementModal } from '../../../components/requirements-grid/individual-requirement-modal';
import { SendBackDialog } from './send-back-dialog';

const renderModal = (props: Partial<Parameters<typeof IndividualRequirementModal>[0]>) => {
  const onSubmit = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '*',
        element: (
          <IndividualRequirementModal
            open
            sectionNames={['(a) Scope']}
            initial={null}
            onSubmit={onSubmit}
            onDismiss={vi.fn()}
            {...props}
          />
        ),
      },
    ],
    { path: '/' },
  );
  return { ...view, onSubmit };
};

describe('the Individual Business Requirement modal', () => {
  it('creates a header with its fixed text, Create disabled until a type is chosen', async () => {
    const { user, onSubmit } = renderModal({});
    expect(await screen.findByText('(a) Scope')).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create Requirement' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Requirement Type'), '1');
    expect(create.disabled).toBe(false);
    await user.click(create);
    expect(onSubmit).toHaveBeenCalledWith({
      requirementTypeId: 1,
      requirement: REQUIREMENT_MESSAGES.headerText,
    });
  });

  it('needs a type 2 text starting with a letter, at least 2 characters', async () => {
    const { user, onSubmit } = renderModal({});
    await user.selectOptions(await screen.findByLabelText('Requirement Type'), '2');
    await user.type(screen.getByLabelText('Business Requirement'), '1');
    expect(screen.getByText(REQUIREMENT_MESSAGES.textInvalid)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create Requirement' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.clear(screen.getByLabelText('Business Requirement'));
    await user.type(screen.getByLabelText('Business Requirement'), '  Keep records  ');
    await user.click(screen.getByRole('button', { name: 'Create Requirement' }));
    expect(onSubmit).toHaveBeenCalledWith({ requirementTypeId: 2, requirement: 'Keep records' });
  });

  it('updates only after a change, and offers no header when editing a defined requirement', async () => {
    const { user, onSubmit } = renderModal({
      initial: { requirementTypeId: 2, requirement: 'Keep records' },
      defineMode: true,
    });
    const update = (await screen.findByRole('button', { name: 'Update Requirement' })) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    const header = screen.getByRole('option', { name: REQUIREMENT_MESSAGES.headerText }) as HTMLOptionElement;
    expect(header.disabled).toBe(true);
    await user.type(screen.getByLabelText('Business Requirement'), ' for 25 months');
    expect(update.disabled).toBe(false);
    await user.click(update);
    expect(onSubmit).toHaveBeenCalledWith({
      requirementTypeId: 2,
      requirement: 'Keep records for 25 months',
    });
  });
});

describe('the Send-back comment dialog', () => {
  it('needs a comment that is not blank after trimming, sends it trimmed, and submits once', async () => {
    const onSubmit = vi.fn();
    const { user } = renderRoutes(
      [
        {
          path: '*',
          element: <SendBackDialog open sendBackTo="Lena Lawyer" onSubmit={onSubmit} onDismiss={vi.fn()} />,
        },
      ],
      { path: '/' },
    );
    expect(((await screen.findByLabelText('Send Back To')) as HTMLInputElement).value).toBe('Lena Lawyer');
    const send = screen.getByRole('button', { name: 'Send Back' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText('Comment'), '   ');
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText('Comment'), 'Split it  ');
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledWith('Split it');
    expect(send.disabled).toBe(true);
  });
});
