import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { AnyResult, writtenRecord } from '../../legacy/shape.js';
import { LegacySsoGroup } from './administration.dto.js';
import type { SsoGroup } from './sso-groups.type.js';

const SSO = 'api/SSOGroup';

const toSsoGroup = (row: LegacySsoGroup): SsoGroup => ({
  ...row,
  id: String(row.id),
  clientId: String(row.clientId),
  roleIds: row.roleIds.map(String),
  businessLineIds: row.businessLineIds.map(String),
});

/** Single sign-on groups and their roles and business lines (api/SSOGroup). */
export class SsoGroupsApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async groups(): Promise<SsoGroup[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${SSO}/get-sso-groups` },
      z.array(LegacySsoGroup).nullable(),
    );
    return (result ?? []).map(toSsoGroup);
  }

  private async answer(request: Parameters<LegacyCaller['envelope']>[0]) {
    const { result, message } = await this.legacy.envelope(request, writtenRecord(LegacySsoGroup));
    return { group: toSsoGroup(result), message: message ?? 'Success' };
  }

  save(id: number | null, body: { groupName: string; clientId: number; directoryGroupId: string }) {
    return this.answer(
      id === null
        ? { method: 'POST', path: `${SSO}/add-sso-group`, body }
        : { method: 'PUT', path: `${SSO}/update-sso-group`, body: { ...body, id } },
    );
  }

  async remove(id: number): Promise<string> {
    const { message } = await this.legacy.envelope(
      { method: 'DELETE', path: `${SSO}/delete-sso-group`, query: { Id: id } },
      AnyResult,
    );
    return message ?? 'Success';
  }

  saveRoles(ssoGroupId: number, roleIds: number[]) {
    return this.answer({
      method: 'POST',
      path: `${SSO}/submit-sso-group-role`,
      body: { ssoGroupId, roleIds },
    });
  }

  saveBusinessLines(ssoGroupId: number, businessLineIds: number[]) {
    return this.answer({
      method: 'POST',
      path: `${SSO}/submit-sso-group-business-line`,
      body: { ssoGroupId, businessLineIds },
    });
  }
}
