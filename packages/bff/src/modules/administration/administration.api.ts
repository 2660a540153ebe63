import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { AnyResult, writtenRecord } from '../../legacy/shape.js';
import {
  LegacyAdminClient,
  LegacyAdminUser,
  LegacyClientDetail,
  LegacyMasterRow,
  LegacyMenuEntry,
  LegacyRole,
  LegacyUserPage,
} from './administration.dto.js';
import { masterListSlug, type MasterListModule } from './administration.enums.js';
import {
  toAdminClient,
  toAdminUser,
  toClientSetup,
  toMasterListItem,
  toMenuEntry,
  toRole,
} from './administration.mapper.js';
import type {
  AdminClient,
  AdminUser,
  ClientSetup,
  MasterListItem,
  MenuEntry,
  Role,
} from './administration.type.js';

const MAINTENANCE = 'api/Maintenance';
const USERS = 'api/UserMaintenance';
const ROLES = 'api/Role';
const SETUP = 'api/ClientDbSetup';
const ClientDetails = z.array(LegacyClientDetail).nullable();

const MasterRows = z.array(LegacyMasterRow).nullable();
const Roles = z.array(LegacyRole).nullable();
const MenuEntries = z.array(LegacyMenuEntry).nullable();
const Clients = z.array(LegacyAdminClient).nullable();
const UserPage = LegacyUserPage.nullable();

/** A delete the catalogue may block: Result false with its reason. */
export interface DeleteAnswer {
  deleted: boolean;
  message: string;
}

export interface UserFilterBody {
  clientId?: number;
  domain?: string;
  isProvider?: boolean;
  searchText?: string;
}

