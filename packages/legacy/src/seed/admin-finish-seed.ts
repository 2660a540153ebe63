import type { Queryable } from '../db/db.js';

export const ADMIN_FINISH_SEED = 'admin-finish-v1';

/**
 * E-mail triggers for the other events the catalogue fires (requirements submitted, a user registered), sending
 * from the seeded sender to the seeded group, so the outbox fills as the demo is used.
 */
export async function seedAdminFinish(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO email_triggers (name, event, subject, sender_id, email_group_id)
     SELECT v.name, v.event, v.subject, s.id, g.id
       FROM (VALUES ('Requirements submitted notice', 'Requirements Submitted', 'Business requirements await approval'),
                    ('New registration notice', 'User Registered', 'A new user registered')) AS v(name, event, subject)
       JOIN email_addresses s ON s.kind = 'Sender' AND lower(s.email) = 'notifications@lexbridge.test'
       JOIN email_groups g ON lower(g.name) = 'compliance officers'
     ON CONFLICT DO NOTHING`,
  );
}
