import { createHash, randomBytes } from 'node:crypto';
import type { Mailer } from '../mail/mailer.js';
import type { Db, Queryable } from '../../db/db.js';
import { ACCESS_MESSAGES } from './messages.js';

/** A reset link works for an hour, once. */
export const RESET_LINK_LIFETIME_SECONDS = 3600;
/** The web app's reset page; the mail carries this path with the two tokens. */
export const RESET_PAGE_PATH = '/forget-password';

const newToken = () => randomBytes(32).toString('base64url');
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A self-service account (Account/Register): no roles until an administrator grants some. Null if taken. */
export async function createAccount(
  db: Queryable,
  email: string,
  passwordHash: string,
): Promise<number | null> {
  const name = email.split('@')[0];
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, full_name, password_hash)
     VALUES ($1, $2, $2, $3)
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING id`,
    [email, name, passwordHash],
  );
  return rows.length === 0 ? null : rows[0].id;
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: number; email: string; passwordHash: string } | null> {
  const { rows } = await db.query<{ id: number; email: string; password_hash: string }>(
    'SELECT id, email, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows.length === 0
    ? null
    : { id: rows[0].id, email: rows[0].email, passwordHash: rows[0].password_hash };
}

export async function findPasswordHash(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  return rows.length === 0 ? null : rows[0].password_hash;
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export interface ResetLink {
  token: string;
  token2: string;
  /** `/forget-password?Token=..&Token2=..` */
  link: string;
}

/**
 * Issues a reset link for the user and "sends" it: the mail goes to the outbox. Only the newest link works: any
 * earlier unused one is voided, so a forwarded old mail is useless.
 */
export async function issueResetLink(
  db: Db,
  user: { id: number; email: string },
  { mailer, from }: { mailer: Mailer; from: string },
  now: Date = new Date(),
): Promise<ResetLink> {
  const token = newToken();
  const token2 = newToken();
  const link = `${RESET_PAGE_PATH}?${new URLSearchParams({ Token: token, Token2: token2 }).toString()}`;
  await db.transaction(async (tx) => {
    // Housekeeping on the write path, as the token store does: keep only live, unused links.
    await tx.query('DELETE FROM password_resets WHERE user_id = $1 OR expires_at < $2', [user.id, now]);
    await tx.query(
      `INSERT INTO password_resets (user_id, token_hash, token2_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        user.id,
        digest(token),
        digest(token2),
        now,
        new Date(now.getTime() + RESET_LINK_LIFETIME_SECONDS * 1000),
      ],
    );
  });
  // Sent once the link is stored: a mail server must never see a link the database does not hold.
  await mailer.send({
    from,
    to: user.email,
    subject: ACCESS_MESSAGES.resetMailSubject,
    body:
      'We received a request to reset the password of your Lexbridge account. Open this link within an hour ' +
      `to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this mail: your password ` +
      'stays as it is.',
    link,
  });
  return { token, token2, link };
}

/** The user whose live, unused reset link this is, or null. Does not consume it. */
export async function findResetLink(
  db: Queryable,
  token: string,
  token2: string,
  now: Date = new Date(),
): Promise<{ id: number; userId: number } | null> {
  const { rows } = await db.query<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM password_resets
      WHERE token_hash = $1 AND token2_hash = $2 AND used_at IS NULL AND expires_at > $3`,
    [digest(token), digest(token2), now],
  );
  return rows.length === 0 ? null : { id: rows[0].id, userId: rows[0].user_id };
}

/**
 * Consumes the link and sets the new password, in one transaction; false when the link was used meanwhile (the
 * conditional UPDATE lets exactly one of two racing resets through). A reset also ends the user's sessions:
 * whoever knew the old password loses the tokens it gave them.
 */
export async function completeReset(
  db: Db,
  resetId: number,
  passwordHash: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: number }>(
      `UPDATE password_resets SET used_at = $2
        WHERE id = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING user_id`,
      [resetId, now],
    );
    if (rows.length === 0) return false;
    const userId = rows[0].user_id;
    await setPasswordHash(tx, userId, passwordHash);
    await tx.query(
      `UPDATE tokens SET access_expires_at = least(access_expires_at, $2),
                         refresh_revoked_at = coalesce(refresh_revoked_at, $2)
        WHERE user_id = $1`,
      [userId, now],
    );
    return true;
  });
}

/** The newest mail to an address (any case), for the test controls. */
export async function latestMail(
  db: Queryable,
  email: string,
): Promise<{ to: string; subject: string; link: string | null } | null> {
  const { rows } = await db.query<{ to_email: string; subject: string; link: string | null }>(
    `SELECT to_email, subject, link FROM outbox
      WHERE lower(to_email) = lower($1)
      ORDER BY id DESC
      LIMIT 1`,
    [email.trim()],
  );
  return rows.length === 0 ? null : { to: rows[0].to_email, subject: rows[0].subject, link: rows[0].link };
}
