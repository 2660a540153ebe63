import {
  ACCESS_TEXTS,
  LEXBRIDGE_MESSAGES,
  maskPhoneNumber,
  MESSAGES,
  normalisePhoneNumber,
  validateChangePassword,
  validateForgotPassword,
  validateResetPassword,
  validatePhoneAuthentication,
  validateSignUp,
} from '@lexbridge/rules';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { failureSays, refusalAsInput } from '../../graphql/common/outcomes.js';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { appError, badUserInput, ErrorCode, forbidden } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { legacyFlag } from './auth.mapper.js';
import type { LegacyPhoneNumber } from './auth.dto.js';
import {
  ChangePasswordInput,
  PasswordResetRequestInput,
  PhoneAuthenticationInput,
  ResetPasswordInput,
  SignUpInput,
} from './auth.input.js';
import { PhoneAuthentication, SavePhoneAuthenticationPayload } from './auth.type.js';

/** Sign-up, password recovery (forgot and reset) and password change. */
@Resolver()
export class AccountResolver {
  @Mutation(() => MessagePayload, {
    description:
      "Create an account (Account/Register). FORBIDDEN unless appConfig.signUpEnabled. Success: 'Signup " +
      "Successfully'. BAD_USER_INPUT with the sign-up messages; UPSTREAM_ERROR with the catalogue's Message.",
  })
  async signUp(
    @Arg('input', () => SignUpInput) input: SignUpInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    if (!context.services.config.signUpEnabled) throw forbidden(LEXBRIDGE_MESSAGES.signUpDisabled);
    const invalid = validateSignUp(input);
    if (invalid) throw badUserInput({ [invalid.field]: invalid.message });
    await context.apis.account.register(input.email, input.password, input.confirmPassword);
    return messagePayload(MESSAGES.signUpSuccess);
  }

  @Mutation(() => MessagePayload, {
    description:
      "Send a password reset link by e-mail (Account/ForgotPassword). Public. Success: the catalogue's text. " +
      "BAD_USER_INPUT 'Please provide a valid email'; UPSTREAM_ERROR with the catalogue's text when it refuses.",
  })
  async requestPasswordReset(
    @Arg('input', () => PasswordResetRequestInput) input: PasswordResetRequestInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    const invalid = validateForgotPassword(input);
    if (invalid) throw badUserInput({ [invalid.field]: invalid.message });
    const text = await context.apis.account.forgotPassword(input.email);
    return messagePayload(text ?? MESSAGES.defaultSuccess);
  }

  @Mutation(() => MessagePayload, {
    description:
      'Set a new password from a reset link (Account/UpdatePassword). Public. BAD_USER_INPUT with the password ' +
      "rules, or (field token) with the catalogue's Message when it refuses, else 'An error has occurred. Please " +
      "try again.'. Success: the catalogue's Message.",
  })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    const invalid = validateResetPassword(input);
    if (invalid) throw badUserInput({ [invalid.field]: invalid.message });
    const answer = await failureSays(
      MESSAGES.resetFailed,
      refusalAsInput(
        context.apis.account.updatePassword(input.password, input.confirmPassword, input.token, input.token2),
        'token',
      ),
    );
    const message = typeof answer?.Message === 'string' ? answer.Message.trim() : '';
    if (!legacyFlag(answer?.Result)) throw badUserInput({ token: message || MESSAGES.resetFailed });
    return messagePayload(message || MESSAGES.defaultSuccess);
  }

  @Mutation(() => MessagePayload, {
    description:
      "Change the signed-in user's password (Account/ChangePassword). Needs the /changePassword route in the menu " +
      "and editable (FORBIDDEN otherwise). Success: 'Password was changed successfully'. BAD_USER_INPUT with the " +
      "rules' messages; UPSTREAM_ERROR 'Something went wrong.' when the catalogue answers false, or its Message.",
  })
  @ServesRoute('/changePassword', { edit: true })
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    const invalid = validateChangePassword(input);
    if (invalid) throw badUserInput({ [invalid.field]: invalid.message });
    const answer = await context.apis.account.changePassword(
      input.oldPassword,
      input.newPassword,
      input.confirmPassword,
    );
    if (!answer) throw appError(ErrorCode.UPSTREAM_ERROR, MESSAGES.changePasswordFailed);
    return messagePayload(MESSAGES.changePasswordSuccess);
  }

  @Query(() => PhoneAuthentication, {
    nullable: true,
    description:
      "The signed-in user's phone for sign-in codes, masked; null when none is enrolled (/user-authentication).",
  })
  async phoneAuthentication(@Ctx() context: GraphQLContext): Promise<PhoneAuthentication | null> {
    requirePrincipal(context);
    const phone = await context.apis.account.phoneNumber();
    return phone ? toPhoneAuthentication(phone) : null;
  }

  @Mutation(() => SavePhoneAuthenticationPayload, {
    description:
      "Enrol (or replace) the signed-in user's phone for sign-in codes. BAD_USER_INPUT (countryCode, phoneNumber) " +
      "with 'Please choose a country code.' or 'Please enter a phone number of 6 to 14 digits.'.",
  })
  async savePhoneAuthentication(
    @Arg('input', () => PhoneAuthenticationInput) input: PhoneAuthenticationInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SavePhoneAuthenticationPayload> {
    requirePrincipal(context);
    const invalid = validatePhoneAuthentication(input);
    if (invalid) throw badUserInput({ [invalid.field]: invalid.message });
    const countryCode = input.countryCode.trim();
    const phoneNumber = normalisePhoneNumber(input.phoneNumber);
    const answer = await context.apis.account.updatePhoneNumber(countryCode, phoneNumber);
    return {
      message:
        typeof answer?.Message === 'string' && answer.Message.trim()
          ? answer.Message.trim()
          : ACCESS_TEXTS.phoneAuthSaved,
      phoneAuthentication: { countryCode, maskedNumber: maskPhoneNumber(phoneNumber), updatedOn: null },
    };
  }
}

function toPhoneAuthentication(phone: LegacyPhoneNumber): PhoneAuthentication {
  return {
    countryCode: phone.CountryCode,
    maskedNumber: maskPhoneNumber(phone.PhoneNumber),
    updatedOn: phone.UpdatedOn,
  };
}

/** The catalogue's "truthy on success": true, "true", 1, or an envelope whose Result is one of those. */
