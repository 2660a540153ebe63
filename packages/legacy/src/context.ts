import type { TokenLifetimes } from './auth/tokens.js';
import type { RequestStats } from './control/stats.js';
import type { Db } from './db/db.js';
import type { Mailer } from './modules/mail/mailer.js';

/** What the route plugins need, handed to each as its plugin options. */
export interface LegacyContext {
  db: Db;
  secretKey: string;
  lifetimes: TokenLifetimes;
  /** Present only when the test controls are on. */
  stats?: RequestStats;
  /** Sends mail: to the SMTP server when one is configured, always recorded in the outbox. */
  mail: Mailer;
  /** The sender of the catalogue's own mail. */
  mailFrom: string;
}
