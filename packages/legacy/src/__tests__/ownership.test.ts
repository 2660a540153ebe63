import { describe, expect, it } from 'vitest';
import {
  actingClient,
  loadCaller,
  ownedBy,
  OwnershipRefusal,
  requireOwn,
  requireProviderWriter,
  requireWriter,
  type Caller,
} from '../http/caller.js';
import { useCatalogue } from './helpers.js';

const catalogue = useCatalogue();

async function caller(email: string): Promise<Caller> {
  const { rows } = await catalogue.running.db.query<{ id: number }>(
    'SELECT id FROM users WHERE lower(email) = $1',
    [email],
  );
  return loadCaller(catalogue.running.db, rows[0]!.id);
}

const refusal = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof OwnershipRefusal ? [error.status, error.message] : error;
  }
};

describe('who owns what', () => {
  it('seeds provider staff without a client and every client-side demo user with exactly one', async () => {
    const { rows } = await catalogue.running.db.query<{ email: string; client: string | null }>(
      `SELECT u.email, c.name AS client FROM users u LEFT JOIN clients c ON c.id = u.client_id ORDER BY u.email`,
    );
    const clientOf = Object.fromEntries(rows.map((row) => [row.email, row.client]));
    expect(clientOf).toMatchObject({
      'admin@lexbridge.test': null,
      'auditor@lexbridge.test': null,
      'lawyer@lexbridge.test': null,
      'approver@lexbridge.test': null,
      'business@lexbridge.test': 'Harborview Credit Union',
      'business-approver@lexbridge.test': 'Harborview Credit Union',
      'reader@lexbridge.test': 'Harborview Credit Union',
      'clientadmin@lexbridge.test': 'Harborview Credit Union',
      'northgate-admin@lexbridge.test': 'Northgate Savings Bank',
      'northgate-business@lexbridge.test': 'Northgate Savings Bank',
    });
    const { rows: roles } = await catalogue.running.db.query<{ name: string }>(
      'SELECT name FROM roles WHERE is_provider ORDER BY name',
    );
    expect(roles.map((role) => role.name)).toEqual([
      'Legal Staff',
      'Lexbridge Admin Read Only',
      'Lexbridge Super Admin',
      'Provider Staff',
    ]);
  });

  it('reads each kind of caller from the user, its client and its roles', async () => {
    expect(await caller('admin@lexbridge.test')).toMatchObject({
      clientId: null,
      providerAdmin: true,
      readOnlyAdmin: false,
      clientAdmin: false,
    });
    expect(await caller('auditor@lexbridge.test')).toMatchObject({ clientId: null, readOnlyAdmin: true });
    const clientAdmin = await caller('clientadmin@lexbridge.test');
    expect(clientAdmin).toMatchObject({ clientAdmin: true, providerAdmin: false });
    expect(clientAdmin.clientId).not.toBeNull();
  });

  it("keeps a client's user to its own client, the read-only administrator to reading, provider records to staff", async () => {
    const harborview = await caller('clientadmin@lexbridge.test');
    const northgate = await caller('northgate-admin@lexbridge.test');
    const admin = await caller('admin@lexbridge.test');
    const auditor = await caller('auditor@lexbridge.test');

    expect(actingClient(harborview, null)).toBe(harborview.clientId);
    expect(refusal(() => actingClient(harborview, northgate.clientId))).toEqual([
      404,
      'The record was not found.',
    ]);
    expect(actingClient(admin, northgate.clientId)).toBe(northgate.clientId);

    expect(refusal(() => requireOwn(harborview, harborview.clientId))).toBeNull();
    expect(refusal(() => requireOwn(harborview, northgate.clientId))).toEqual([
      404,
      'The record was not found.',
    ]);
    expect(refusal(() => requireOwn(admin, northgate.clientId))).toBeNull();

    expect(refusal(() => requireProviderWriter(harborview))).toEqual([
      403,
      'Only provider staff may change this.',
    ]);
    expect(refusal(() => requireProviderWriter(auditor))).toEqual([
      403,
      'Read-only administrators cannot change anything.',
    ]);
    expect(refusal(() => requireWriter(admin))).toBeNull();

    const params: unknown[] = [];
    expect(ownedBy('t.client_id', harborview, params, { providerRows: true })).toBe(
      '(t.client_id = $1 OR t.client_id IS NULL)',
    );
    expect(params).toEqual([harborview.clientId]);
    expect(ownedBy('t.client_id', admin, [])).toBe('true');
  });
});
