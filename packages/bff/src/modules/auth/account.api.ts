import { encodePassword } from '@lexbridge/rules';
import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { LegacyMessage, LegacyResultMessage } from '../../legacy/shape.js';
import { LegacyFlagAnswer, LegacyPhoneNumber, LegacySsoClient } from './auth.dto.js';
import { legacyFlagAnswer } from './auth.mapper.js';
import { AnyResult } from '../../legacy/shape.js';

/** ForgotPassword answers a text (a JSON string, or plain), or an object with a Message, or nothing. */
const ForgotPasswordAnswer = z.union([z.string(), LegacyMessage, z.null()]);
const PhoneNumberAnswer = z.object({ Result: LegacyPhoneNumber.nullish() });

/**
 * The account calls other than the sign-in grants (AuthApi): the single sign-on client
 * lookup, sign-up, password recovery and change. All but ChangePassword are public (anonymous: no bearer, no UserId). Passwords travel base64-encoded.
 */
export class AccountApi {
  constructor(private readonly legacy: LegacyCaller) {}

  /**
   * One lookup, no retry of its own: the resolver decides how often to ask. `domain`: the host the sign-in page was
   * opened on, so a client of that domain answers with its own single sign-on setup (a plain, public query).
   */
  ssoClient(domain?: string | null): Promise<LegacySsoClient> {
    return this.legacy.send(
      {
        method: 'GET',
        path: 'ClientDbSetup/GetSSOClient',
        anonymous: true,
        retry: false,
        ...(domain ? { query: { domain }, encrypt: false } : {}),
      },
      LegacySsoClient,
    );
  }

  /** The catalogue's answer is not read: a refusal is an error, anything else a success. */
  async register(email: string, password: string, confirmPassword: string): Promise<void> {
    await this.legacy.send(
      {
        method: 'POST',
        path: 'Account/Register',
        body: {
          Email: email.trim(),
          Password: encodePassword(password),
          ConfirmPassword: encodePassword(confirmPassword),
        },
        anonymous: true,
      },
      AnyResult,
    );
  }

  /** The catalogue answers with a text to show as it is. */
  async forgotPassword(email: string): Promise<string | null> {
    const answer = await this.legacy.send(
      {
        method: 'POST',
        path: 'Account/ForgotPassword',
        body: { Email: email.trim() },
        anonymous: true,
        responseType: 'text',
      },
      ForgotPasswordAnswer,
    );
    const text = typeof answer === 'string' ? answer : answer?.Message;
    return text?.trim() ? text.trim() : null;
  }

  updatePassword(
    password: string,
    confirmPassword: string,
    token: string,
    token2: string,
  ): Promise<LegacyResultMessage> {
    return this.legacy.send(
      {
        method: 'POST',
        path: 'Account/UpdatePassword',
        body: {
          Password: encodePassword(password),
          ConfirmPassword: encodePassword(confirmPassword),
          Token: token,
          Token2: token2,
        },
        anonymous: true,
      },
      LegacyResultMessage,
    );
  }

  /** Signed in: the caller adds UserId. The catalogue answers true or false (or 400 with a Message). */
  async changePassword(oldPassword: string, newPassword: string, confirmPassword: string): Promise<boolean> {
    const answer = await this.legacy.send(
      {
        method: 'POST',
        path: 'Account/ChangePassword',
        body: {
          OldPassword: encodePassword(oldPassword),
          NewPassword: encodePassword(newPassword),
          ConfirmPassword: encodePassword(confirmPassword),
        },
      },
      LegacyFlagAnswer,
    );
    return legacyFlagAnswer(answer);
  }

  /** The phone enrolled for sign-in codes (/user-authentication); Result null when there is none. */
  async phoneNumber(): Promise<LegacyPhoneNumber | null> {
    const answer = await this.legacy.send(
      { method: 'GET', path: 'api/Account/GetPhoneNumber' },
      PhoneNumberAnswer,
    );
    return answer?.Result ?? null;
  }

  /** Enrols the signed-in user's phone; the caller adds UserId. Answers { Message, Result: true }. */
  updatePhoneNumber(countryCode: string, phoneNumber: string): Promise<LegacyResultMessage> {
    return this.legacy.send(
      {
        method: 'POST',
        path: 'api/Account/UpdatePhoneNumber',
        body: { CountryCode: countryCode, PhoneNumber: phoneNumber },
      },
      LegacyResultMessage,
    );
  }
}
