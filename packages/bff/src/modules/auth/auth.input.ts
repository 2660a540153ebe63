import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Sign-in with e-mail and password; the terms must be accepted.' })
export class LoginInput {
  @Field(() => String, { description: 'The e-mail address the user signs in with.' })
  username: string;

  @Field(() => String, { description: 'The password; the BFF base64-encodes it for the catalogue.' })
  password: string;

  @Field(() => Boolean, { description: 'The Terms & Conditions checkbox; sign-in needs it ticked.' })
  acceptTerms: boolean;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      'Signing in from the admin sign-in screen: grants isAdmin when the user has an admin-type role. Without ' +
      "one the sign-in still succeeds, as an ordinary session, and the payload's message says so.",
  })
  asAdmin: boolean;
}

@InputType({
  description: "Sign-in with single sign-on: the identity provider's answer for the e-mail entered.",
})
export class SsoLoginInput {
  @Field(() => String, { description: 'The e-mail address entered on the sign-in screen.' })
  email: string;

  @Field(() => String, { description: "The identity provider's access token; the catalogue checks it." })
  accessToken: string;
}

@InputType({ description: 'Sign-up (only when `appConfig.signUpEnabled`).' })
export class SignUpInput {
  @Field(() => String, { description: 'E-mail address; also the sign-in name.' })
  email: string;

  @Field(() => String, { description: 'The password; the BFF base64-encodes it for the catalogue.' })
  password: string;

  @Field(() => String, { description: 'The password again; must equal `password`.' })
  confirmPassword: string;
}

@InputType({ description: 'Ask for a password reset link by e-mail (the Forgot Password dialog).' })
export class PasswordResetRequestInput {
  @Field(() => String, { description: 'The e-mail address of the account.' })
  email: string;
}

@InputType({ description: 'Set a new password from a reset link (/forget-password?Token=..&Token2=..).' })
export class ResetPasswordInput {
  @Field(() => String, {
    description:
      'The new password: 8+ characters, upper and lower case, a number and one of ! @ # $ % ^ * ; + & = _ / ( ) { } " ?',
  })
  password: string;

  @Field(() => String, { description: 'The new password again.' })
  confirmPassword: string;

  @Field(() => String, { description: 'The Token parameter of the reset link.' })
  token: string;

  @Field(() => String, { description: 'The Token2 parameter of the reset link.' })
  token2: string;
}

@InputType({ description: "Change the signed-in user's password (the Change Password screen)." })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The current password.' })
  oldPassword: string;

  @Field(() => String, {
    description:
      'The new password: 8+ characters from letters, digits and ! @ # $ % ^ *, upper and lower case, one special.',
  })
  newPassword: string;

  @Field(() => String, { description: 'The new password again.' })
  confirmPassword: string;
}

@InputType({ description: 'The phone that receives sign-in codes (/user-authentication).' })
export class PhoneAuthenticationInput {
  @Field(() => String, {
    description: "The country calling code, one of the page's list (for example '+44').",
  })
  countryCode: string;

  @Field(() => String, {
    description: 'The number without the country code: 6 to 14 digits; spaces and dashes are ignored.',
  })
  phoneNumber: string;
}
