/**
 * Who owns what: every user is provider staff (no client) or a user of exactly one client. Provider-wide records
 * are read by everyone whose menu shows them and written by provider staff; client-owned records are reached by
 * provider staff and by their own client's users only. docs/ownership.md has the table per kind of record.
 */
export const OWNERSHIP_MESSAGES = {
  /** Another client's record, asked for by id: it does not exist for this user. */
  notFound: 'The record was not found.',
  /** A write to a provider-wide record by a client's user. */
  providerOnly: 'Only provider staff may change this.',
  /** A provider role given by anyone but a provider administrator. */
  providerRoleGrant: 'Only provider administrators can give provider roles.',
  /** The read-only administrator tried a change. */
  readOnly: 'Read-only administrators cannot change anything.',
  /** Separation of duties: the submitter of an item tried to approve it or send it back. */
  ownWork: 'You submitted this item, so another person must approve it or send it back.',
  /** Separation of duties: the approver of a law tried to become its business contact as well. */
  approverAsContact: "You approve this law's assessment, so you cannot also be its business contact.",
} as const;

/** Whose records a user reaches: a client's user its own client's; provider staff (clientId null) every client's. */
export function reachesClient(userClientId: string | null, recordClientId: string | null): boolean {
  return userClientId === null || userClientId === recordClientId;
}

/** Separation of duties: whoever submitted an item may not also decide it (approve or send back). */
export function mayDecide(submittedBy: string | null, deciderId: string): boolean {
  return submittedBy === null || submittedBy !== deciderId;
}
