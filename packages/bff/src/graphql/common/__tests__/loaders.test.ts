import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import {
  asError,
  batchLoader,
  cachedLoad,
  DEFAULT_MAX_BATCH_SIZE,
  idSet,
  onceLoader,
  perKeyLoader,
  stableKey,
} from '../loaders.js';

describe('stableKey', () => {
  it('writes objects with the same values in any property order as the same key', () => {
    expect(stableKey({ a: 1, b: ['x', 'y'], c: { d: null, e: 'f' } })).toBe(
      stableKey({ c: { e: 'f', d: null }, b: ['x', 'y'], a: 1 }),
    );
  });

  it('keeps the order of arrays, and treats undefined as null', () => {
    expect(stableKey(['a', 'b'])).not.toBe(stableKey(['b', 'a']));
    expect(stableKey({ a: undefined })).toBe(stableKey({ a: null }));
  });

  it('tells strings from numbers and booleans', () => {
    expect(new Set([stableKey('1'), stableKey(1), stableKey(true), stableKey('true')]).size).toBe(4);
  });
});

describe('idSet', () => {
  it('deduplicates and sorts, so two lists with the same ids give the same key', () => {
    expect(idSet(['3', '1', '3', '2'])).toEqual(['1', '2', '3']);
    expect(stableKey(idSet(['2', '1']))).toBe(stableKey(idSet(['1', '2', '1'])));
  });
});

describe('asError', () => {
  it('keeps an Error and wraps anything else', () => {
    const error = new Error('no');
    expect(asError(error)).toBe(error);
    expect(asError('down')).toEqual(new Error('down'));
  });
});

describe('perKeyLoader', () => {
  it('fails only the key whose call failed; the other keys of the batch keep their values', async () => {
    const loader = perKeyLoader(async (id: string) => {
      if (id === 'bad') throw new Error(`no ${id}`);
      return `value ${id}`;
    });
    const [good, bad, other] = await Promise.allSettled([
      loader.load('a'),
      loader.load('bad'),
      loader.load('b'),
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: 'value a' });
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('no bad') });
    expect(other).toEqual({ status: 'fulfilled', value: 'value b' });
  });

  it('turns a thrown non-Error into an Error for its key only', async () => {
    const loader = perKeyLoader(async (id: number) => {
      if (id === 2) throw 'refused';
      return id;
    });
    const results = await loader.loadMany([1, 2]);
    expect(results[0]).toBe(1);
    expect(results[1]).toEqual(new Error('refused'));
  });

  it('makes one call for objects with the same values in another property order', async () => {
    const calls: object[] = [];
    const loader = perKeyLoader(async (key: { a: string; b: string }) => {
      calls.push(key);
      return key.a + key.b;
    });
    const values = await Promise.all([loader.load({ a: '1', b: '2' }), loader.load({ b: '2', a: '1' })]);
    expect(values).toEqual(['12', '12']);
    expect(calls).toHaveLength(1);
  });

  it('uses the given key function to decide which asks share a call', async () => {
    let calls = 0;
    const loader = perKeyLoader(
      async (key: { ids: string[] }) => {
        calls += 1;
        return key.ids.length;
      },
      { key: (key) => stableKey(idSet(key.ids)) },
    );
    await Promise.all([loader.load({ ids: ['b', 'a'] }), loader.load({ ids: ['a', 'b', 'a'] })]);
    expect(calls).toBe(1);
  });

  it('keeps a value for the rest of the request once loaded', async () => {
    let calls = 0;
    const loader = perKeyLoader(async (id: string) => {
      calls += 1;
      return id;
    });
    await loader.load('a');
    await loader.load('a');
    expect(calls).toBe(1);
  });
});

