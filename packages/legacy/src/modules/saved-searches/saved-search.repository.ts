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

/**
 * Renames the user's own search; 'missing' when there is none with that id for this user, 'duplicate' when another
 * of their searches has the name (ignoring case).
 */
export async function renameSavedSearch(
  db: Queryable,
  userId: number,
  id: number,
  name: string,
): Promise<SavedSearchDto | 'missing' | 'duplicate'> {
  const { rows: same } = await db.query(
    'SELECT 1 FROM saved_searches WHERE user_id = $1 AND lower(search_name) = lower($2) AND id <> $3',
    [userId, name, id],
  );
  if (same.length > 0) return 'duplicate';
  const { rows } = await db.query<SavedSearchRow>(
    `UPDATE saved_searches SET search_name = $3 WHERE id = $1 AND user_id = $2
     RETURNING id, search_name, search_key, created_at`,
    [id, userId, name],
  );
  return rows.length === 0 ? 'missing' : toDto(rows[0]);
}

/** The user's own searches of these ids, in the order asked. */
export async function savedSearchesByIds(
  db: Queryable,
  userId: number,
  ids: readonly number[],
): Promise<SavedSearchDto[]> {
  const { rows } = await db.query<SavedSearchRow>(
    `SELECT id, search_name, search_key, created_at FROM saved_searches WHERE user_id = $1 AND id = ANY($2)`,
    [userId, ids],
  );
  return ids.flatMap((id) => rows.filter((row) => row.id === id).map(toDto));
}

/** The user's searches whose name or criteria contain `key` (ignoring case), newest first, a page at a time. */
export async function searchSavedSearches(
  db: Queryable,
  userId: number,
  key: string,
  page: { pageNumber: number; pageSize: number },
): Promise<{ totalCount: number; data: SavedSearchDto[] }> {
  const pattern = `%${key.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = `user_id = $1 AND (lower(search_name) LIKE $2 OR lower(search_key) LIKE $2)`;
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM saved_searches WHERE ${where}`,
    [userId, pattern],
  );
  const { rows } = await db.query<SavedSearchRow>(
    `SELECT id, search_name, search_key, created_at FROM saved_searches WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [userId, pattern, page.pageSize, (page.pageNumber - 1) * page.pageSize],
  );
  return { totalCount: count[0]!.n, data: rows.map(toDto) };
}
