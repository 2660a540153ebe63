import type { FieldError } from './login.js';
import { ADMIN_ROLES, hasRole } from './roles.js';
import { naturalCompare } from './sort.js';
import { isDuplicateName, type Named } from './validator.js';

/**
 * Administration: master lists, users, roles and menus, client setup. The module names and the bulk-save counts
 * are the product's; the other texts are ours (the product named the rule, not the words).
 */
export const MASTER_LIST_MODULES = [
  'Type',
  'Regulator',
  'Category',
  'Business',
  'Industry',
  'Process',
  'Country',
] as const;
export type MasterListModule = (typeof MASTER_LIST_MODULES)[number];

/** The routes of the administration screens. */
export const ADMIN_ROUTES = {
  masterLists: '/administration/master-lists',
  users: '/administration/users',
  roles: '/administration/roles',
  clientSetup: '/administration/client-setup',
} as const;
export type AdminRoute = (typeof ADMIN_ROUTES)[keyof typeof ADMIN_ROUTES];

/** The provider-level administrator: the only role that may change what every client shares. */
export const PROVIDER_ADMIN_ROLE: string = ADMIN_ROLES[0];
/** A client's administrator, in a user of a client: manages that client's users. */
export const CLIENT_ADMIN_ROLE: string = ADMIN_ROLES[1];
/** The read-only administrator: sees everything an administrator sees and changes nothing. */
export const READ_ONLY_ADMIN_ROLE: string = ADMIN_ROLES[3];
/** The built-in roles: they cannot be renamed, deleted or toggled in single sign-on mode. */
export const BUILT_IN_ROLES: readonly string[] = ADMIN_ROLES;

export const ADMIN_MESSAGES = {
  nameRequired: (module: string) => `Please enter the ${module} name.`,
  nameDuplicate: (module: string) => `This ${module} already exists. Please enter another name.`,
  nameTooLong: (max: number) => `The name may have at most ${max} characters.`,
  parentRequired: (parent: string) => `Please select the ${parent}.`,
  inUse: (module: string, name: string, usedBy: string) =>
    `${module} '${name}' cannot be deleted because ${usedBy} still use it.`,
  notFound: (module: string) => `The ${module} was not found; it may have been deleted meanwhile.`,
  roleNameRequired: 'Please enter the role name.',
  roleNameDuplicate: 'This role already exists. Please enter another name.',
  builtInRole: 'The built-in administrator roles cannot be changed or deleted.',
  roleInUse: (users: number) =>
    `This role cannot be deleted because ${users} ${users === 1 ? 'user has' : 'users have'} it.`,
  menuRequired: 'Please select at least one menu entry.',
  emailRequired: 'Please enter a valid email address.',
  emailDuplicate: 'A user with this email address already exists.',
  firstNameRequired: 'Please enter the first name.',
  lastNameRequired: 'Please enter the last name.',
  rolesRequired: 'Please select at least one role.',
  clientRequired: 'Please select the client.',
  ownAccount: 'You cannot delete your own account.',
  providerOnly: 'Only the provider administrator may do this.',
  otherClient: 'This user belongs to another client.',
  clientAdminOnly: "Only the provider administrator or the client's administrator may change this.",
  readOnly: 'Read-only administrators cannot change anything.',
  adminOnly: 'Administration is for administrators only.',
  clientNameRequired: 'Please enter the client name.',
  clientNameDuplicate: 'A client with this name already exists.',
  serverRequired: 'Please enter the server name.',
  hostNameInvalid: 'Please enter a valid host name.',
  tenantIdRequired: 'Please enter the tenant id to enable single sign-on.',
  tenantIdInvalid: 'The tenant id must be a GUID (8-4-4-4-12 hexadecimal digits).',
  passwordReset: 'The password was reset.',
  userSynced: 'The user was synchronised with the directory.',
} as const;

