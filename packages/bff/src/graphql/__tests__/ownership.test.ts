import { describe, expect, it } from 'vitest';
import { FakeCatalogue, fakeContext, testPrincipal } from '../../testing/fake-catalogue.js';
import {
  actingClientId,
  assertReaches,
  reachableRows,
  requireOtherDecider,
  requireProviderStaff,
  tenancyOf,
} from '../ownership.js';

const provider = () => fakeContext(new FakeCatalogue({}), testPrincipal());
const harborview = () =>
  fakeContext(
    new FakeCatalogue({}),
    testPrincipal({
      user: { ...testPrincipal().user, id: '7', clientId: '1', clientName: 'Harborview Credit Union' },
    }),
  );

const codeOf = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (error) {
    return [(error as { extensions: { code: string } }).extensions.code, (error as Error).message];
  }
};

describe('ownership, from the session only', () => {
  it("tells provider staff from a client's user", () => {
    expect(tenancyOf(provider())).toEqual({ kind: 'provider' });
    expect(tenancyOf(harborview())).toEqual({
      kind: 'client',
      clientId: '1',
      clientName: 'Harborview Credit Union',
    });
  });

  it("acts for the session's client whatever a client's user names; provider staff act for the one they name", () => {
    expect(actingClientId(harborview())).toBe('1');
    expect(actingClientId(harborview(), 1)).toBe('1');
    expect(codeOf(() => actingClientId(harborview(), '2'))).toEqual([
      'NOT_FOUND',
      'The record was not found.',
    ]);
    expect(actingClientId(provider(), '2')).toBe('2');
    expect(actingClientId(provider(), '')).toBeNull();
  });

  it("finds no record of another client, and filters lists to the user's own", () => {
    expect(codeOf(() => assertReaches(harborview(), 1))).toBeNull();
    expect(codeOf(() => assertReaches(harborview(), 2))).toEqual(['NOT_FOUND', 'The record was not found.']);
    expect(codeOf(() => assertReaches(harborview(), null))).toEqual([
      'NOT_FOUND',
      'The record was not found.',
    ]);
    expect(codeOf(() => assertReaches(provider(), 2))).toBeNull();

    const rows = [{ client: 1 }, { client: 2 }, { client: null }];
    expect(reachableRows(harborview(), rows, (row) => row.client)).toEqual([{ client: 1 }]);
    expect(reachableRows(harborview(), rows, (row) => row.client, { providerRows: true })).toEqual([
      { client: 1 },
      { client: null },
    ]);
    expect(reachableRows(provider(), rows, (row) => row.client)).toEqual(rows);
  });

  it('keeps provider-wide writes to provider staff, and decisions to someone other than the submitter', () => {
    expect(codeOf(() => requireProviderStaff(provider()))).toBeNull();
    expect(codeOf(() => requireProviderStaff(harborview()))).toEqual([
      'FORBIDDEN',
      'Only provider staff may change this.',
    ]);
    expect(codeOf(() => requireOtherDecider(harborview(), '8'))).toBeNull();
    expect(codeOf(() => requireOtherDecider(harborview(), 7))).toEqual([
      'FORBIDDEN',
      'You submitted this item, so another person must approve it or send it back.',
    ]);
  });
});
