import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../http/envelope.js';
import { readFirstSheet } from '../modules/validator/validator.import.js';
import type {
  MessageTypeDto,
  Page,
  TestFilterMappingDto,
  TestRuleDto,
  TestRuleMessageDto,
} from '../modules/validator/validator.repository.js';
import { sessionCaller } from './catalogue-helpers.js';
import { useCatalogue, type Session } from './helpers.js';

const catalogue = useCatalogue();
const call = sessionCaller(catalogue);
const MASTER = '/api/filterMappingMaster';
const TRANSACTION = '/api/filterMappingTransaction';
const SETUP = '/api/validatorfile-setup';
const NOT_FOUND = [404, 'The record was not found.'];
const PROVIDER_ONLY = [403, 'Only provider staff may change this.'];
const READ_ONLY = [403, 'Read-only administrators cannot change anything.'];

const who: Record<'admin' | 'auditor' | 'harborview' | 'northgate' | 'business', Session> = {} as never;
let harborviewId = 0;
let northgateId = 0;

beforeAll(async () => {
  const { client } = catalogue;
  const [admin, auditor, harborview, northgate, business] = await Promise.all(
    [
      'admin@lexbridge.test',
      'auditor@lexbridge.test',
      'clientadmin@lexbridge.test',
      'northgate-admin@lexbridge.test',
      'business@lexbridge.test',
    ].map((email) => client.login(email)),
  );
  Object.assign(who, { admin, auditor, harborview, northgate, business });
  const { rows } = await catalogue.running.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM clients ORDER BY id',
  );
  harborviewId = rows.find((row) => row.name === 'Harborview Credit Union')!.id;
  northgateId = rows.find((row) => row.name === 'Northgate Savings Bank')!.id;
});

const answer = (reply: { status: number; body: Envelope<unknown> }) => [reply.status, reply.body.Message];

async function messageTypes(session: Session, body: Record<string, unknown> = {}) {
  const reply = await call<Page<MessageTypeDto>>(session, 'POST', `${MASTER}/getAllMessageType`, body);
  return reply.body.Result.data;
}

