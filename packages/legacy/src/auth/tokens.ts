import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.js';

export interface TokenLifetimes {
  tokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
}

export interface IssuedTokens {
  userId: number;
  accessToken: string;
  refreshToken: string;
  issuedAt: Date;
  expiresAt: Date;
  expiresIn: number;
}

// Tokens are random, opaque strings; the database only ever sees their digests.
const newToken = () => randomBytes(32).toString('base64url');
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

export async function issueTokens(
  db: Queryable,
  userId: number,
  lifetimes: TokenLifetimes,
  now: Date = new Date(),
): Promise<IssuedTokens> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const expiresAt = addSeconds(now, lifetimes.tokenLifetimeSeconds);
  await db.query(
    `INSERT INTO tokens (user_id, access_token_hash, refresh_token_hash, issued_at, access_expires_at, refresh_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      userId,
      digest(accessToken),
      digest(refreshToken),
      now,
      expiresAt,
      addSeconds(now, lifetimes.refreshTokenLifetimeSeconds),
    ],
  );
  // Housekeeping on the write path keeps the table to live tokens without a scheduler.
  await db.query('DELETE FROM tokens WHERE refresh_expires_at < $1 AND access_expires_at < $1', [now]);
  return {
    userId,
    accessToken,
    refreshToken,
    issuedAt: now,
    expiresAt,
    expiresIn: lifetimes.tokenLifetimeSeconds,
  };
}

/**
 * Consumes a refresh token and issues a new pair, in one transaction. The conditional UPDATE is the single-use
 * check: of two concurrent redemptions only one sees the token unrevoked, the other gets null. The old access
 * token stays valid until it expires, as OWIN bearer tickets do.
 */
export async function redeemRefreshToken(
  db: Db,
  refreshToken: string,
  lifetimes: TokenLifetimes,
  now: Date = new Date(),
): Promise<IssuedTokens | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: number }>(
      `UPDATE tokens SET refresh_revoked_at = $2
        WHERE refresh_token_hash = $1 AND refresh_revoked_at IS NULL AND refresh_expires_at > $2
        RETURNING user_id`,
      [digest(refreshToken), now],
    );
    return rows.length === 0 ? null : issueTokens(tx, rows[0].user_id, lifetimes, now);
  });
}

/** The user id behind a live access token, or null. */
export async function authenticateAccessToken(
  db: Queryable,
  accessToken: string,
  now: Date,
): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM tokens WHERE access_token_hash = $1 AND access_expires_at > $2',
    [digest(accessToken), now],
  );
  return rows.length === 0 ? null : rows[0].user_id;
}

/** Test control: makes every live access token (and optionally refresh token) expire now. */
export async function expireTokens(
  db: Queryable,
  now: Date,
  includeRefreshTokens: boolean,
): Promise<{ accessTokens: number; refreshTokens: number }> {
  const access = await db.query('UPDATE tokens SET access_expires_at = $1 WHERE access_expires_at > $1', [
    now,
  ]);
  const refresh = includeRefreshTokens
    ? await db.query(
        'UPDATE tokens SET refresh_expires_at = $1 WHERE refresh_expires_at > $1 AND refresh_revoked_at IS NULL',
        [now],
      )
    : { rowCount: 0 };
  return { accessTokens: access.rowCount, refreshTokens: refresh.rowCount };
}
