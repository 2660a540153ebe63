import { IDLE_LOGOUT_MS, VERSION_CHECK_INTERVAL_MS } from '@lexbridge/rules';
import { useEffect, useSyncExternalStore } from 'react';
import { AppConfigDocument, type AppConfigQuery } from '../../gql/graphql';
import { bffRequest } from '../bff-request';

export type AppConfig = Omit<AppConfigQuery['appConfig'], '__typename'>;

/**
 * What the app assumes while the BFF has not answered, or when it cannot: the spec's defaults (sign-up and single
 * sign-on off, no version check, 15 minutes of inactivity). A BFF that is down still lets the sign-in form show,
 * and signing in then says what is wrong.
 */
export const DEFAULT_APP_CONFIG: AppConfig = {
  signUpEnabled: false,
  ssoEnabled: false,
  versionCheckEnabled: false,
  versionCheckIntervalMs: VERSION_CHECK_INTERVAL_MS,
  idleTimeoutMs: IDLE_LOGOUT_MS,
};

export interface AppConfigState {
  /** The BFF's answer, or the defaults once it failed; undefined while the first answer is on its way. */
  config: AppConfig | undefined;
  loading: boolean;
}

let answer: { config: AppConfig | undefined; loading: boolean } = { config: undefined, loading: false };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => answer;

function settle(next: typeof answer) {
  answer = next;
  for (const listener of listeners) listener();
}

async function loadAppConfig(): Promise<void> {
  settle({ config: undefined, loading: true });
  try {
    const { appConfig } = await bffRequest(AppConfigDocument);
    settle({ config: appConfig, loading: false });
  } catch {
    settle({ config: DEFAULT_APP_CONFIG, loading: false });
  }
}

/** Forgets the answer (tests start each app from scratch). */
export function resetAppConfig(): void {
  answer = { config: undefined, loading: false };
}

/** This deployment's switches and timings (the public `appConfig` query), asked once per page load. */
export function useAppConfig(): AppConfigState {
  const state = useSyncExternalStore(subscribe, snapshot);
  const unasked = state.config === undefined && !state.loading;
  useEffect(() => {
    if (unasked) void loadAppConfig();
  }, [unasked]);
  return unasked ? { config: undefined, loading: true } : state;
}
