// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
  SUPER_ADMIN,
} from '../../../testing/fake-catalogue.js';

const ROUTES = ['/validator-maintenance/message-types'];
const admin = principalWith({
  user: SUPER_ADMIN,
  menu: sectionMenu('Validator Maintenance', 8, ROUTES, 80),
  editableRoutes: ROUTES,
});
const TYPES = [
  {
    id: 1,
    messageType: 'Test',
    description: '',
    isClient: false,
    clientId: null,
    clientName: null,
    isActive: true,
    version: 1,
  },
];
const SAVE_TYPE = `mutation ($input: SaveMessageTypeInput!) { saveMessageType(input: $input) { message messageType { id } } }`;

/** The catalogue saves the message type, and answers `Result` for it. */
function catalogue(result: unknown, writes: LegacyRequest[] = []) {
  return new FakeCatalogue({
    'api/filterMappingMaster/getAllMessageType': (request: LegacyRequest) =>
      request.method === 'GET' ? { Result: TYPES } : { Result: { totalCount: 1, data: TYPES } },
    'api/filterMappingMaster/PostMessageType': (request: LegacyRequest) => {
      writes.push(request);
      return { Message: 'Record saved successfully', Result: result };
    },
  });
}

const run = (fake: FakeCatalogue, input: Record<string, unknown>) =>
  runGraphQL(fakeContext(fake, admin(), { services: { cache: new MemoryCache(100) } }), SAVE_TYPE, {
    input,
  });

describe('saveMessageType: a save answered without its record', () => {
  it('is UPSTREAM_ERROR with the generic text, not a success with messageType null', async () => {
    const writes: LegacyRequest[] = [];
    const result = await run(catalogue(null, writes), {
      messageType: 'Escalation',
      isClient: false,
      isActive: true,
    });
    expect(writes).toHaveLength(1);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toBe('backend server error');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_ERROR' });
  });

  it('is UPSTREAM_ERROR for a bare flag in place of the record too', async () => {
    const result = await run(catalogue(true), { messageType: 'Escalation', isClient: false, isActive: true });
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_ERROR' });
  });

  it('answers the saved record when the catalogue sends it', async () => {
    const saved = { ...TYPES[0]!, id: 9, messageType: 'Escalation' };
    const result = await run(catalogue(saved), {
      messageType: 'Escalation',
      isClient: false,
      isActive: true,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      saveMessageType: { message: 'Record saved successfully', messageType: { id: '9' } },
    });
  });
});