describe('validator maintenance: whose message types and client mappings', () => {
  it("lists a client's user its own client's message types and the provider-wide ones only", async () => {
    const mine = await messageTypes(who.harborview);
    expect(mine.map((type) => type.clientId).filter((id) => id !== null)).toEqual(
      mine.filter((type) => type.clientId !== null).map(() => harborviewId),
    );
    expect(mine.map((type) => type.messageType)).toEqual(
      expect.arrayContaining(['Test', 'Harborview Escalation']),
    );
    expect(mine.map((type) => type.messageType)).not.toContain('Northgate Exception');
    // The GET list and the clients list too.
    const all = await call<MessageTypeDto[]>(who.harborview, 'GET', `${MASTER}/getAllMessageType`);
    expect(all.body.Result.map((type) => type.messageType)).not.toContain('Northgate Exception');
    const clients = await call<{ id: number }[]>(who.harborview, 'GET', '/api/ClientDbSetup/GetClientServer');
    expect(clients.body.Result.map((client) => client.id)).toEqual([harborviewId]);
    // Naming another client is not found; provider staff see every client's.
    const other = await call(who.harborview, 'POST', `${MASTER}/getAllMessageType`, {
      clientId: northgateId,
    });
    expect(answer(other)).toEqual(NOT_FOUND);
    expect((await messageTypes(who.admin)).map((type) => type.messageType)).toContain('Northgate Exception');
  });

  it("saves a client's user's message types for its own client only, and never provider-wide ones", async () => {
    const probe = await call(who.harborview, 'POST', `${MASTER}/PostMessageType`, {
      messageType: 'PROBE',
      isClient: true,
      clientId: northgateId,
      isActive: true,
    });
    expect(answer(probe)).toEqual(NOT_FOUND);
    const providerWide = await call(who.harborview, 'POST', `${MASTER}/PostMessageType`, {
      messageType: 'PROBE',
      isClient: false,
      isActive: true,
    });
    expect(answer(providerWide)).toEqual(PROVIDER_ONLY);
    // Without a client named, the client is its own.
    const own = await call<MessageTypeDto>(who.harborview, 'POST', `${MASTER}/PostMessageType`, {
      messageType: 'Harborview Probe',
      isClient: true,
      isActive: true,
    });
    expect(own.status).toBe(200);
    expect(own.body.Result).toMatchObject({ clientId: harborviewId, isClient: true });

    const northgateType = (await messageTypes(who.admin)).find(
      (t) => t.messageType === 'Northgate Exception',
    )!;
    const testType = (await messageTypes(who.admin)).find((t) => t.messageType === 'Test')!;
    const changeOther = await call(who.harborview, 'POST', `${MASTER}/PostMessageType`, {
      id: northgateType.id,
      version: northgateType.version,
      messageType: 'Taken over',
      isClient: true,
      isActive: true,
    });
    expect(answer(changeOther)).toEqual(NOT_FOUND);
    const deleteOther = await call(who.harborview, 'DELETE', `${MASTER}/DeleteMessageType`, undefined, {
      id: northgateType.id,
    });
    expect(answer(deleteOther)).toEqual(NOT_FOUND);
    const changeShared = await call(who.harborview, 'POST', `${MASTER}/PostMessageType`, {
      id: testType.id,
      version: testType.version,
      messageType: 'Test',
      isClient: true,
      isActive: true,
    });
    expect(answer(changeShared)).toEqual(PROVIDER_ONLY);
    const deleteShared = await call(who.harborview, 'DELETE', `${MASTER}/DeleteMessageType`, undefined, {
      id: testType.id,
    });
    expect(answer(deleteShared)).toEqual(PROVIDER_ONLY);
    // Its own it may change and delete.
    const removed = await call(who.harborview, 'DELETE', `${MASTER}/DeleteMessageType`, undefined, {
      id: (own.body.Result as MessageTypeDto).id,
    });
    expect(removed.status).toBe(200);
    // The read-only administrator reads every client's and writes nothing.
    expect((await messageTypes(who.auditor)).map((type) => type.messageType)).toContain(
      'Northgate Exception',
    );
    const auditorSave = await call(who.auditor, 'POST', `${MASTER}/PostMessageType`, {
      messageType: 'Audit',
      isActive: true,
    });
    expect(auditorSave.status).toBe(403);
  });

  it('keeps test rules, rule messages, master mappings, filter fields and the upload for provider staff', async () => {
    const rule = await call(who.harborview, 'POST', `${MASTER}/postTestRule`, {
      messageTypeId: 1,
      testRuleDescription: 'A client rule',
      isActive: true,
    });
    expect(answer(rule)).toEqual(PROVIDER_ONLY);
    const message = await call(who.harborview, 'POST', `${MASTER}/postTestRuleMessage`, {
      businessLineId: 1,
      testRuleId: 1,
      azimuthMessage: 'x',
      isActive: true,
    });
    expect(answer(message)).toEqual(PROVIDER_ONLY);
    const mappings = await catalogue.client.post<Envelope<unknown>>(`${TRANSACTION}/postTestFilterMapping`, {
      token: who.harborview.accessToken,
      body: [{ testId: 1, testRuleId: 1, UserId: who.harborview.userId }],
    });
    expect(answer(mappings)).toEqual(PROVIDER_ONLY);
    const field = await call(who.harborview, 'POST', `${TRANSACTION}/postTestFilterField`, {
      testFilterMappingId: 1,
      entityId: 1,
      fieldId: 1,
      isActive: true,
    });
    expect(answer(field)).toEqual(PROVIDER_ONLY);
    const upload = await call(who.harborview, 'POST', `${SETUP}/upload-validator-file`, {
      fileName: 'rules.xlsx',
      fileText: 'UEsDBA==',
    });
    expect(answer(upload)).toEqual(PROVIDER_ONLY);
    // Reading them is open to the screen's users.
    const rules = await call<Page<unknown>>(who.harborview, 'POST', `${MASTER}/getAllTestRule`, {});
    expect(rules.body.Result.totalCount).toBeGreaterThan(0);
  });

  it("keeps a client's filter mappings to its own client", async () => {
    const list = async (session: Session, body: Record<string, unknown> = {}) =>
      call<Page<TestFilterMappingDto>>(session, 'POST', `${TRANSACTION}/getAllClientTestFilterMapping`, body);
    const mine = (await list(who.harborview)).body.Result.data;
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((row) => row.clientId))).toEqual(new Set([harborviewId]));
    expect(answer(await list(who.harborview, { clientId: northgateId }))).toEqual(NOT_FOUND);

    const theirs = (await list(who.admin, { clientId: northgateId })).body.Result.data[0]!;
    const update = await call(who.harborview, 'POST', `${TRANSACTION}/postTestClientFilterMapping`, {
      id: theirs.id,
      version: theirs.version,
      isCustomMessage: true,
      customMessage: 'Taken over',
      isActive: true,
    });
    expect(answer(update)).toEqual(NOT_FOUND);
    const remove = await call(
      who.harborview,
      'DELETE',
      `${TRANSACTION}/deleteTestClientFilterMapping`,
      undefined,
      {
        id: theirs.id,
      },
    );
    expect(answer(remove)).toEqual(NOT_FOUND);
    const reorder = await catalogue.client.post<Envelope<unknown>>(
      `${TRANSACTION}/postTestClientReorderFilter`,
      {
        token: who.harborview.accessToken,
        body: [
          {
            id: theirs.id,
            testOrder: 9,
            isReorder: 1,
            version: theirs.version,
            UserId: who.harborview.userId,
          },
        ],
      },
    );
    expect(answer(reorder)).toEqual(NOT_FOUND);

    // Its own it changes; the read-only administrator changes nothing.
    const own = mine[0]!;
    const saved = await call<TestFilterMappingDto>(
      who.harborview,
      'POST',
      `${TRANSACTION}/postTestClientFilterMapping`,
      { id: own.id, version: own.version, isCustomMessage: true, customMessage: 'Our words', isActive: true },
    );
    expect(saved.status).toBe(200);
    const auditor = await call(who.auditor, 'POST', `${TRANSACTION}/postTestClientFilterMapping`, {
      id: own.id,
      version: own.version + 1,
      isActive: true,
    });
    expect(auditor.status).toBe(403);
  });
});

