import { TOAST_DURATION_MS } from '@lexbridge/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, toaster } from './toast';

describe('notify', () => {
  afterEach(() => toaster.remove());

  it('uses the spec duration of each type', () => {
    const create = vi.spyOn(toaster, 'create');
    notify({ type: 'success', description: 'Saved' });
    notify({ type: 'error', description: 'Failed' });
    notify({ type: 'warning', description: 'Careful' });
    notify({ type: 'info', description: 'Note' });
    expect(create.mock.calls.map(([options]) => options.duration)).toEqual([
      TOAST_DURATION_MS.success,
      TOAST_DURATION_MS.error,
      TOAST_DURATION_MS.warning,
      TOAST_DURATION_MS.info,
    ]);
    expect(TOAST_DURATION_MS).toEqual({ success: 2000, error: 5000, warning: 5000, info: 5000 });
  });

  it('suppresses a duplicate while the first is on screen', () => {
    const create = vi.spyOn(toaster, 'create');
    notify({ type: 'error', title: 'Error!', description: 'Same' });
    notify({ type: 'error', title: 'Error!', description: 'Same' });
    notify({ type: 'error', title: 'Error!', description: 'Different' });
    expect(create).toHaveBeenCalledTimes(2);
    expect(toaster.getVisibleToasts()).toHaveLength(2);
  });

  it('shows the same message again once its toast has started to leave', () => {
    const create = vi.spyOn(toaster, 'create');
    notify({ type: 'success', title: 'Success!', description: 'Saved' });
    const [first] = create.mock.calls[0]!;
    first.onStatusChange?.({ status: 'dismissing' });
    notify({ type: 'success', title: 'Success!', description: 'Saved' });
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1]![0].id).not.toBe(first.id);
  });
});
