import { encodePassword } from '@lexbridge/rules';
import type { BffConfig } from '../../config.js';
import type { LegacyClient } from '../../legacy/client.js';
import { LegacyLoginFields, LegacyTokenResponse } from './auth.dto.js';
import { envelopeOf } from '../../legacy/shape.js';

const UserInfoAnswer = envelopeOf(LegacyLoginFields);

/**
 * Calls that happen before or outside a user's credentials: the OAuth Token endpoint (password and refresh
 * grants), the single sign-on sign-in, and the who-am-I call used to resolve an internal tool's bearer token. They throw LegacyError.
 */
export class AuthApi {
  constructor(
    private readonly client: LegacyClient,
    private readonly config: BffConfig,
  ) {}

  async passwordGrant(username: string, password: string, requestId?: string): Promise<LegacyTokenResponse> {
    const response = await this.client.call(
      {
        method: 'POST',
        path: 'Token',
        form: {
          username: username.trim(),
          password: encodePassword(password),
          grant_type: 'password',
          scope: '',
          environment: this.config.legacyEnvironment,
          isPOC: String(this.config.legacyIsPoc),
        },
        injectUserId: false,
      },
      { requestId },
      LegacyTokenResponse,
    );
    return response.data;
  }

  /**
   * Single sign-on: the identity provider's access token for an e-mail, checked by the catalogue. Answers like the
   * Token endpoint; a refusal is a 4xx with a Message.
   */
  async ssoLogin(email: string, identityToken: string, requestId?: string): Promise<LegacyTokenResponse> {
    const response = await this.client.call(
      {
        method: 'POST',
        path: 'Account/sso-login',
        body: { email: email.trim(), token: identityToken },
        injectUserId: false,
      },
      { requestId },
      LegacyTokenResponse,
    );
    return response.data;
  }

  async refreshGrant(refreshToken: string, requestId?: string): Promise<LegacyTokenResponse> {
    const response = await this.client.call(
      {
        method: 'POST',
        path: 'Token',
        form: { grant_type: 'refresh_token', refresh_token: refreshToken },
        injectUserId: false,
      },
      { requestId },
      LegacyTokenResponse,
    );
    return response.data;
  }

  async userInfo(accessToken: string, requestId?: string): Promise<LegacyLoginFields> {
    const response = await this.client.call(
      { method: 'GET', path: 'api/Account/UserInfo', encrypt: false, injectUserId: false },
      { accessToken, requestId },
      UserInfoAnswer,
    );
    return response.data.Result;
  }
}
