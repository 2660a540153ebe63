import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const ITEM = `changeLawId lawId sectionId lawDetailId regulatorId regulator section level1 changeTypeId changeType statusId
  status effectiveDate summary businessLineId businessLineName requirementCount changedCount edited submitted decision
  decidedBy decidedAt tabIndex`;
const QUEUE = `query ($input: ChangedLawQueueInput) { changedLawQueue(input: $input) {
  totalCount page pageSize items { ${ITEM} } regulators { id name } changeTypes { id name } } }`;
const INBOX = `query { inboxCounts { routerLink count } }`;
const ACCEPT = `mutation ($input: ChangeLineInput!) { acceptChangeInLaw(input: $input) { message } }`;
const SAVE = `mutation ($input: SaveUpdatedRequirementsInput!) { saveUpdatedRequirements(input: $input) { message } }`;

interface Item {
  changeLawId: string;
  sectionId: string;
  regulatorId: string;
  regulator: string;
  section: string;
  changeTypeId: string;
  changeType: string;
  status: string;
  businessLineId: string;
  businessLineName: string;
  requirementCount: number;
  submitted: boolean;
  decision: string | null;
  decidedBy: string | null;
  tabIndex: number;
}
interface Page {
  totalCount: number;
  page: number;
  pageSize: number;
  items: Item[];
  regulators: { id: string; name: string }[];
  changeTypes: { id: string; name: string }[];
}

describe("change management's work queue against the reference catalogue", () => {
  let harness: Harness;
  let lawyer: TestClient;
  let reader: TestClient;
  let business: TestClient;
  beforeAll(async () => {
    harness = await startHarness();
    lawyer = harness.client({ 'x-lexbridge-route': '/change-management/newLaw' });
    reader = harness.client();
    business = harness.client();
    await lawyer.login('lawyer@lexbridge.test');
    await reader.login('reader@lexbridge.test');
    await business.login('business@lexbridge.test');
  });
  afterAll(() => harness?.close());

  const queue = async (client: TestClient, input: Record<string, unknown> = {}) => {
    const result = await client.gql<{ changedLawQueue: Page }>(QUEUE, { input });
    expect(result.errors).toBeUndefined();
    return result.data!.changedLawQueue;
  };
  const newLawCount = async () => {
    const result = await lawyer.gql<{ inboxCounts: { routerLink: string; count: number }[] }>(INBOX);
    return result.data!.inboxCounts.find((entry) => entry.routerLink === '/change-management/newLaw')?.count;
  };

  it('lists the changes of the user’s lines, one row per change and line, with step and decision state', async () => {
    const page = await queue(lawyer);
    expect(page.totalCount).toBe(17);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(25);
    expect(page.items).toHaveLength(17);
    // changed, new and decommissioned sections alike
    expect(new Set(page.items.map((item) => item.status))).toEqual(
      new Set(['Changed Law', 'New Law', 'Decommissioned']),
    );
    const tilaRespa = page.items.filter((item) => item.changeLawId === '1');
    expect(tilaRespa.map((item) => item.businessLineName).sort()).toEqual([
      'Consumer Lending',
      'Credit Cards',
      'Home Equity Lending',
      'Mortgage Origination',
    ]);
    expect(tilaRespa[0]).toMatchObject({
      regulator: 'Consumer Financial Protection Bureau',
      changeType: 'Amendment',
      status: 'Changed Law',
      requirementCount: 3,
      submitted: false,
      decision: null,
      tabIndex: 1,
    });
    // a decommissioned section has nothing to map: it waits at the confirm step
    for (const item of page.items.filter((entry) => entry.status === 'Decommissioned'))
      expect(item.tabIndex).toBe(2);
    expect(page.regulators.map((option) => option.name)).toEqual([
      'California Department of Financial Protection and Innovation',
      'Consumer Financial Protection Bureau',
      'Florida Office of Financial Regulation',
      'New York State Department of Financial Services',
    ]);
    expect(page.changeTypes.map((option) => option.name)).toEqual(['Amendment', 'New Section', 'Repeal']);
    // the seeded inbox counts the undecided rows
    expect(await newLawCount()).toBe(17);
  });

  it('filters by regulator, type of change and text, and pages', async () => {
    const all = await queue(lawyer);
    const cfpb = all.regulators.find((option) => option.name === 'Consumer Financial Protection Bureau')!;
    const repeal = all.changeTypes.find((option) => option.name === 'Repeal')!;
    const byRegulator = await queue(lawyer, { regulatorId: cfpb.id });
    expect(byRegulator.totalCount).toBe(11);
    expect(byRegulator.items.every((item) => item.regulatorId === cfpb.id)).toBe(true);
    const repeals = await queue(lawyer, { regulatorId: cfpb.id, changeTypeId: repeal.id });
    expect(repeals.items.map((item) => item.status)).toEqual([
      'Decommissioned',
      'Decommissioned',
      'Decommissioned',
    ]);
    const searched = await queue(lawyer, { search: '  EXTORTION ' });
    expect(searched.items.map((item) => item.changeLawId)).toEqual(['5', '5', '5', '5']);
    expect((await queue(lawyer, { search: 'no such law anywhere' })).totalCount).toBe(0);
    // the filter options stay those of the whole queue
    expect((await queue(lawyer, { search: 'no such law anywhere' })).regulators).toHaveLength(4);

    const second = await queue(lawyer, { page: 2, pageSize: 5 });
    expect(second).toMatchObject({ totalCount: 17, page: 2, pageSize: 5 });
    expect(second.items).toHaveLength(5);
    const first = await queue(lawyer, { page: 1, pageSize: 5 });
    const key = (item: Item) => `${item.changeLawId}:${item.businessLineId}`;
    expect(second.items.map(key).some((value) => first.items.map(key).includes(value))).toBe(false);
    const beyond = await queue(lawyer, { page: 9, pageSize: 5 });
    expect(beyond).toMatchObject({ totalCount: 17, items: [] });
  });

  it('refuses bad filters and users without the screen', async () => {
    const tooBig = await lawyer.gql(QUEUE, { input: { pageSize: 500 } });
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooBig.errors?.[0]?.message).toBe('pageSize must be from 1 to 200.');
    const badId = await lawyer.gql(QUEUE, { input: { regulatorId: 'abc' } });
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badPage = await lawyer.gql(QUEUE, { input: { page: 0 } });
    expect(badPage.errors?.[0]?.message).toBe('page must be 1 or more.');
    for (const client of [reader, business]) {
      const refused = await client.gql(QUEUE, {});
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('moves a submitted line to the confirm step, and a decision refreshes the inbox', async () => {
    const line = { changeLawId: '2', businessLineId: '3' };
    const saved = await lawyer.gql(SAVE, { input: { ...line, submit: true } });
    expect(saved.errors).toBeUndefined();
    const find = async () =>
      (await queue(lawyer)).items.find(
        (item) => item.changeLawId === line.changeLawId && item.businessLineId === line.businessLineId,
      )!;
    expect(await find()).toMatchObject({ submitted: true, tabIndex: 2, decision: null });

    const accepted = await lawyer.gql(ACCEPT, { input: line });
    expect(accepted.errors).toBeUndefined();
    expect(await find()).toMatchObject({ decision: 'ACCEPTED', decidedBy: 'Lena Lawyer', tabIndex: 2 });
    // decided lines go last; the inbox counts the 16 left
    expect((await queue(lawyer)).items.at(-1)).toMatchObject(line);
    expect(await newLawCount()).toBe(16);
  });
});
