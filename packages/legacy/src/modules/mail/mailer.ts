import nodemailer from 'nodemailer';
import type { Queryable } from '../../db/db.js';

/** One message as the outbox keeps it. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  body: string;
  /** A link the message carries (a password reset link): kept for the test controls, never shown to administrators. */
  link?: string;
  /** The trigger that sent it and its event; none for the catalogue's own mail (password reset links). */
  triggerName?: string;
  event?: string;
}

/** Hands a message to a mail server. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
}

/** SMTP through nodemailer, from a URL such as smtp://user:password@mail.example.com:587 (smtps:// for TLS). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async deliver(mail) {
      await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.body });
    },
  };
}

/**
 * Every message the catalogue sends goes through here. It is written to the outbox first (Queued); with a transport
 * it is then handed to the mail server in the background and marked Sent, or Failed with the server's reason. Without
 * one it stays Queued, for a mail relay to pick up (and for tests to read). Sending never fails the request that
 * caused it.
 */
export class Mailer {
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Queryable,
    private readonly transport: MailTransport | null,
    private readonly log: (error: unknown, message: string) => void = () => {},
  ) {}

  /** Whether messages go to a mail server (else they wait in the outbox). */
  get delivers(): boolean {
    return this.transport !== null;
  }

  async send(mail: OutgoingMail, db: Queryable = this.db): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO outbox (to_email, from_email, subject, body, link, trigger_name, event)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        mail.to,
        mail.from,
        mail.subject,
        mail.body,
        mail.link ?? null,
        mail.triggerName ?? null,
        mail.event ?? null,
      ],
    );
    const id = rows[0]!.id;
    if (this.transport) {
      const delivery = this.#deliver(this.transport, id, mail);
      this.#pending.add(delivery);
      void delivery.finally(() => this.#pending.delete(delivery));
    }
    return id;
  }

  async #deliver(transport: MailTransport, id: number, mail: OutgoingMail): Promise<void> {
    try {
      await transport.deliver(mail);
      await this.db.query(`UPDATE outbox SET status = 'Sent', sent_at = now(), error = NULL WHERE id = $1`, [
        id,
      ]);
    } catch (error) {
      this.log(error, 'the mail server refused a message');
      const reason = error instanceof Error ? error.message : String(error);
      await this.db
        .query(`UPDATE outbox SET status = 'Failed', error = $2 WHERE id = $1`, [id, reason.slice(0, 500)])
        .catch((failure: unknown) => this.log(failure, 'could not record a failed delivery'));
    }
  }

  /** Resolves when every delivery started so far has finished (tests, and a graceful stop). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}

interface TriggerTarget {
  triggerName: string;
  subject: string;
  senderEmail: string;
  senderName: string;
  receiverEmail: string;
}

/**
 * Fires the active triggers of an event: each sends its subject from its sender (when the sender is active) to
 * every active receiver of its group, one message per receiver. Returns how many messages went out. Failures are
 * logged, never thrown: the workflow step that fired the event has happened either way.
 */
export async function fireEmailEvent(
  mailer: Mailer,
  db: Queryable,
  event: string,
  lines: readonly string[],
  log: (error: unknown, message: string) => void = () => {},
): Promise<number> {
  try {
    const { rows } = await db.query<TriggerTarget>(
      `SELECT t.name AS "triggerName", t.subject, s.email AS "senderEmail", s.display_name AS "senderName",
              r.email AS "receiverEmail"
         FROM email_triggers t
         JOIN email_addresses s ON s.id = t.sender_id AND s.is_active
         JOIN email_group_members m ON m.email_group_id = t.email_group_id
         JOIN email_addresses r ON r.id = m.email_address_id AND r.is_active
        WHERE t.is_active AND t.event = $1
        ORDER BY t.id, lower(r.email)`,
      [event],
    );
    for (const row of rows) {
      await mailer.send({
        from: row.senderName ? `"${row.senderName.replace(/"/g, '')}" <${row.senderEmail}>` : row.senderEmail,
        to: row.receiverEmail,
        subject: row.subject,
        body: [...lines, '', `Sent by the e-mail trigger '${row.triggerName}' (${event}).`].join('\n'),
        triggerName: row.triggerName,
        event,
      });
    }
    return rows.length;
  } catch (error) {
    log(error, `could not send the e-mails of the event ${event}`);
    return 0;
  }
}

/**
 * The lines of a workflow event's message: the law and section, the business line, who acted, and any comment.
 */
export async function sectionEventLines(
  db: Queryable,
  what: string,
  {
    sectionId,
    businessLineId,
    userId,
    comment,
  }: {
    sectionId: number;
    businessLineId: number;
    userId: number;
    comment?: string;
  },
): Promise<string[]> {
  const { rows } = await db.query<{ law: string; section: string; line: string; actor: string }>(
    `SELECT l.name AS law, s.section_number || ' ' || s.section_name AS section,
            coalesce((SELECT name FROM business_lines WHERE id = $2), '') AS line,
            coalesce((SELECT coalesce(nullif(full_name, ''), email) FROM users WHERE id = $3), '') AS actor
       FROM law_sections s JOIN laws l ON l.id = s.law_id WHERE s.id = $1`,
    [sectionId, businessLineId, userId],
  );
  const row = rows[0];
  return [
    `${what}.`,
    '',
    `Law: ${row?.law ?? ''}`,
    `Section: ${row?.section ?? sectionId}`,
    `Business line: ${row?.line ?? businessLineId}`,
    `By: ${row?.actor ?? ''}`,
    ...(comment ? [`Comment: ${comment}`] : []),
  ];
}

/** The lines of a business law's event (an assessment submitted or approved): its law, section, line and who. */
export async function businessLawEventLines(
  db: Queryable,
  what: string,
  businessLawId: number,
  userId: number,
  detail?: string,
): Promise<string[]> {
  const { rows } = await db.query<{ section_id: number; business_line_id: number }>(
    'SELECT section_id, business_line_id FROM business_laws WHERE id = $1',
    [businessLawId],
  );
  const law = rows[0];
  if (!law) return [`${what}.`];
  const lines = await sectionEventLines(db, what, {
    sectionId: law.section_id,
    businessLineId: law.business_line_id,
    userId,
  });
  return detail ? [...lines, detail] : lines;
}

/** The lines of a change in law: the law and section it changes, its type, summary and effective date. */
export async function changeEventLines(db: Queryable, changeLawId: number): Promise<string[]> {
  const { rows } = await db.query<{
    law: string;
    section: string;
    type: string;
    summary: string;
    effective: string | null;
  }>(
    `SELECT l.name AS law, s.section_number || ' ' || s.section_name AS section, t.filter_description AS type, c.summary,
            to_char(c.effective_date, 'YYYY-MM-DD') AS effective
       FROM law_changes c JOIN law_sections s ON s.id = c.section_id JOIN laws l ON l.id = s.law_id
       JOIN change_types t ON t.id = c.change_type_id
      WHERE c.id = $1`,
    [changeLawId],
  );
  const row = rows[0];
  if (!row) return ['A change in law was recorded.'];
  return [
    'A change in law was recorded.',
    '',
    `Law: ${row.law}`,
    `Section: ${row.section}`,
    `Change: ${row.type}`,
    `Summary: ${row.summary}`,
    ...(row.effective ? [`Effective: ${row.effective}`] : []),
  ];
}
