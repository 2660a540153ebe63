import type { Queryable } from '../../../db/db.js';

/**
 * The directory groups of a user as the identity provider reports them (the groups claim): names or directory
 * ids, as a corporate directory would send either.
 */
export async function directoryGroups(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ directory_group: string }>(
    'SELECT directory_group FROM directory_group_members WHERE user_id = $1 ORDER BY directory_group',
    [userId],
  );
  return rows.map((row) => row.directory_group);
}
