import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { MenuItem } from '../navigation/navigation.type.js';

@ObjectType({ description: 'A person signed in to the catalogue.' })
export class User {
  @Field(() => ID, { description: "The catalogue's user id. The BFF adds it to every legacy call itself." })
  id: string;

  @Field(() => String, { description: 'First name, for greetings.' })
  firstName: string;

  @Field(() => String, { description: 'Full name as the catalogue knows it.' })
  name: string;

  @Field(() => String, { description: 'E-mail address; also the sign-in name.' })
  email: string;

  @Field(() => [String], { description: "The user's role names, as the catalogue sends them." })
  roles: string[];

  @Field(() => Boolean, { description: 'Provider-side user (the legacy isAzimuth flag).' })
  isAzimuth: boolean;

  @Field(() => Boolean, {
    description: 'The embedded report tool is enabled for this user (legacy isTableau).',
  })
  isTableau: boolean;

  @Field(() => ID, {
    nullable: true,
    description:
      "The client (financial institution) the user works for; null for provider staff. Client-owned records are this client's only.",
  })
  clientId: string | null;

  @Field(() => String, { nullable: true, description: "That client's name; null for provider staff." })
  clientName: string | null;
}

@ObjectType({ description: 'The signed-in session: who, what they may open and where they may edit.' })
export class Session {
  @Field(() => User, { description: 'The signed-in user.' })
  user: User;

  @Field(() => Boolean, {
    description: 'True only after an admin sign-in by a user holding one of the administrator-type roles.',
  })
  isAdmin: boolean;

  @Field(() => [MenuItem], {
    description: "The user's side menu; a route is open to them only if it is in here.",
  })
  menu: MenuItem[];

  @Field(() => [String], {
    description:
      'Routes the user may edit on (the legacy editableBreadCrumbs). Writes elsewhere are refused.',
  })
  editableRoutes: string[];

  @Field(() => String, {
    description: 'Where to go after sign-in: the first menu entry with a link, else the legal quick search.',
  })
  homePath: string;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description: 'When the legacy token expires. The BFF renews it before then; null for bearer callers.',
  })
  expiresAt: Date | null;

  @Field(() => Boolean, {
    description: 'Whether the menu shows inbox counts: not for provider-type users.',
  })
  fetchesInboxCounts: boolean;
}

@ObjectType({ description: 'The result of signing in.' })
export class LoginPayload {
  @Field(() => Session, { description: 'The new session; the browser holds only its httpOnly cookie.' })
  session: Session;

  @Field(() => String, {
    nullable: true,
    description:
      'A message for the user about this sign-in, when there is one: an admin sign-in (asAdmin) by an account ' +
      'without an administrator-type role answers with an ordinary session (isAdmin false) and says so here.',
  })
  message: string | null;
}

@ObjectType({ description: 'The result of signing out.' })
export class LogoutPayload {
  @Field(() => Boolean, { description: 'True once the session is gone (also when there was none).' })
  ok: boolean;
}

@ObjectType({
  description:
    "Whether this client signs in with single sign-on, and what the browser's OpenID client needs to start it.",
})
export class SsoClient {
  @Field(() => Boolean, {
    description:
      'The client uses single sign-on (legacy Result). False also when the lookup failed twice: the SPA then shows ' +
      'the SSO-not-configured page.',
  })
  configured: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The OpenID client id (legacy Cid); null when not configured.',
  })
  clientId: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The tenant id (legacy Tid); null when not configured.',
  })
  tenantId: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The OpenID authority URL the browser signs in with (SSO_AUTHORITY); null when not configured.',
  })
  authority: string | null;

  @Field(() => String, {
    description: 'The scope to request: always "user.read" (the OpenID client adds "openid" itself).',
  })
  scope: string;
}

@ObjectType({ description: 'The phone a user enrolled for sign-in codes, masked (/user-authentication).' })
export class PhoneAuthentication {
  @Field(() => String, { description: "The country calling code, for example '+44'." })
  countryCode: string;

  @Field(() => String, {
    description: 'The number with all but its last four digits hidden, for example •••••0018.',
  })
  maskedNumber: string;

  @Field(() => String, {
    nullable: true,
    description: 'When it was enrolled (ISO 8601), when the catalogue says.',
  })
  updatedOn: string | null;
}

@ObjectType({ description: 'The result of enrolling a phone.' })
export class SavePhoneAuthenticationPayload {
  @Field(() => String, { description: "The catalogue's message ('Phone number saved.')." })
  message: string;

  @Field(() => PhoneAuthentication, { description: 'The phone now enrolled, masked.' })
  phoneAuthentication: PhoneAuthentication;
}
