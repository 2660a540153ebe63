import { expect, it } from 'vitest';
import { buildLegacyApp, type Db } from '../index.js';
import type { AuthorityResultDto } from '../modules/hierarchy/hierarchy.repository.js';
import type { LawDetailDto } from '../modules/laws/laws.repository.js';
import { seedBulkCatalogue } from '../seed/catalogue-bulk.js';
import { LegacyClient } from './helpers.js';

/**
 * The bulk generator on one backend, inside defineDbSuite (the database is migrated and seeded by then): a small
 * scale, the same scale again, another scale replacing it, and the generated data served over HTTP.
 */
export function defineCatalogueBulkTests(label: string, database: () => Db): void {
  const generated = async () => {
    const { rows } = await database().query<Record<string, number>>(
      `WITH s AS (SELECT s.id FROM law_sections s JOIN laws l ON l.id = s.law_id WHERE l.is_generated)
       SELECT (SELECT count(*)::int FROM laws WHERE is_generated) AS laws,
              (SELECT count(*)::int FROM s) AS sections,
              (SELECT count(*)::int FROM sub_sections WHERE section_id IN (SELECT id FROM s)) AS "subSections",
              (SELECT count(*)::int FROM requirements WHERE section_id IN (SELECT id FROM s)) AS requirements,
              (SELECT count(*)::int FROM section_business_lines WHERE section_id IN (SELECT id FROM s)) AS mappings,
              (SELECT count(*)::int FROM section_categories WHERE section_id IN (SELECT id FROM s)) AS categories,
              (SELECT count(*)::int FROM law_changes WHERE section_id IN (SELECT id FROM s)) AS changes,
              (SELECT count(*)::int FROM law_sections
                WHERE id IN (SELECT id FROM s) AND section_status IN ('Amended', 'Decommissioned')) AS "changedSections",
              (SELECT count(*)::int FROM laws WHERE NOT is_generated) AS "demoLaws"`,
    );
    return rows[0];
  };

  it(`generates bulk law data at scale 0.01 on ${label}`, async () => {
    const result = await seedBulkCatalogue(database(), 0.01);
    expect(result).toMatchObject({
      scale: 0.01,
      written: true,
      laws: 20,
      sections: 200,
      subSections: 400,
      requirements: 600,
    });
    expect(result.steps.map((step) => step.step)).toContain('requirements');
    console.log(`bulk seed at scale 0.01 on ${label}: ${result.totalMs} ms`);
    expect(await generated()).toEqual({
      laws: 20,
      sections: 200,
      subSections: 400,
      requirements: 600,
      mappings: 400,
      categories: 400,
      changes: expect.any(Number),
      changedSections: expect.any(Number),
      demoLaws: 18,
    });
    // One change per amended or decommissioned generated section.
    const { changes, changedSections } = await generated();
    expect(changes).toBe(changedSections);
    expect(changes).toBeGreaterThan(0);

    const again = await seedBulkCatalogue(database(), 0.01);
    expect(again.written).toBe(false);
    expect((await generated()).laws).toBe(20);
  });

  it(`replaces the bulk data at another scale on ${label}`, async () => {
    const result = await seedBulkCatalogue(database(), 0.02);
    expect(result.written).toBe(true);
    expect(result.steps[0].step).toBe('remove the previous bulk data');
    expect(await generated()).toMatchObject({ laws: 40, sections: 400, requirements: 1200, demoLaws: 18 });
    await expect(seedBulkCatalogue(database(), 0)).rejects.toThrow('above 0');
    await expect(seedBulkCatalogue(database(), 51)).rejects.toThrow('at most 50');
  });

  it(`serves the generated laws over HTTP on ${label}`, async () => {
    const app = buildLegacyApp({ db: database(), logLevel: 'silent' });
    try {
      const client = new LegacyClient(await app.listen({ port: 0, host: '127.0.0.1' }));
      const admin = await client.login('admin@lexbridge.test');
      const search = await client.post<{ Result: AuthorityResultDto[] }>('/law-hierarchy/get-level', {
        token: admin.accessToken,
        body: { industryId: 1, businessLineId: 1, regulatorId: [], categoryId: [], UserId: admin.userId },
      });
      expect(search.status).toBe(200);
      // The Federal Reserve has no demo laws: whatever it has was generated.
      const regulators = search.body.Result.flatMap((group) =>
        group.lawResult.map((result) => result.codeName),
      );
      expect(regulators.length).toBeGreaterThan(4);

      const { rows } = await database().query<{ lawId: number; sectionId: number; lawDetailId: number }>(
        `SELECT s.law_id AS "lawId", s.id AS "sectionId", s.law_detail_id AS "lawDetailId"
           FROM law_sections s JOIN laws l ON l.id = s.law_id WHERE l.is_generated ORDER BY s.id LIMIT 1`,
      );
      const detail = await client.get<{ Result: LawDetailDto }>('/legal-laws/get-law-detail', {
        token: admin.accessToken,
        params: { ...rows[0], UserId: admin.userId },
      });
      expect(detail.status).toBe(200);
      expect(detail.body.Result.SubChapter).toMatch(/^Part \d+ - /);
      expect(detail.body.Result.LawText).toContain(
        '<strong>(a) General rule.</strong> A covered person must',
      );
    } finally {
      await app.close();
    }
  });
}
