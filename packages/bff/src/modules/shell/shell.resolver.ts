import { VERSION_CHECK_INTERVAL_MS } from '@lexbridge/rules';
import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppConfig } from './shell.type.js';

@Resolver(() => AppConfig)
export class ShellResolver {
  @Query(() => AppConfig, {
    description: "This deployment's switches and timings. Public: the SPA boots on it.",
  })
  appConfig(@Ctx() context: GraphQLContext): AppConfig {
    const { config } = context.services;
    return {
      signUpEnabled: config.signUpEnabled,
      ssoEnabled: config.ssoEnabled,
      versionCheckEnabled: config.versionCheckEnabled,
      versionCheckIntervalMs: VERSION_CHECK_INTERVAL_MS,
      idleTimeoutMs: config.idleTimeoutMs,
    };
  }
}
