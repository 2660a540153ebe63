import { beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../index.js';
import type { Envelope } from '../http/envelope.js';
import type { SavedSearchDto } from '../modules/saved-searches/saved-search.repository.js';
import { useCatalogue, type Session } from './helpers.js';

const catalogue = useCatalogue();
const LIST = '/denormalize-search/get-history-search';
const ADD = '/denormalize-search/add-history-search';
const DELETE = '/denormalize-search/delete-history-search';

let lena: Session;
let ben: Session;
beforeAll(async () => {
  lena = await catalogue.client.login('lawyer@lexbridge.test');
  ben = await catalogue.client.login('business@lexbridge.test');
});

function add(session: Session, body: Record<string, unknown>) {
  return catalogue.client.post<Envelope<SavedSearchDto | null>>(ADD, {
    token: session.accessToken,
    body: { UserId: session.userId, ...body },
  });
}

async function list(session: Session): Promise<SavedSearchDto[]> {
  const { status, body } = await catalogue.client.get<Envelope<SavedSearchDto[]>>(LIST, {
    token: session.accessToken,
    params: { UserId: session.userId },
  });
  expect(status).toBe(200);
  return body.Result;
}

function remove(session: Session, id: number | string) {
  return catalogue.client.delete<Envelope<boolean | null>>(DELETE, {
    token: session.accessToken,
    params: { id, UserId: session.userId },
  });
}

describe('denormalize-search saved searches', () => {
  it('saves, lists newest first and deletes', async () => {
    const first = await add(lena, { SearchName: '  Privacy laws ', searchKey: '{"searchTerm":"privacy"}' });
    expect(first.status).toBe(200);
    expect(first.body.Message).toBe('Success');
    const saved = first.body.Result!;
    expect(saved).toMatchObject({ SearchName: 'Privacy laws', searchKey: '{"searchTerm":"privacy"}' });
    expect(Object.keys(saved)).toEqual(['Id', 'SearchName', 'searchKey', 'CreatedDate']);
    expect(new Date(saved.CreatedDate).toISOString()).toBe(saved.CreatedDate);

    const second = await add(lena, { SearchName: 'Lending', searchKey: '{"industryId":3}' });
    expect((await list(lena)).map((row) => row.SearchName)).toEqual(['Lending', 'Privacy laws']);
    expect(await list(ben)).toEqual([]);

    const removed = await remove(lena, second.body.Result!.Id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ Message: 'Success', Result: true });
    expect((await list(lena)).map((row) => row.Id)).toEqual([saved.Id]);
  });

  it('answers 409 for a name the user already has, ignoring case and spaces', async () => {
    expect((await add(lena, { SearchName: 'Fair lending', searchKey: 'a' })).status).toBe(200);
    const duplicate = await add(lena, { SearchName: ' FAIR LENDING  ', searchKey: 'b' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      Message: 'A saved search with this name already exists.',
      Result: null,
    });
    // Names are per user.
    expect((await add(ben, { SearchName: 'Fair lending', searchKey: 'c' })).status).toBe(200);
  });

  it('lets one of two racing saves of a name win', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map((n) => add(ben, { SearchName: 'Race', searchKey: `k${n}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it.each([
    ['an empty SearchName', { SearchName: '   ', searchKey: 'k' }, LEGACY_MESSAGES.savedSearchNameRequired],
    ['no SearchName', { searchKey: 'k' }, LEGACY_MESSAGES.savedSearchNameRequired],
    ['a numeric SearchName', { SearchName: 42, searchKey: 'k' }, LEGACY_MESSAGES.savedSearchNameRequired],
    [
      'a long SearchName',
      { SearchName: 'n'.repeat(101), searchKey: 'k' },
      LEGACY_MESSAGES.savedSearchNameTooLong,
    ],
    ['no searchKey', { SearchName: 'No key' }, LEGACY_MESSAGES.savedSearchKeyRequired],
    [
      'a huge searchKey',
      { SearchName: 'Huge', searchKey: 'k'.repeat(8001) },
      LEGACY_MESSAGES.savedSearchKeyTooLong,
    ],
  ])('answers 400 for %s', async (_label, body, message) => {
    const answer = await add(lena, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Message: message, Result: null });
  });

  it('binds body properties case-insensitively', async () => {
    const answer = await catalogue.client.post<Envelope<SavedSearchDto>>(ADD, {
      token: lena.accessToken,
      body: { searchName: 'Lower case', SearchKey: 'k', userId: lena.userId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Result.SearchName).toBe('Lower case');
  });

  it("answers 404 for an unknown id and for another user's search", async () => {
    const bens = await add(ben, { SearchName: "Ben's own", searchKey: 'k' });
    const foreign = await remove(lena, bens.body.Result!.Id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ Message: 'Saved search not found.', Result: null });
    expect((await list(ben)).some((row) => row.SearchName === "Ben's own")).toBe(true);

    expect((await remove(lena, 999_999)).status).toBe(404);
  });

  it.each(['abc', '-1', '0', '99999999999'])('answers 400 for the id %s', async (id) => {
    const answer = await remove(lena, id);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Message: LEGACY_MESSAGES.savedSearchIdInvalid, Result: null });
  });
});
