// Micro-benchmark of the answer-shape check every legacy call makes (packages/bff/src/legacy/shape.ts): the zod
// schema of the endpoint against a typical answer, next to the JSON.parse of the same answer that the call makes
// anyway. Prints µs per answer (median of interleaved batches after a warm-up). Run with
// `node tests/load/shape-bench.mjs` (builds the BFF when stale). BENCH_SHAPE_MS: time per case (default 400).
import { buildStale, table } from './lib.mjs';

buildStale();
// After the build: the BFF's own schemas, and its zod.
const { z } = await import('../../packages/bff/node_modules/zod/index.js');
const { LegacyInboxCount } = await import('../../packages/bff/dist/modules/navigation/navigation.dto.js');
const { LegacyLawDetail } = await import('../../packages/bff/dist/modules/laws/laws.dto.js');
const { LegacyRequirement } =
  await import('../../packages/bff/dist/modules/requirements/requirements.dto.js');
const { envelopeOf, shapeProblem } = await import('../../packages/bff/dist/legacy/shape.js');

const requirement = (i) => ({
  Id: i,
  RequirementNumber: `${Math.floor(i / 10) + 1}.${(i % 10) + 1}`,
  Requirement: 'The institution keeps a record of every disclosure it makes, for five years. '.repeat(3),
  RequirementTypeId: 1,
  IsApplicable: 1,
  isApplicable: 1,
  IsSubmitted: false,
  Status: 'Draft',
  SectionId: 6,
  LawId: 1,
  BusinessLineId: 2,
  requirementSection: [{ sectionId: 6, subSectionId: 60 + (i % 5) }],
  LawText: 'Section 6(a)',
  Version: 3,
  CreatedBy: 'Lena Lawyer',
  UpdatedBy: null,
  UpdatedAt: '2026-03-01T10:00:00Z',
});

const CASES = [
  {
    label: 'inbox counts (12 rows)',
    shape: envelopeOf(z.array(LegacyInboxCount).nullable()),
    body: {
      Message: null,
      Result: Array.from({ length: 12 }, (_, i) => ({ MenuId: i, RouterLink: `/r/${i}`, Count: i * 3 })),
    },
  },
  {
    label: 'law detail (one object)',
    shape: envelopeOf(LegacyLawDetail.nullable()),
    body: {
      Message: null,
      Result: {
        lawId: 1,
        sectionId: 6,
        lawDetailId: 1,
        businessLineId: 2,
        Title: 'Title 12',
        Chapter: 'II',
        SubChapter: 'A',
        Section: '§ 1026.5',
        Regulator: 'CFPB',
        Type: 'Regulation',
        legalContactName: 'Lena Lawyer',
        LawText: 'x'.repeat(2000),
        sectionStatus: 'Active',
        effectiveDate: '2026-01-01',
        businessProcess: 'a,b,c',
        Category: 'Lending,Disclosure',
      },
    },
  },
  {
    label: 'requirements grid (500 rows)',
    shape: envelopeOf(z.array(LegacyRequirement).nullable()),
    body: { Message: null, Result: Array.from({ length: 500 }, (_, i) => requirement(i)) },
  },
];

function batchSize(fn, ms) {
  let batch = 4;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < batch; i += 1) fn();
    if (performance.now() - start >= ms) return batch;
    batch *= 2;
  }
}

/** µs per call of each function: warm-up, then interleaved batches until each had `msPerCase`; the median batch. */
function measure(fns, msPerCase) {
  for (const fn of fns) batchSize(fn, msPerCase * 0.3);
  const sizes = fns.map((fn) => batchSize(fn, 10));
  const samples = fns.map(() => []);
  const spent = fns.map(() => 0);
  while (spent.some((ms) => ms < msPerCase)) {
    fns.forEach((fn, index) => {
      const start = performance.now();
      for (let i = 0; i < sizes[index]; i += 1) fn();
      const elapsed = performance.now() - start;
      spent[index] += elapsed;
      samples[index].push((elapsed * 1000) / sizes[index]);
    });
  }
  return samples.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]);
}

const msPerCase = Number(process.env.BENCH_SHAPE_MS ?? 400);
const rows = [];
for (const { label, shape, body } of CASES) {
  if (shapeProblem(shape, body) !== null) throw new Error(`${label}: the sample does not have the shape`);
  const text = JSON.stringify(body);
  const parsed = JSON.parse(text);
  const [parse, check] = measure([() => JSON.parse(text), () => shapeProblem(shape, parsed)], msPerCase);
  rows.push([
    label,
    `${(text.length / 1024).toFixed(1)} KiB`,
    parse.toFixed(1),
    check.toFixed(1),
    `${((check / parse) * 100).toFixed(0)} %`,
  ]);
}
console.log(
  table(['answer', 'size', 'JSON.parse µs', 'shape check µs', 'check / parse'], rows, [
    'l',
    'r',
    'r',
    'r',
    'r',
  ]),
);
