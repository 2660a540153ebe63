import { hasRole, isBuiltInRole, PROVIDER_ROLES } from '@lexbridge/rules';
import type {
  LegacyAdminClient,
  LegacyAdminUser,
  LegacyClientDetail,
  LegacyMasterRow,
  LegacyMenuEntry,
  LegacyRole,
} from './administration.dto.js';
import { type MasterListModule, RegulatorAuthority } from './administration.enums.js';
import type {
  AdminClient,
  AdminUser,
  ClientSetup,
  MasterListItem,
  MenuEntry,
  Role,
} from './administration.type.js';

const idOf = (value: number | null): string | null => (value === null ? null : String(value));

export function toMasterListItem(module: MasterListModule, row: LegacyMasterRow): MasterListItem {
  return {
    id: String(row.id),
    module,
    name: row.name,
    parentId: idOf(row.parentId),
    parentName: row.parentName,
    authority:
      row.authority === 'Federal'
        ? RegulatorAuthority.FEDERAL
        : row.authority === 'State'
          ? RegulatorAuthority.STATE
          : null,
  };
}

export function toAdminUser(row: LegacyAdminUser): AdminUser {
  return {
    id: String(row.id),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    clientId: idOf(row.clientId),
    clientName: row.clientName,
    isProvider: row.isProvider,
    syncedAt: row.syncedAt,
    roles: row.roles.map((role) => ({ id: String(role.id), name: role.name })),
  };
}

export function toAdminClient(row: LegacyAdminClient): AdminClient {
  return { id: String(row.id), name: row.clientName };
}

export function toRole(row: LegacyRole): Role {
  return {
    id: String(row.id),
    name: row.name,
    isBuiltIn: isBuiltInRole(row.name),
    isProvider: row.isProvider ?? hasRole(PROVIDER_ROLES, row.name),
    userCount: row.userCount,
    menuItemIds: row.menuItemIds.map(String),
    editableMenuItemIds: row.editableMenuItemIds.map(String),
  };
}

export function toMenuEntry(row: LegacyMenuEntry): MenuEntry {
  return {
    id: String(row.id),
    parentId: idOf(row.parentId),
    label: row.label,
    routerLink: row.routerLink,
    breadcrumbs: row.breadcrumbs.map((crumb) => ({
      id: String(crumb.id),
      label: crumb.label,
      routerLink: crumb.routerLink,
    })),
  };
}

export function toClientSetup(row: LegacyClientDetail): ClientSetup {
  return {
    id: String(row.id),
    name: row.clientName,
    serverName: row.serverName,
    databaseName: row.databaseName,
    domain: row.domain,
    countryId: idOf(row.countryId),
    countryName: row.countryName,
    contactEmail: row.contactEmail,
    ssoEnabled: row.ssoEnabled,
    tenantId: row.tenantId,
    isActive: row.isActive,
  };
}