/** The most characters of a master-list, role or client name. */
export const ADMIN_NAME_MAX = 200;

/** Whether the roles pass the provider-level administrator check (case-insensitive). */
export function isProviderAdmin(roles: readonly string[], role: string = PROVIDER_ADMIN_ROLE): boolean {
  return hasRole(roles, role);
}

/** An administrator with only the read-only role may read administration data but not change it. */
export function isReadOnlyAdmin(
  roles: readonly string[],
  adminRoles: readonly string[] = ADMIN_ROLES,
): boolean {
  const held = adminRoles.filter((role) => hasRole(roles, role));
  return held.length > 0 && held.every((role) => role.toLowerCase() === adminRoles[3]!.toLowerCase());
}

/**
 * Who an administrator is, as far as whose records go: the session's roles and client (null for provider staff).
 * The provider administrator changes anything and gives provider roles; the read-only administrator reads every
 * client's administration records and changes nothing; a client's administrator manages its own client's users,
 * roles given and single sign-on groups, and gives client-side roles only.
 */
export interface AdministratorIdentity {
  roles: readonly string[];
  clientId: string | null;
}

/** The provider administrator: provider staff holding the provider administrator role. */
export function isProviderAdministrator(user: AdministratorIdentity): boolean {
  return user.clientId === null && isProviderAdmin(user.roles);
}

/** A client's administrator: a user of a client holding the client administrator role ('Lexbridge Admin'). */
export function isClientAdministrator(user: AdministratorIdentity): boolean {
  return user.clientId !== null && hasRole(user.roles, CLIENT_ADMIN_ROLE);
}

/** Who changes client-owned administration records (users, roles given, SSO groups): either administrator. */
export function managesClientRecords(user: AdministratorIdentity): boolean {
  return isProviderAdministrator(user) || isClientAdministrator(user);
}

/** The roles an administrator may give: every role for the provider administrator, else client-side roles only. */
export function grantableRoles<T extends { isProvider: boolean }>(
  user: AdministratorIdentity,
  roles: readonly T[],
): T[] {
  return isProviderAdministrator(user) ? [...roles] : roles.filter((role) => !role.isProvider);
}

export function isBuiltInRole(name: string, builtIn: readonly string[] = BUILT_IN_ROLES): boolean {
  return hasRole(builtIn, name);
}

/**
 * Select All of the single sign-on group mapping: every role except the built-in ones, which cannot be toggled in
 * single sign-on mode.
 */
export function selectAllRoles<T extends { name: string }>(roles: readonly T[]): T[] {
  return roles.filter((role) => !isBuiltInRole(role.name));
}

/** A master-list name: required, at most 200 characters, not a duplicate (ignoring case, excluding itself). */
export function validateMasterListName(
  module: string,
  name: string,
  others: readonly Named[] = [],
  selfId?: string | number | null,
): FieldError<'name'> | null {
  const trimmed = name.trim();
  if (!trimmed) return { field: 'name', message: ADMIN_MESSAGES.nameRequired(module) };
  if (trimmed.length > ADMIN_NAME_MAX)
    return { field: 'name', message: ADMIN_MESSAGES.nameTooLong(ADMIN_NAME_MAX) };
  if (isDuplicateName(trimmed, others, selfId))
    return { field: 'name', message: ADMIN_MESSAGES.nameDuplicate(module) };
  return null;
}

