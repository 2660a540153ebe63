/**
 * Role names of the reference catalogue. The specification withholds the real strings (they carry the product
 * family name); these are ours, and a real catalogue's can be supplied to the BFF through its configuration.
 */
export const ADMIN_ROLES = [
  'Lexbridge Super Admin',
  'Lexbridge Admin',
  'Lexbridge User',
  'Lexbridge Admin Read Only',
] as const;

/**
 * The provider roles of the reference catalogue (its roles.is_provider): held by provider staff and given by the
 * provider administrator only. The catalogue says which roles are provider roles; this list stands in when an
 * answer does not.
 */
export const PROVIDER_ROLES = [
  'Lexbridge Super Admin',
  'Lexbridge Admin Read Only',
  'Provider Staff',
  'Legal Staff',
] as const;

/** Provider-side staff: they do not get inbox counts. */
export const PROVIDER_ROLE = 'Provider Staff';

export function hasRole(roles: readonly string[], role: string): boolean {
  const wanted = role.trim().toLowerCase();
  return roles.some((candidate) => candidate.trim().toLowerCase() === wanted);
}

/** Any one of the administrator-type roles passes, compared case-insensitively. */
export function isAdminRole(roles: readonly string[], adminRoles: readonly string[] = ADMIN_ROLES): boolean {
  return adminRoles.some((role) => hasRole(roles, role));
}

export function fetchesInboxCounts(roles: readonly string[], providerRole: string = PROVIDER_ROLE): boolean {
  return !hasRole(roles, providerRole);
}