describe("validator maintenance: no client learns of another client's message types", () => {
  const DUPLICATE = [
    409,
    'Please add another message type it is already present in the Message type screen check the tabs',
  ];
  const saveType = (session: Session, body: Record<string, unknown>) =>
    call<MessageTypeDto>(session, 'POST', `${MASTER}/PostMessageType`, { isActive: true, ...body });
  const removeType = (id: number) =>
    call(who.admin, 'DELETE', `${MASTER}/DeleteMessageType`, undefined, { id });

  it('lets Northgate name a type as Harborview named one, never as a provider-wide or its own other type', async () => {
    // Northgate may not know Harborview has 'Harborview Escalation': its own type of that name is saved.
    const mine = await saveType(who.northgate, { messageType: 'harborview escalation', isClient: true });
    expect(mine.status).toBe(200);
    expect(mine.body.Result).toMatchObject({ clientId: northgateId, messageType: 'harborview escalation' });
    const created = mine.body.Result.id;
    // Renaming it keeps to the same rule.
    const renamed = await saveType(who.northgate, {
      id: created,
      version: mine.body.Result.version,
      messageType: 'Harborview Escalation',
      isClient: true,
    });
    expect(renamed.status).toBe(200);
    // A provider-wide name, and its own client's other type's name, are refused as before.
    expect(answer(await saveType(who.northgate, { messageType: 'TEST', isClient: true }))).toEqual(DUPLICATE);
    expect(
      answer(await saveType(who.northgate, { messageType: 'Northgate Exception', isClient: true })),
    ).toEqual(DUPLICATE);
    // Harborview still sees its own type only under that name, not Northgate's.
    const harborviews = (await messageTypes(who.harborview)).filter(
      (type) => type.messageType.toLowerCase() === 'harborview escalation',
    );
    expect(harborviews.map((type) => type.clientId)).toEqual([harborviewId]);
    // Provider staff: a client's type may share another client's name; a provider-wide one clashes with any type.
    expect(
      answer(await saveType(who.admin, { messageType: 'Harborview Escalation', isClient: false })),
    ).toEqual(DUPLICATE);
    expect(
      answer(
        await saveType(who.admin, {
          messageType: 'Harborview Escalation',
          isClient: true,
          clientId: harborviewId,
        }),
      ),
    ).toEqual(DUPLICATE);
    // The database keeps one name per client.
    await expect(
      catalogue.running.db.query(
        `INSERT INTO message_types (message_type, is_client, client_id) VALUES ('HARBORVIEW ESCALATION', true, $1)`,
        [northgateId],
      ),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await removeType(created)).status).toBe(200);
  });

  interface Setup {
    rules: Record<'harborview' | 'northgate', TestRuleDto>;
    messages: Record<'harborview' | 'northgate', TestRuleMessageDto>;
    businessLineId: number;
    testId: number;
  }
  let setup: Setup;

  beforeAll(async () => {
    const types = await messageTypes(who.admin);
    const typeOf = (name: string) => types.find((type) => type.messageType === name)!;
    const tests = await call<{ testId: number; businessLineId: number }[]>(
      who.admin,
      'GET',
      `${TRANSACTION}/getTestIdByBusinessLine`,
    );
    const { testId, businessLineId } = tests.body.Result[0]!;
    const ruleOf = async (typeName: string, description: string) =>
      (
        await call<TestRuleDto>(who.admin, 'POST', `${MASTER}/postTestRule`, {
          messageTypeId: typeOf(typeName).id,
          testRuleDescription: description,
          isActive: true,
        })
      ).body.Result;
    const messageOf = async (rule: TestRuleDto, text: string) =>
      (
        await call<TestRuleMessageDto>(who.admin, 'POST', `${MASTER}/postTestRuleMessage`, {
          businessLineId,
          testRuleId: rule.id,
          azimuthMessage: text,
          isActive: true,
        })
      ).body.Result;
    const rules = {
      harborview: await ruleOf('Harborview Escalation', 'Escalated loans have a reviewer'),
      northgate: await ruleOf('Northgate Exception', 'Excepted loans have a register entry'),
    };
    setup = {
      rules,
      messages: {
        harborview: await messageOf(rules.harborview, 'The escalated loan has no reviewer.'),
        northgate: await messageOf(rules.northgate, 'The excepted loan has no register entry.'),
      },
      businessLineId,
      testId,
    };
  });

  const ruleMessages = async (session: Session, body: Record<string, unknown> = {}) =>
    (await call<Page<TestRuleMessageDto>>(session, 'POST', `${MASTER}/getAllTestRuleMessage`, body)).body
      .Result;

  it("lists Harborview no rule message of Northgate's message type, and Northgate none of Harborview's", async () => {
    const { rules, messages } = setup;
    const ids = async (session: Session, body: Record<string, unknown> = {}) =>
      (await ruleMessages(session, { pageSize: 1000, ...body })).data.map((row) => row.id);
    const harborviewSees = await ids(who.harborview);
    expect(harborviewSees).toContain(messages.harborview.id);
    expect(harborviewSees).not.toContain(messages.northgate.id);
    const northgateSees = await ids(who.northgate);
    expect(northgateSees).toContain(messages.northgate.id);
    expect(northgateSees).not.toContain(messages.harborview.id);
    // Naming the rule, searching its words or naming the other client widens nothing; the count agrees.
    const narrowed = await ruleMessages(who.harborview, { testRuleId: rules.northgate.id });
    expect(narrowed).toEqual({ totalCount: 0, data: [] });
    expect((await ruleMessages(who.harborview, { searchText: 'register entry' })).totalCount).toBe(0);
    expect(await ids(who.harborview, { clientId: northgateId })).not.toContain(messages.northgate.id);
    // Provider staff and the read-only administrator see both.
    for (const session of [who.admin, who.auditor]) {
      expect(await ids(session)).toEqual(
        expect.arrayContaining([messages.harborview.id, messages.northgate.id]),
      );
    }
    // The message type's client rides along for the BFF's own check.
    expect(messages.northgate.messageTypeClientId).toBe(northgateId);
  });

  it("keeps a rule's messages, the mapped rules, the export and the mappings of another client's type away", async () => {
    const { rules, messages, businessLineId, testId } = setup;
    const ofRule = (session: Session, rule: TestRuleDto) =>
      call<TestRuleMessageDto[]>(session, 'GET', `${TRANSACTION}/getTestMessageByTestRule`, undefined, {
        TestRuleId: rule.id,
        businessLineId,
      });
    expect((await ofRule(who.harborview, rules.northgate)).body.Result).toEqual([]);
    expect((await ofRule(who.harborview, rules.harborview)).body.Result.map((row) => row.id)).toEqual([
      messages.harborview.id,
    ]);
    expect((await ofRule(who.admin, rules.northgate)).body.Result.map((row) => row.id)).toEqual([
      messages.northgate.id,
    ]);

    const mapped = async (session: Session) =>
      (
        await call<TestRuleDto[]>(session, 'POST', `${TRANSACTION}/getMappedTestRule`, { businessLineId })
      ).body.Result.map((rule) => rule.id);
    expect(await mapped(who.harborview)).not.toContain(rules.northgate.id);
    expect(await mapped(who.northgate)).toEqual(expect.arrayContaining([rules.northgate.id]));
    expect(await mapped(who.admin)).toEqual(
      expect.arrayContaining([rules.harborview.id, rules.northgate.id]),
    );

    const exported = async (session: Session) => {
      const response = await fetch(`${catalogue.client.baseUrl}${MASTER}/export-test-rule-message`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ UserId: Number(session.userId), clientId: northgateId }),
      });
      const sheet = await readFirstSheet(Buffer.from(await response.arrayBuffer()));
      const column = sheet.header.indexOf('Azimuth Message');
      return sheet.rows.map((row) => String(row[column]));
    };
    const harborviewSheet = await exported(who.harborview);
    expect(harborviewSheet).toContain(messages.harborview.azimuthMessage);
    expect(harborviewSheet).not.toContain(messages.northgate.azimuthMessage);
    expect(await exported(who.admin)).toContain(messages.northgate.azimuthMessage);

    // A master filter mapping of Northgate's rule: Harborview's list of the master mappings leaves it out.
    const saved = await catalogue.client.post<Envelope<unknown>>(`${TRANSACTION}/postTestFilterMapping`, {
      token: who.admin.accessToken,
      body: [{ testId, testRuleId: rules.northgate.id, UserId: who.admin.userId }],
    });
    expect(saved.status).toBe(200);
    const mappings = async (session: Session) =>
      (
        await call<Page<TestFilterMappingDto>>(session, 'POST', `${TRANSACTION}/getAllTestFilterMapping`, {
          testRuleId: rules.northgate.id,
        })
      ).body.Result;
    expect((await mappings(who.harborview)).totalCount).toBe(0);
    const all = await mappings(who.admin);
    expect(all.data.map((row) => row.ruleMessageId)).toEqual([messages.northgate.id]);
    expect(all.data[0]!.messageTypeClientId).toBe(northgateId);
    expect((await mappings(who.northgate)).totalCount).toBe(1);
  });
});