export function validateRoleName(
  name: string,
  others: readonly Named[] = [],
  selfId?: string | number | null,
): FieldError<'name'> | null {
  const trimmed = name.trim();
  if (!trimmed) return { field: 'name', message: ADMIN_MESSAGES.roleNameRequired };
  if (trimmed.length > ADMIN_NAME_MAX)
    return { field: 'name', message: ADMIN_MESSAGES.nameTooLong(ADMIN_NAME_MAX) };
  if (isDuplicateName(trimmed, others, selfId))
    return { field: 'name', message: ADMIN_MESSAGES.roleNameDuplicate };
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EmployeeFields {
  email: string;
  firstName: string;
  lastName: string;
  roleIds: readonly (string | number)[];
}

/** Registering an employee: e-mail, first and last name, at least one role, in that order. */
export function validateEmployee(
  input: EmployeeFields,
): FieldError<'email' | 'firstName' | 'lastName' | 'roleIds'> | null {
  if (!EMAIL.test(input.email.trim())) return { field: 'email', message: ADMIN_MESSAGES.emailRequired };
  if (!input.firstName.trim()) return { field: 'firstName', message: ADMIN_MESSAGES.firstNameRequired };
  if (!input.lastName.trim()) return { field: 'lastName', message: ADMIN_MESSAGES.lastNameRequired };
  if (input.roleIds.length === 0) return { field: 'roleIds', message: ADMIN_MESSAGES.rolesRequired };
  return null;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Host names (RFC 1123 labels), optionally with a port or an instance name (`host\\instance`). */
const HOST =
  /^(?=.{1,253}(?:[:\\]|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5}|\\[A-Za-z0-9_$]+)?$/i;

export function isHostName(value: string): boolean {
  return HOST.test(value.trim());
}

export interface ClientFields {
  clientName: string;
  serverName: string;
  ssoEnabled: boolean;
  tenantId?: string | null;
}

/** A client: its name, a valid server host name, and a GUID tenant id when single sign-on is on. */
export function validateClient(
  input: ClientFields,
): FieldError<'clientName' | 'serverName' | 'tenantId'> | null {
  if (!input.clientName.trim()) return { field: 'clientName', message: ADMIN_MESSAGES.clientNameRequired };
  if (!input.serverName.trim()) return { field: 'serverName', message: ADMIN_MESSAGES.serverRequired };
  if (!isHostName(input.serverName)) return { field: 'serverName', message: ADMIN_MESSAGES.hostNameInvalid };
  if (input.ssoEnabled) {
    const tenant = (input.tenantId ?? '').trim();
    if (!tenant) return { field: 'tenantId', message: ADMIN_MESSAGES.tenantIdRequired };
    if (!GUID.test(tenant)) return { field: 'tenantId', message: ADMIN_MESSAGES.tenantIdInvalid };
  }
  return null;
}

/** The alphabet pagination's letters: 'All' then A to Z. */
export const ALPHABET_LETTERS: readonly string[] = [
  'All',
  ...Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index)),
];

/** Whether `name` belongs under `letter` ('All' or empty: every name). Names that start with no letter go under 'All' only. */
export function startsWithLetter(name: string, letter: string | null | undefined): boolean {
  if (!letter || letter === 'All') return true;
  return name.trim().charAt(0).toUpperCase() === letter.toUpperCase();
}

/** One letter's names, in natural order (numbers by value, Roman numerals by value, letters ignoring case). */
export function alphabetPage<T>(items: readonly T[], name: (item: T) => string, letter?: string | null): T[] {
  return items
    .filter((item) => startsWithLetter(name(item), letter))
    .sort((a, b) => naturalCompare(name(a), name(b)));
}

/** The bulk save's counts, in the order its success message lists them. */
export interface BulkSaveCounts {
  inserted: number;
  updated: number;
  deleted: number;
  notInsertedDuplicates: number;
  notDeletedMapped: number;
  notUpdatedInvalid: number;
}

/** The bulk save's success message with its six counts. */
export function bulkSaveCountsMessage(counts: BulkSaveCounts): string {
  return (
    `Records inserted: ${counts.inserted}, updated: ${counts.updated}, deleted: ${counts.deleted}, ` +
    `not inserted due to duplicates: ${counts.notInsertedDuplicates}, ` +
    `not deleted due to already mapped: ${counts.notDeletedMapped}, ` +
    `not updated due to invalid information: ${counts.notUpdatedInvalid}.`
  );
}
