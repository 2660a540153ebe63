import { describe, expect, it } from 'vitest';
import type { RequirementsApi, SectionKey } from '../requirements.api.js';
import { createRequirementLoaders, forgetSection } from '../requirements.loaders.js';

/** An API whose calls for section 'bad' fail and whose calls for other sections answer no rows. */
function fakeApi(calls: string[]): RequirementsApi {
  const answer = async (name: string, key: SectionKey) => {
    calls.push(`${name}:${key.sectionId}:${key.businessLineId}`);
    if (key.sectionId === 'bad') throw new Error(`section ${key.sectionId} failed`);
    return [];
  };
  return {
    requirements: (key: SectionKey) => answer('requirements', key),
    quickSearch: (key: SectionKey) => answer('quickSearch', key),
  } as unknown as RequirementsApi;
}

describe('requirement loaders', () => {
  it('fail only the section whose call failed; the other sections of the batch keep their rows', async () => {
    const loaders = createRequirementLoaders(fakeApi([]));
    const [good, bad] = await Promise.allSettled([
      loaders.requirements.load({ sectionId: '1', businessLineId: '2' }),
      loaders.requirements.load({ sectionId: 'bad', businessLineId: '2' }),
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: [] });
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('section bad failed') });

    const quick = await loaders.quickSearch.loadMany([
      { sectionId: 'bad', businessLineId: '2' },
      { sectionId: '3', businessLineId: '2' },
    ]);
    expect(quick).toEqual([new Error('section bad failed'), []]);
  });

  it('make one call per section and business line, and call again once a write forgot the section', async () => {
    const calls: string[] = [];
    const loaders = createRequirementLoaders(fakeApi(calls));
    const key = { sectionId: '1', businessLineId: '2' };
    await Promise.all([loaders.requirements.load(key), loaders.requirements.load({ ...key })]);
    expect(calls).toEqual(['requirements:1:2']);
    forgetSection(loaders, key);
    await loaders.requirements.load(key);
    expect(calls).toEqual(['requirements:1:2', 'requirements:1:2']);
  });
});