describe('validator setup: one client, from the session', () => {
  interface Hierarchy {
    clientId: number;
    businessLines: { businessLineId: number; entities: { entityId: number; clientId: number }[] }[];
  }
  const entityOf = async (clientId: number) => {
    const tree = await call<Hierarchy[]>(who.admin, 'GET', `${SETUP}/client-searchfilter-hierarchy`);
    return tree.body.Result.find((client) => client.clientId === clientId)!.businessLines.flatMap(
      (line) => line.entities,
    )[0]!;
  };

  it("shows a client's administrator its own client only, and refuses another's records as not found", async () => {
    const tree = await call<Hierarchy[]>(who.harborview, 'GET', `${SETUP}/client-searchfilter-hierarchy`);
    expect(tree.body.Result.map((client) => client.clientId)).toEqual([harborviewId]);
    const theirs = await entityOf(northgateId);
    const headers = await call(who.harborview, 'GET', `${SETUP}/client-header-fields`, undefined, {
      EntityId: theirs.entityId,
    });
    expect(answer(headers)).toEqual(NOT_FOUND);
    const upload = await call(who.harborview, 'POST', `${SETUP}/client-csv-file`, {
      entityId: theirs.entityId,
      fileName: 'x.csv',
      fileText: Buffer.from('A\n1\n').toString('base64'),
    });
    expect(answer(upload)).toEqual(NOT_FOUND);
    const results = await call(who.harborview, 'POST', `${SETUP}/post-validator-result-count`, {
      clientId: northgateId,
    });
    expect(answer(results)).toEqual(NOT_FOUND);
    const requests = await call(who.harborview, 'GET', `${SETUP}/get-validator-test-userforms`, undefined, {
      ClientId: northgateId,
    });
    expect(answer(requests)).toEqual(NOT_FOUND);
    // Provider staff and the read-only administrator see every client.
    for (const session of [who.admin, who.auditor]) {
      const all = await call<Hierarchy[]>(session, 'GET', `${SETUP}/client-searchfilter-hierarchy`);
      expect(all.body.Result.map((client) => client.clientId)).toEqual(
        expect.arrayContaining([harborviewId, northgateId]),
      );
    }
  });

  it("leaves the setup and the decisions to provider staff, and the read-only administrator's writes refused", async () => {
    const own = await entityOf(harborviewId);
    const entity = await call(who.harborview, 'POST', `${SETUP}/submit-entities-hierarchy`, {
      clientId: harborviewId,
      businessLineId: 1,
      entityName: 'Ours',
      prefixName: 'OURS',
    });
    expect(answer(entity)).toEqual(PROVIDER_ONLY);
    const field = await call(who.harborview, 'POST', `${SETUP}/submit-client-validator-fields`, {
      entityId: own.entityId,
      clientSourceField: 'X',
      isIgnored: true,
    });
    expect(answer(field)).toEqual(PROVIDER_ONLY);
    const queue = await call(who.harborview, 'GET', `${SETUP}/client-file-approval`);
    expect(queue.status).toBe(403);
    const auditorUpload = await call(who.auditor, 'POST', `${SETUP}/client-csv-file`, {
      entityId: own.entityId,
      fileName: 'x.csv',
      fileText: Buffer.from('A\n1\n').toString('base64'),
    });
    expect(answer(auditorUpload)).toEqual(READ_ONLY);
    // The older list of the clients a user works for is gone: users.client_id says it.
    const { rows } = await catalogue.running.db.query(
      `SELECT 1 FROM information_schema.tables WHERE table_name = 'vs_user_clients'`,
    );
    expect(rows).toHaveLength(0);
  });

  interface Change {
    id: number;
    status: string;
    version: number;
  }
  interface ClientFile {
    fileId: number;
    status: string;
  }

  it('refuses the submitter its own decision, and reopens a file whose request was rejected', async () => {
    const own = await entityOf(harborviewId);
    // Provider staff raise and submit a request themselves: another person decides it.
    const saved = await call<Change>(who.admin, 'POST', `${SETUP}/save-removed-client-header-changes`, {
      entityId: own.entityId,
      rows: [{ changeKind: 'REMOVED', clientSourceField: 'PropertyState' }],
    });
    const submitted = await call<Change>(who.admin, 'POST', `${SETUP}/submit-client-header-changes`, {
      id: saved.body.Result.id,
      version: saved.body.Result.version,
    });
    expect(submitted.status).toBe(200);
    const ownApproval = await call(who.admin, 'POST', `${SETUP}/submit-header-changes`, {
      id: saved.body.Result.id,
      version: submitted.body.Result.version,
    });
    expect(answer(ownApproval)).toEqual([
      403,
      'You submitted this item, so another person must approve it or send it back.',
    ]);
    const reasons = await call<{ id: number }[]>(who.admin, 'GET', `${SETUP}/client-reject-reasons`);
    const ownRejection = await call(who.admin, 'POST', `${SETUP}/client-reject-fileProcess`, {
      id: saved.body.Result.id,
      version: submitted.body.Result.version,
      rejectReasonId: reasons.body.Result[0]!.id,
    });
    expect(ownRejection.status).toBe(403);
    await catalogue.running.db.query(`UPDATE vs_header_changes SET status = 'Approved' WHERE id = $1`, [
      saved.body.Result.id,
    ]);

    // The client's file with a new column: its request is rejected, then changed and submitted again.
    const uploaded = await call<ClientFile>(who.business, 'POST', `${SETUP}/client-csv-file`, {
      entityId: own.entityId,
      fileName: 'again.csv',
      fileText: Buffer.from('LoanNumber,Brand New Column\nLN1,x\n').toString('base64'),
    });
    expect(uploaded.body.Result.status).toBe('HeaderChanges');
    const rows = [{ changeKind: 'NEW', clientSourceField: 'Brand New Column', isIgnored: true }];
    const request = await call<Change>(who.business, 'POST', `${SETUP}/save-removed-client-header-changes`, {
      entityId: own.entityId,
      fileId: uploaded.body.Result.fileId,
      rows,
    });
    const sent = await call<Change>(who.business, 'POST', `${SETUP}/submit-client-header-changes`, {
      id: request.body.Result.id,
      version: request.body.Result.version,
    });
    const rejected = await call<Change>(who.admin, 'POST', `${SETUP}/client-reject-fileProcess`, {
      id: request.body.Result.id,
      version: sent.body.Result.version,
      rejectReasonId: reasons.body.Result[0]!.id,
    });
    expect(rejected.body.Result.status).toBe('Rejected');
    const fileStatus = async () =>
      (
        await call<ClientFile>(who.business, 'GET', `${SETUP}/client-fileheader-row`, undefined, {
          FileId: uploaded.body.Result.fileId,
        })
      ).body.Result.status;
    expect(await fileStatus()).toBe('Rejected');
    const changed = await call<Change>(who.business, 'POST', `${SETUP}/save-removed-client-header-changes`, {
      id: request.body.Result.id,
      version: rejected.body.Result.version,
      entityId: own.entityId,
      fileId: uploaded.body.Result.fileId,
      rows,
    });
    expect(changed.body.Result.status).toBe('Saved');
    expect(await fileStatus()).toBe('HeaderChanges');
    const again = await call<Change>(who.business, 'POST', `${SETUP}/submit-client-header-changes`, {
      id: request.body.Result.id,
      version: changed.body.Result.version,
    });
    expect(again.body.Result.status).toBe('Submitted');
  });
});
