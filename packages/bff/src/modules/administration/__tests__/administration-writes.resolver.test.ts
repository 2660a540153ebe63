// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { ADMIN_MAINTENANCE_ROUTES, ADMIN_ROUTES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import { MemoryAccessMarks } from '../../../session/access-changes.js';
import type { Principal } from '../../../session/principal.js';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
  SUPER_ADMIN,
} from '../../../testing/fake-catalogue.js';

const ROUTES = [...Object.values(ADMIN_ROUTES), ...Object.values(ADMIN_MAINTENANCE_ROUTES)];
const MENU = sectionMenu('Administration', 1300, ROUTES, 1301);
const PROVIDER_ADMIN = principalWith({
  user: { ...SUPER_ADMIN, id: '7', roles: ['Lexbridge Super Admin'] },
  menu: MENU,
  editableRoutes: ROUTES,
})();

function run(fake: FakeCatalogue, source: string, variables: Record<string, unknown>, who: Principal) {
  return runGraphQL(
    fakeContext(fake, who, {
      services: { cache: new MemoryCache(100), accessMarks: new MemoryAccessMarks(60_000) },
    }),
    source,
    variables,
  );
}

const ROLES = [
  { id: 7, name: 'Business User', isProvider: false, userCount: 1, menuItemIds: [], editableMenuItemIds: [] },
];
const user = (clientId: number | null) => ({
  id: 3,
  email: 'business@lexbridge.test',
  firstName: 'Bea',
  lastName: 'User',
  fullName: 'Bea User',
  clientId,
  clientName: clientId === null ? null : 'Harborview Credit Union',
  isProvider: false,
  syncedAt: null,
  roles: [{ id: 7, name: 'Business User' }],
});
const artifactType = { id: 4, name: 'Policy', description: 'Kept as is', artifactCount: 0 };
const artifact = {
  id: 5,
  name: 'Lending policy',
  artifactType: 'Policy',
  businessLineId: 2,
  businessLineName: 'Consumer Lending',
  description: 'Kept as is',
  ownerName: 'Kept owner',
  mappingCount: 0,
};

/** A catalogue answering the writes with `result` (the written record, or null), recording their requests. */
function catalogue(writes: LegacyRequest[], result: (request: LegacyRequest) => unknown) {
  const write = (request: LegacyRequest) => {
    writes.push(request);
    return { Message: 'Saved on db01.internal:5432', Result: result(request) };
  };
  return new FakeCatalogue({
    'api/Role/get-roles': () => ({ Result: ROLES }),
    'api/UserMaintenance/update-user': write,
    'api/Maintenance/get-artifact-type-list': () => ({ Result: [artifactType] }),
    'api/Maintenance/update-artifact-type': write,
    'api/Maintenance/get-artifact-list': () => ({ Result: [artifact] }),
    'api/Maintenance/update-artifact': write,
  });
}

const UPDATE_USER = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { message user { id clientId } } }`;
const SAVE_TYPE = `mutation ($input: SaveArtifactTypeInput!) { saveArtifactType(input: $input) { artifactType { id } } }`;
const SAVE_ARTIFACT = `mutation ($input: SaveArtifactInput!) { saveArtifact(input: $input) { artifact { id } } }`;
const NAMES = { id: '3', firstName: 'Bea', lastName: 'User', roleIds: ['7'] };

describe('updateUser: an omitted field leaves the stored value unchanged', () => {
  it('sends no clientId when the input leaves it out, so the user stays with their client', async () => {
    const writes: LegacyRequest[] = [];
    const result = await run(
      catalogue(writes, () => user(1)),
      UPDATE_USER,
      { input: NAMES },
      PROVIDER_ADMIN,
    );
    expect(result.errors).toBeUndefined();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).not.toHaveProperty('clientId');
    expect(writes[0]!.body).not.toHaveProperty('isProvider');
  });

  it('sends null for the documented "no client" and the id for another client', async () => {
    const writes: LegacyRequest[] = [];
    const fake = catalogue(writes, () => user(null));
    expect(
      (await run(fake, UPDATE_USER, { input: { ...NAMES, clientId: null } }, PROVIDER_ADMIN)).errors,
    ).toBeUndefined();
    expect(
      (await run(fake, UPDATE_USER, { input: { ...NAMES, clientId: '2' } }, PROVIDER_ADMIN)).errors,
    ).toBeUndefined();
    expect(writes.map((write) => (write.body as { clientId?: unknown }).clientId)).toEqual([null, 2]);
  });

  it('answers UPSTREAM_ERROR when the catalogue saves without answering the user', async () => {
    const writes: LegacyRequest[] = [];
    const result = await run(
      catalogue(writes, () => null),
      UPDATE_USER,
      { input: NAMES },
      PROVIDER_ADMIN,
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toBe('backend server error');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_ERROR' });
  });
});

describe('artifact maintenance: an omitted field leaves the stored value unchanged', () => {
  it('sends no description of an artifact type the update leaves out, and an empty one for null', async () => {
    const writes: LegacyRequest[] = [];
    const fake = catalogue(writes, () => artifactType);
    const kept = await run(fake, SAVE_TYPE, { input: { id: '4', name: 'Policy' } }, PROVIDER_ADMIN);
    expect(kept.errors).toBeUndefined();
    await run(fake, SAVE_TYPE, { input: { id: '4', name: 'Policy', description: null } }, PROVIDER_ADMIN);
    expect(writes.map((write) => write.body)).toEqual([
      { id: 4, name: 'Policy' },
      { id: 4, name: 'Policy', description: '' },
    ]);
  });

  it('sends no description or owner of an artifact the update leaves out', async () => {
    const writes: LegacyRequest[] = [];
    const input = { id: '5', name: 'Lending policy', artifactType: 'Policy', businessLineId: '2' };
    const result = await run(
      catalogue(writes, () => artifact),
      SAVE_ARTIFACT,
      { input },
      PROVIDER_ADMIN,
    );
    expect(result.errors).toBeUndefined();
    expect(writes[0]!.body).not.toHaveProperty('description');
    expect(writes[0]!.body).not.toHaveProperty('ownerName');
  });

  it('answers UPSTREAM_ERROR when the catalogue saves an artifact without answering it', async () => {
    const writes: LegacyRequest[] = [];
    const input = { id: '5', name: 'Lending policy', artifactType: 'Policy', businessLineId: '2' };
    const result = await run(
      catalogue(writes, () => null),
      SAVE_ARTIFACT,
      { input },
      PROVIDER_ADMIN,
    );
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_ERROR' });
    expect(JSON.stringify(result.errors)).not.toContain('db01');
  });
});
