import { IDLE_LOGOUT_MS, VERSION_CHECK_INTERVAL_MS } from '@lexbridge/rules';
import { useAppConfigQuery } from '../../gql/hooks';
import type { AppConfigQuery } from '../../gql/graphql';

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

/** This deployment's switches and timings (the public `appConfig` query), asked once per page load. */
export function useAppConfig(): AppConfigState {
  const { data, loading, error } = useAppConfigQuery();
  if (data) return { config: data.appConfig, loading };
  return { config: error && !loading ? DEFAULT_APP_CONFIG : undefined, loading };
}
