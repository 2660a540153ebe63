import { SIGN_IN_LOADER_MS } from '@lexbridge/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acknowledgeForcedRefresh, completeSignIn, FORCE_REFRESH_KEY } from './complete-sign-in';
import { currentSession } from './session-store';
import type { Session } from './types';

const session = {
  __typename: 'Session',
  userId: 7,
  name: 'Lena Lawyer',
  email: 'lawyer@lexbridge.test',
} as unknown as Session;

describe('completeSignIn', () => {
  afterEach(() => sessionStorage.clear());

  it('writes the session when the build is the newest, and does not reload', async () => {
    const reload = vi.fn();
    const outcome = await completeSignIn(session, { checkVersion: async () => false, reload });
    expect(outcome).toBe('signed-in');
    expect(reload).not.toHaveBeenCalled();
    expect(currentSession().session).toBe(session);
    expect(sessionStorage.getItem(FORCE_REFRESH_KEY)).toBeNull();
  });

  it('flags a forced refresh and reloads when a newer build is out, without writing the session', async () => {
    const reload = vi.fn();
    const outcome = await completeSignIn(session, { checkVersion: async () => true, reload });
    expect(outcome).toBe('reloading');
    expect(reload).toHaveBeenCalledOnce();
    expect(currentSession().session).toBeUndefined();
    expect(sessionStorage.getItem(FORCE_REFRESH_KEY)).not.toBeNull();
    expect(acknowledgeForcedRefresh()).toBe(true);
    expect(sessionStorage.getItem(FORCE_REFRESH_KEY)).toBeNull();
    expect(acknowledgeForcedRefresh()).toBe(false);
  });

  it('waits for the version check no longer than the sign-in loader timer', async () => {
    const waits: number[] = [];
    const outcome = await completeSignIn(session, {
      checkVersion: () => new Promise<boolean>(() => undefined),
      wait: async (ms) => {
        waits.push(ms);
      },
      reload: vi.fn(),
    });
    expect(outcome).toBe('signed-in');
    expect(waits).toEqual([SIGN_IN_LOADER_MS]);
  });
});
