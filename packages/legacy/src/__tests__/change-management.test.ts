import { describe, expect, it } from 'vitest';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import type { Envelope } from '../http/envelope.js';
import type { ChangedLawQueueDto } from '../modules/change-in-law/change-management.routes.js';
import { CATALOGUE_MESSAGES } from '../modules/catalogue/messages.js';
import { LINES, expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions, postAs } = useCatalogueSessions();
const LIST = '/ChangeInLaw/get-dashboard-regulator-list';

const inboxOf = async (email: string) => {
  const { rows } = await catalogue.running.db.query<{ count: number }>(
    `SELECT ic.count FROM inbox_counts ic JOIN users u ON u.id = ic.user_id JOIN menu_items m ON m.id = ic.menu_item_id
      WHERE lower(u.email) = $1 AND m.router_link = '/change-management/newLaw'`,
    [email],
  );
  return rows[0]?.count;
};

function list(session: Session, body: Record<string, unknown> = {}) {
  return postAs<ChangedLawQueueDto>(session, LIST, body);
}

describe("change management's work queue (get-dashboard-regulator-list)", () => {
  it('lists one row per change and business line of the user, undecided first, with its step', async () => {
    const { status, body } = await list(sessions.lena);
    expect(status).toBe(200);
    const queue = body.Result;
    expect(queue.totalCount).toBe(17);
    expect(queue).toMatchObject({ pageNumber: 1, pageSize: 25 });
    expect(new Set(queue.rows.map((row) => row.status))).toEqual(
      new Set(['Changed Law', 'New Law', 'Decommissioned']),
    );
    for (const row of queue.rows) {
      expect(row.tabIndex).toBe(row.status === 'Decommissioned' ? 2 : 1);
      expect(row.decision).toBeNull();
    }
    // The New Law inbox counts the undecided rows (seed change-management-v1).
    expect(await inboxOf('lawyer@lexbridge.test')).toBe(17);
  });

  it('answers the same list as ClientChangeManagement/GetChangedLaws, and its count', async () => {
    const filter = { regulatorId: 10, changeTypeId: 1 };
    const direct = await list(sessions.lena, filter);
    const client = await postAs<ChangedLawQueueDto>(
      sessions.lena,
      '/ClientChangeManagement/GetChangedLaws',
      filter,
    );
    expect(client.body.Result).toEqual(direct.body.Result);
    expect(direct.body.Result.rows.map((row) => row.businessLineId)).toEqual([
      LINES['Deposit Accounts'],
      LINES['Consumer Lending'],
      LINES['Mortgage Origination'],
      LINES['Mortgage Servicing'],
    ]);
    const counted = await postAs<{ totalCount: number }>(
      sessions.lena,
      '/ChangeInLaw/get-dashboard-regulator-count',
      filter,
    );
    expect(counted.body.Result).toEqual({ totalCount: 4 });
  });

  it('searches case-insensitively and pages', async () => {
    const found = await list(sessions.lena, { search: 'EXTORTION' });
    expect(found.body.Result.rows.map((row) => row.changeLawId)).toEqual([5, 5, 5, 5]);
    const page = await list(sessions.lena, { pageNumber: 4, pageSize: 5 });
    expect(page.body.Result).toMatchObject({ totalCount: 17, pageNumber: 4, pageSize: 5 });
    expect(page.body.Result.rows).toHaveLength(2);
    const beyond = await list(sessions.lena, { pageNumber: 9, pageSize: 5 });
    expect(beyond.body.Result).toMatchObject({ totalCount: 17, rows: [] });
  });

  it('refuses bad filters', async () => {
    expectRefusal(await list(sessions.lena, { pageSize: 201 }), 400, 'pageSize must be from 1 to 200.');
    expectRefusal(
      await list(sessions.lena, { regulatorId: 'x' }),
      400,
      CATALOGUE_MESSAGES.idInvalid('regulatorId'),
    );
    expectRefusal(await list(sessions.lena, { search: 5 }), 400, CATALOGUE_MESSAGES.textInvalid('search'));
  });

  it('moves a submitted line to step 2, and recounts the inbox after a decision', async () => {
    const line = { changeLawId: 4, businessLineId: LINES['Consumer Lending'] };
    const saved = await catalogue.client.call<Envelope<unknown>>(
      'PUT',
      '/ChangeInLawRequirement/SaveOrSubmitLawRequirement',
      {
        token: sessions.lena.accessToken,
        body: { ...line, isSubmitted: true, UserId: sessions.lena.userId },
      },
    );
    expect(saved.status).toBe(200);
    const row = async () =>
      (await list(sessions.lena, { pageSize: 200 })).body.Result.rows.find(
        (entry) => entry.changeLawId === line.changeLawId && entry.businessLineId === line.businessLineId,
      )!;
    expect(await row()).toMatchObject({ isSubmitted: true, tabIndex: 2, decision: null });

    const decided = await postAs(sessions.lena, '/ChangeInLaw/accept-law', { ...line, decision: 'Accepted' });
    expect(decided.status).toBe(200);
    expect(await row()).toMatchObject({ decision: 'Accepted', decidedBy: 'Lena Lawyer', tabIndex: 2 });
    expect(await inboxOf('lawyer@lexbridge.test')).toBe(16);
  });

  it("leaves recording a change in law to provider staff: a client's user is refused and nothing is stored", async () => {
    const count = async () =>
      (await catalogue.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM law_changes')).rows[0]!
        .n;
    const before = await count();
    const refused = await postAs(sessions.ben, '/ChangeInLaw/PostChangeLaw', {
      sectionId: 6,
      changeTypeId: 1,
      statusId: 6,
      summary: 'Notice timing clarified.',
    });
    expectRefusal(refused, 403, OWNERSHIP_MESSAGES.providerOnly);
    expect(await count()).toBe(before);
  });

  it('records a decommissioned section with its requirements proposed as Deleted; accepting removes them', async () => {
    const { rows: sections } = await catalogue.running.db.query<{ sectionId: number; number: string }>(
      `SELECT r.section_id AS "sectionId", count(*)::int AS number FROM requirements r
        WHERE r.business_line_id = $1 AND NOT EXISTS (SELECT 1 FROM law_changes c WHERE c.section_id = r.section_id)
        GROUP BY r.section_id ORDER BY r.section_id LIMIT 1`,
      [LINES['Consumer Lending']],
    );
    const sectionId = sections[0]!.sectionId;
    const inboxBefore = await inboxOf('lawyer@lexbridge.test');
    const posted = await postAs<{ changeLawId: number }>(sessions.lena, '/ChangeInLaw/PostChangeLaw', {
      sectionId,
      changeTypeId: 3,
      statusId: 8,
      summary: 'Repealed.',
      effectiveDate: '2027-01-01',
    });
    expect(posted.status).toBe(200);
    const line = { changeLawId: posted.body.Result.changeLawId, businessLineId: LINES['Consumer Lending'] };
    const proposed = await catalogue.client.get<
      Envelope<{ RequirementChangeStatus: string; NewRequirement: string | null }[]>
    >('/ChangeInLawRequirement/GetChangeRequirements', {
      token: sessions.lena.accessToken,
      params: { ...line, UserId: sessions.lena.userId },
    });
    expect(proposed.body.Result.length).toBeGreaterThan(0);
    for (const row of proposed.body.Result)
      expect(row).toMatchObject({ RequirementChangeStatus: 'Deleted', NewRequirement: null });

    const queued = (await list(sessions.lena, { pageSize: 200, statusId: 8 })).body.Result.rows.find(
      (row) => row.changeLawId === line.changeLawId && row.businessLineId === line.businessLineId,
    );
    expect(queued).toMatchObject({ status: 'Decommissioned', tabIndex: 2, decision: null });
    // new work in the lawyer's inbox
    expect(await inboxOf('lawyer@lexbridge.test')).toBeGreaterThan(inboxBefore!);

    expect(
      (await postAs(sessions.lena, '/ChangeInLaw/accept-law', { ...line, decision: 'Accepted' })).status,
    ).toBe(200);
    const { rows: left } = await catalogue.running.db.query(
      'SELECT 1 FROM requirements WHERE section_id = $1 AND business_line_id = $2',
      [sectionId, line.businessLineId],
    );
    expect(left).toHaveLength(0);
  });
});
