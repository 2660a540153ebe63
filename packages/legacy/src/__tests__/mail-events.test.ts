import { describe, expect, it } from 'vitest';
import { MAPPING_MESSAGES } from '../modules/mappings/mappings.messages.js';
import { useCatalogueSessions } from './catalogue-helpers.js';

const { catalogue, sessions, postAs, section } = useCatalogueSessions();

describe('the Change in Law e-mail event', () => {
  it("tells a trigger's group of a recorded change, with its law, section and summary", async () => {
    await catalogue.running.db.query(
      `INSERT INTO email_triggers (name, event, subject, sender_id, email_group_id)
       SELECT 'Change in law notice', 'Change in Law', 'A law changed', s.id, g.id
         FROM email_addresses s, email_groups g
        WHERE s.kind = 'Sender' AND lower(s.email) = 'notifications@lexbridge.test'
          AND lower(g.name) = 'compliance officers'`,
    );
    const { sectionId } = await section('§ 1002.9');
    const posted = await postAs<{ changeLawId: number }>(sessions.lena, '/ChangeInLaw/PostChangeLaw', {
      sectionId,
      changeTypeId: 1,
      statusId: 6,
      summary: 'Notice timing clarified.',
      effectiveDate: '2027-01-01',
    });
    expect(posted.body.Message).toBe(MAPPING_MESSAGES.changeSaved);
    const { rows } = await catalogue.running.db.query<{
      subject: string;
      body: string;
      trigger_name: string;
    }>("SELECT subject, body, trigger_name FROM outbox WHERE event = 'Change in Law' ORDER BY id");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.trigger_name).toBe('Change in law notice');
    expect(rows[0]!.subject).toBe('A law changed');
    expect(rows[0]!.body).toContain('Summary: Notice timing clarified.');
    expect(rows[0]!.body).toContain('Effective: 2027-01-01');
  });
});
