import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'Switches and timings of this deployment that the SPA needs before anyone signs in.',
})
export class AppConfig {
  @Field(() => Boolean, {
    description: 'The sign-in screen offers sign-up (SIGNUP_ENABLED; off by default).',
  })
  signUpEnabled: boolean;

  @Field(() => Boolean, {
    description:
      'The sign-in screen starts with the single sign-on client lookup (`ssoClient`) (SSO_ENABLED).',
  })
  ssoEnabled: boolean;

  @Field(() => Boolean, {
    description:
      'The SPA checks for a newer build of itself every `versionCheckIntervalMs` (VERSION_CHECK_ENABLED).',
  })
  versionCheckEnabled: boolean;

  @Field(() => Int, { description: 'Milliseconds between version checks (default 300000: 5 minutes).' })
  versionCheckIntervalMs: number;

  @Field(() => Int, {
    description:
      'Sign out after this many milliseconds without mouse or key activity (IDLE_TIMEOUT_SECONDS; default 15 minutes).',
  })
  idleTimeoutMs: number;
}
