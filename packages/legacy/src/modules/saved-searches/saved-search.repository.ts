import type { Queryable } from '../../db/db.js';

/** A saved search as the legacy wire carries it; the mixed casing is the legacy's own. */
export interface SavedSearchDto {
  Id: number;
  SearchName: string;
  searchKey: string;
  /** ISO 8601 */
  CreatedDate: string;
}

interface SavedSearchRow {
  id: number;
  search_name: string;
  search_key: string;
  created_at: Date;
}

const toDto = (row: SavedSearchRow): SavedSearchDto => ({
  Id: row.id,
  SearchName: row.search_name,
  searchKey: row.search_key,
  CreatedDate: new Date(row.created_at).toISOString(),
});

export async function listSavedSearches(db: Queryable, userId: number): Promise<SavedSearchDto[]> {
  const { rows } = await db.query<SavedSearchRow>(
    `SELECT id, search_name, search_key, created_at
       FROM saved_searches
      WHERE user_id = $1
      ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map(toDto);
}

/**
 * Inserts unless the user already has a search of that name (ignoring case). The unique index decides, so two
 * racing saves of one name cannot both succeed. Returns null for a duplicate.
 */
export async function addSavedSearch(
  db: Queryable,
  userId: number,
  name: string,
  searchKey: string,
): Promise<SavedSearchDto | null> {
  const { rows } = await db.query<SavedSearchRow>(
    `INSERT INTO saved_searches (user_id, search_name, search_key, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING
     RETURNING id, search_name, search_key, created_at`,
    [userId, name, searchKey, new Date()],
  );
  return rows.length === 0 ? null : toDto(rows[0]);
}

/** Deletes the user's own search; false when there is none with that id for this user. */
export async function deleteSavedSearch(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  return rows.length > 0;
}
