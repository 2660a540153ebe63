import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATOR_MESSAGES } from '@lexbridge/rules';
import { DEMO_PASSWORD, startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { persistedDocuments } from './documents.js';

type Answer = {
  data?: Record<string, unknown>;
  errors?: { extensions?: { code?: string; fields?: Record<string, string> } }[];
};

/**
 * Validator writes as an internal tool would send them through the web's own operations: an update without the
 * version read is refused and changes nothing, a field an update leaves out keeps its value, and a taken Test Rule Id
 * is a field error.
 */
describe('validator writes: stale and partial updates', () => {
  const persisted = persistedDocuments();
  let harness: Harness;
  let cookie: string;

  const call = async (operationName: string, variables: Record<string, unknown>): Promise<Answer> => {
    const response = await fetch(`${harness.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({
        operationName,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: persisted.get(operationName)!.hash } },
      }),
    });
    if (operationName === 'Login')
      cookie = response.headers
        .getSetCookie()
        .find((value) => value.startsWith('lexbridge_session='))!
        .split(';')[0]!;
    return (await response.json()) as Answer;
  };
  const typeNamed = async (text: string) => {
    const grid = await call('MessageTypesGrid', { filter: { searchText: text } });
    return (
      grid.data!.messageTypes as {
        items: { id: string; messageType: string; description: string; version: number }[];
      }
    ).items[0]!;
  };

  beforeAll(async () => {
    harness = await startHarness({ bff: { trustedDocuments: true } });
    await call('Login', {
      input: { username: 'admin@lexbridge.test', password: DEMO_PASSWORD, acceptTerms: true },
    });
  });
  afterAll(() => harness?.close());

  it('refuses an update without the version read, and leaves the record as it was', async () => {
    await call('SaveMessageType', {
      input: { messageType: 'Contract Versioned', description: 'As added.', isClient: false },
    });
    const added = await typeNamed('contract versioned');
    const versionless = await call('SaveMessageType', {
      input: { id: added.id, messageType: 'Contract Overwritten', isClient: false },
    });
    expect(versionless.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { version: VALIDATOR_MESSAGES.versionRequired },
    });
    expect(await typeNamed('contract versioned')).toEqual(added);
  });

  it('keeps a field an update leaves out', async () => {
    await call('SaveMessageType', {
      input: { messageType: 'Contract Described', description: 'Not to be wiped.', isClient: false },
    });
    const added = await typeNamed('contract described');
    const renamed = await call('SaveMessageType', {
      input: {
        id: added.id,
        version: added.version,
        messageType: 'Contract Described Again',
        isClient: false,
      },
    });
    expect(renamed.errors).toBeUndefined();
    expect(await typeNamed('contract described again')).toMatchObject({
      description: 'Not to be wiped.',
      version: added.version + 1,
    });
  });

  it('answers a taken Test Rule Id with a field error', async () => {
    const taken = await call('SaveTestRule', {
      input: {
        messageTypeId: '1',
        testRuleId: '10001',
        testRuleDescription: 'Contract rule with a taken id',
      },
    });
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { testRuleId: VALIDATOR_MESSAGES.testRuleIdDuplicate },
    });
  });
});
