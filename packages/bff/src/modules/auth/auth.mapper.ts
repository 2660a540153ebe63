import { openableMenu, SSO_SCOPE } from '@lexbridge/rules';
import { ssoAuthorityFor, type BffConfig } from '../../config.js';
import type {
  LegacyFlagAnswer,
  LegacyLoginFields,
  LegacySsoClient,
  LegacyTokenResponse,
} from './auth.dto.js';
import type { SessionUser, TokenSet } from '../../session/store.js';
import { toMenu, type MenuItemData } from '../navigation/navigation.mapper.js';
import type { SsoClient } from './auth.type.js';

export function legacyFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && ['true', '1', 'yes'].includes(value.trim().toLowerCase());
}

/** A flag answer read as a boolean: its Result when it is an object, else the value itself. */
export function legacyFlagAnswer(answer: LegacyFlagAnswer): boolean {
  if (answer && typeof answer === 'object') return legacyFlag(answer.Result);
  return legacyFlag(answer);
}

/** A list the catalogue may send as an array, a comma-separated string or a JSON array inside a string. */
export function legacyList(value: unknown): string[] {
  if (Array.isArray(value))
    return value
      .map(String)
      .map((item) => item.trim())
      .filter(Boolean);
  if (typeof value !== 'string' || !value.trim()) return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return legacyList(JSON.parse(text));
    } catch {
      // not JSON after all: fall through to the comma-separated reading
    }
  }
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function toSessionUser(fields: LegacyLoginFields): SessionUser {
  const email = (fields.userEmail ?? '').trim();
  const name = (fields.userName ?? '').trim();
  return {
    id: String(fields.userId),
    firstName: (fields.userFirstName ?? '').trim() || name.split(' ')[0] || email,
    name: name || email,
    email,
    roles: legacyList(fields.roles),
    isAzimuth: legacyFlag(fields.isAzimuth),
    isTableau: legacyFlag(fields.isTableau),
    clientId: clientIdOf(fields.clientId),
    clientName: fields.clientName?.trim() || null,
  };
}

/** A client id as the catalogue sends it ('12', 12); empty, zero or absent: provider staff. */
function clientIdOf(value: string | number | null | undefined): string | null {
  const text = String(value ?? '').trim();
  return /^[1-9]\d*$/.test(text) ? text : null;
}

/** The sign-in answer's menu, less the screens the permission guard would refuse this user (`openableMenu`). */
export function toLoginMenu(fields: LegacyLoginFields): MenuItemData[] {
  return openableMenu(toMenu(fields.menu ?? null), toEditableRoutes(fields));
}

export function toEditableRoutes(fields: LegacyLoginFields): string[] {
  return legacyList(fields.editableBreadCrumbs);
}

export function toTokenSet(response: LegacyTokenResponse, now: number = Date.now()): TokenSet {
  const lifetimeSeconds = Number(response.expires_in);
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? null,
    expiresAt: now + (Number.isFinite(lifetimeSeconds) && lifetimeSeconds > 0 ? lifetimeSeconds : 0) * 1000,
  };
}

export function notConfiguredSsoClient(): SsoClient {
  return { configured: false, clientId: null, tenantId: null, authority: null, scope: SSO_SCOPE };
}

/** Configured only when the catalogue says so and names an OpenID client: without one the browser cannot start. */
export function toSsoClient(answer: LegacySsoClient | null | undefined, config: BffConfig): SsoClient {
  const clientId = answer?.Cid?.trim() || null;
  const tenantId = answer?.Tid?.trim() || null;
  if (!legacyFlag(answer?.Result) || !clientId) return notConfiguredSsoClient();
  return {
    configured: true,
    clientId,
    tenantId,
    authority: ssoAuthorityFor(config, tenantId),
    scope: SSO_SCOPE,
  };
}