describe('batchLoader', () => {
  it('asks for every distinct key of a tick in one call, split at maxBatchSize', async () => {
    const batches: string[][] = [];
    const loader = batchLoader(
      async (keys: readonly string[]) => {
        batches.push([...keys]);
        return new Map(keys.map((key) => [stableKey(key), key.toUpperCase()]));
      },
      () => new Error('missing'),
      { maxBatchSize: 2 },
    );
    const values = await Promise.all(['a', 'b', 'c', 'a', 'd', 'e'].map((key) => loader.load(key)));
    expect(values).toEqual(['A', 'B', 'C', 'A', 'D', 'E']);
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it(`splits at ${DEFAULT_MAX_BATCH_SIZE} keys unless told otherwise`, async () => {
    const sizes: number[] = [];
    const loader = batchLoader(
      async (keys: readonly number[]) => {
        sizes.push(keys.length);
        return new Map(keys.map((key) => [stableKey(key), key]));
      },
      () => 0,
    );
    await loader.loadMany(Array.from({ length: DEFAULT_MAX_BATCH_SIZE + 1 }, (_, index) => index));
    expect(sizes).toEqual([DEFAULT_MAX_BATCH_SIZE, 1]);
  });

  it('gives a key the answer left out what `missing` says', async () => {
    const loader = batchLoader(
      async (keys: readonly { id: string }[]) => new Map([[stableKey(keys[0]), 'found']]),
      (key) => (key.id === 'empty' ? 'nothing' : new Error(`no ${key.id}`)),
    );
    const results = await loader.loadMany([{ id: 'a' }, { id: 'empty' }, { id: 'gone' }]);
    expect(results).toEqual(['found', 'nothing', new Error('no gone')]);
  });

  it('looks answers up by the given key function', async () => {
    const loader = batchLoader(
      async (keys: readonly { id: string; extra: number }[]) =>
        new Map(keys.map((key) => [key.id, key.extra])),
      () => -1,
      { key: (key) => key.id },
    );
    expect(await loader.loadMany([{ id: 'x', extra: 1 }])).toEqual([1]);
  });

  it('fails every key of a batch whose shared call failed', async () => {
    const loader = batchLoader(
      async (): Promise<Map<string, string>> => {
        throw new Error('catalogue down');
      },
      () => 'missing',
    );
    const results = await loader.loadMany(['a', 'b']);
    expect(results).toEqual([new Error('catalogue down'), new Error('catalogue down')]);
  });
});

describe('onceLoader', () => {
  it('makes one call per loader however many fields ask', async () => {
    let calls = 0;
    const loader = onceLoader(async () => {
      calls += 1;
      return ['row'];
    });
    const values = await Promise.all([loader.load('all'), loader.load('all')]);
    await loader.load('all');
    expect(values).toEqual([['row'], ['row']]);
    expect(calls).toBe(1);
  });

  it('fails every field that asked when the call fails', async () => {
    const loader = onceLoader(async () => {
      throw new Error('down');
    });
    await expect(loader.load('all')).rejects.toThrow('down');
  });
});

describe('cachedLoad', () => {
  it("keeps a signed-in user's value across requests under the user's key", async () => {
    const cache = new MemoryCache(100);
    let calls = 0;
    const load = async () => {
      calls += 1;
      return ['lookup'];
    };
    const scope = { cache, userId: '42' };
    expect(await cachedLoad(scope, ['lookups', 'industries'], 10_000, load)).toEqual(['lookup']);
    expect(await cachedLoad(scope, ['lookups', 'industries'], 10_000, load)).toEqual(['lookup']);
    expect(calls).toBe(1);
    expect(await cache.get('user:42:lookups:industries')).toEqual(['lookup']);
  });

  it('keeps one user’s value from another user', async () => {
    const cache = new MemoryCache(100);
    await cachedLoad({ cache, userId: '1' }, ['x'], 10_000, async () => 'one');
    expect(await cachedLoad({ cache, userId: '2' }, ['x'], 10_000, async () => 'two')).toBe('two');
  });

  it('keeps nothing without a user: every call loads', async () => {
    const cache = new MemoryCache(100);
    let calls = 0;
    const load = async () => ++calls;
    const scope = { cache, userId: null };
    expect(await cachedLoad(scope, ['x'], 10_000, load)).toBe(1);
    expect(await cachedLoad(scope, ['x'], 10_000, load)).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('does not keep a failure', async () => {
    const cache = new MemoryCache(100);
    const scope = { cache, userId: '7' };
    await expect(
      cachedLoad(scope, ['x'], 10_000, async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cachedLoad(scope, ['x'], 10_000, async () => 'back')).toBe('back');
  });
});