/** Administration: master lists (api/Maintenance), users (api/UserMaintenance), roles and menus (api/Role). */
export class AdministrationApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async remove(path: string, id: number): Promise<DeleteAnswer> {
    const { message, result } = await this.legacy.envelope(
      { method: 'DELETE', path, query: { Id: id } },
      AnyResult,
    );
    return { deleted: result === true, message: message ?? 'Success' };
  }

  // ----- master lists ---------------------------------------------------------------------------------------------
  async masterList(module: MasterListModule): Promise<MasterListItem[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${MAINTENANCE}/get-${masterListSlug(module)}-list` },
      MasterRows,
    );
    return (result ?? []).map((row) => toMasterListItem(module, row));
  }

  async saveMasterListItem(
    module: MasterListModule,
    body: { id: number | null; name: string; parentId: number | null; authority: string | null },
  ): Promise<{ item: MasterListItem; message: string }> {
    const slug = masterListSlug(module);
    const { result, message } = await this.legacy.envelope(
      body.id === null
        ? { method: 'POST', path: `${MAINTENANCE}/add-${slug}`, body: withoutNulls(body) }
        : { method: 'PUT', path: `${MAINTENANCE}/update-${slug}`, body: withoutNulls(body) },
      writtenRecord(LegacyMasterRow),
    );
    return { item: toMasterListItem(module, result), message: message ?? 'Success' };
  }

  deleteMasterListItem(module: MasterListModule, id: number): Promise<DeleteAnswer> {
    return this.remove(`${MAINTENANCE}/delete-${masterListSlug(module)}`, id);
  }

  // ----- users ----------------------------------------------------------------------------------------------------
  async clients(): Promise<AdminClient[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${USERS}/get-client-list` },
      Clients,
    );
    return (result ?? []).map(toAdminClient);
  }

  async users(
    filter: UserFilterBody,
    page: { pageNumber: number; pageSize: number },
  ): Promise<{ totalCount: number; items: AdminUser[] }> {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${USERS}/get-user-list`, body: { ...filter, ...page } },
      UserPage,
    );
    return { totalCount: result?.totalCount ?? 0, items: (result?.data ?? []).map(toAdminUser) };
  }

  private async userAnswer(
    request: Parameters<LegacyCaller['envelope']>[0],
  ): Promise<{ user: AdminUser; message: string }> {
    const { result, message } = await this.legacy.envelope(request, writtenRecord(LegacyAdminUser));
    return { user: toAdminUser(result), message: message ?? 'Success' };
  }

  registerEmployee(body: Record<string, unknown>) {
    return this.userAnswer({ method: 'POST', path: `${USERS}/RegisterEmployee`, body });
  }

  updateUser(body: Record<string, unknown>) {
    return this.userAnswer({ method: 'PUT', path: `${USERS}/update-user`, body });
  }

  syncUser(id: number) {
    return this.userAnswer({ method: 'POST', path: `${USERS}/sync-user`, query: { Id: id }, body: {} });
  }

  deleteUser(id: number): Promise<DeleteAnswer> {
    return this.remove(`${USERS}/delete-user`, id);
  }

  async resetPassword(id: number, newPassword: string, asProviderAdmin: boolean): Promise<string> {
    const path = asProviderAdmin ? `${USERS}/reset-password-provider-admin` : `${USERS}/reset-password`;
    const { message } = await this.legacy.envelope(
      { method: 'POST', path, body: { id, newPassword } },
      AnyResult,
    );
    return message ?? 'Success';
  }

  // ----- roles and menus ------------------------------------------------------------------------------------------
  async roles(): Promise<Role[]> {
    const { result } = await this.legacy.envelope({ method: 'GET', path: `${ROLES}/get-roles` }, Roles);
    return (result ?? []).map(toRole);
  }

  async menuEntries(): Promise<MenuEntry[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${ROLES}/get-menu-list` },
      MenuEntries,
    );
    return (result ?? []).map(toMenuEntry);
  }

  private async roleAnswer(
    request: Parameters<LegacyCaller['envelope']>[0],
  ): Promise<{ role: Role; message: string }> {
    const { result, message } = await this.legacy.envelope(request, writtenRecord(LegacyRole));
    return { role: toRole(result), message: message ?? 'Success' };
  }

  saveRole(id: number | null, name: string) {
    return this.roleAnswer(
      id === null
        ? { method: 'POST', path: `${ROLES}/add-role`, body: { name } }
        : { method: 'PUT', path: `${ROLES}/update-role`, body: { id, name } },
    );
  }

  deleteRole(id: number): Promise<DeleteAnswer> {
    return this.remove(`${ROLES}/delete-role`, id);
  }

  saveRoleMenu(roleId: number, menuItemIds: number[], editableMenuItemIds: number[]) {
    return this.roleAnswer({
      method: 'POST',
      path: `${ROLES}/submit-role-menu`,
      body: { roleId, menuItemIds, editableMenuItemIds },
    });
  }
}

export interface ClientSetupBody {
  id: number | null;
  clientName: string;
  serverName: string;
  databaseName: string;
  detail: Record<string, unknown>;
}

/** Client setup (api/ClientDbSetup). */
export class ClientSetupApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async clients(): Promise<ClientSetup[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${SETUP}/get-client-details` },
      ClientDetails,
    );
    return (result ?? []).map(toClientSetup);
  }

  /** Adds the client with its server (AddClientDb) or updates its server (UpdateClientDbInfo), then its details. */
  async save(body: ClientSetupBody): Promise<{ client: ClientSetup; message: string }> {
    const server = { serverName: body.serverName, databaseName: body.databaseName };
    let id = body.id;
    if (id === null) {
      const { result } = await this.legacy.envelope(
        { method: 'POST', path: `${SETUP}/AddClientDb`, body: { clientName: body.clientName, ...server } },
        writtenRecord(LegacyClientDetail),
      );
      id = result.id;
    } else {
      await this.legacy.envelope(
        { method: 'PUT', path: `${SETUP}/UpdateClientDbInfo`, query: { Id: id }, body: server },
        writtenRecord(LegacyClientDetail),
      );
    }
    const { result, message } = await this.legacy.envelope(
      {
        method: 'PUT',
        path: `${SETUP}/AddClientDetail`,
        query: { Id: id },
        body: { clientName: body.clientName, ...body.detail },
      },
      writtenRecord(LegacyClientDetail),
    );
    return { client: toClientSetup(result), message: message ?? 'Success' };
  }
}

function withoutNulls(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== null && value !== undefined),
  );
}
