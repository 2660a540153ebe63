import { InMemoryCache } from '@apollo/client';
import { SIGN_IN_LOADER_MS } from '@lexbridge/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acknowledgeForcedRefresh, completeSignIn, FORCE_REFRESH_KEY } from './complete-sign-in';
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
    const cache = new InMemoryCache();
    const reload = vi.fn();
    const writeQuery = vi.spyOn(cache, 'writeQuery').mockImplementation(() => undefined);
    const outcome = await completeSignIn(cache, session, { checkVersion: async () => false, reload });
    expect(outcome).toBe('signed-in');
    expect(reload).not.toHaveBeenCalled();
    expect(writeQuery).toHaveBeenCalledWith(expect.objectContaining({ data: { session } }));
    expect(sessionStorage.getItem(FORCE_REFRESH_KEY)).toBeNull();
  });

  it('flags a forced refresh and reloads when a newer build is out, without writing the session', async () => {
    const cache = new InMemoryCache();
    const reload = vi.fn();
    const writeQuery = vi.spyOn(cache, 'writeQuery').mockImplementation(() => undefined);
    const outcome = await completeSignIn(cache, session, { checkVersion: async () => true, reload });
    expect(outcome).toBe('reloading');
    expect(reload).toHaveBeenCalledOnce();
    expect(writeQuery).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(FORCE_REFRESH_KEY)).not.toBeNull();
    expect(acknowledgeForcedRefresh()).toBe(true);
    expect(sessionStorage.getItem(FORCE_REFRESH_KEY)).toBeNull();
    expect(acknowledgeForcedRefresh()).toBe(false);
  });

  it('waits for the version check no longer than the sign-in loader timer', async () => {
    const cache = new InMemoryCache();
    const waits: number[] = [];
    const outcome = await completeSignIn(cache, session, {
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
