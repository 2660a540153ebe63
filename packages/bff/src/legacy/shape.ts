import { z } from 'zod';

/**
 * What a legacy answer must look like: a zod schema whose output is the DTO type. Every call names one (the legacy
 * client checks the answer against it before the call counts as a success), so a mapper only ever sees the shape
 * its types promise. The DTO types are inferred from these schemas: one source for both.
 */
export type Shape<T> = z.ZodType<T>;

/** The `{ Message, Result }` envelope most endpoints answer. */
export interface LegacyEnvelope<T> {
  Message?: string | null;
  Result: T;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const envelopes = new WeakMap<Shape<unknown>, Shape<LegacyEnvelope<unknown>>>();

/**
 * The envelope around `result`. The Result key must be there (null is a value, a missing key is not an envelope).
 * Made once per result shape: zod compiles an object schema on its first use, so schemas are never built per call.
 */
export function envelopeOf<T>(result: Shape<T>): Shape<LegacyEnvelope<T>> {
  let shape = envelopes.get(result);
  if (!shape) {
    shape = z
      .custom<Record<string, unknown>>(
        (value) => isRecord(value) && 'Result' in value,
        'Result: missing (not an envelope)',
      )
      .pipe(z.object({ Message: z.string().nullish(), Result: result as Shape<unknown> }));
    envelopes.set(result, shape);
  }
  return shape as Shape<LegacyEnvelope<T>>;
}

/**
 * A shape made from another, once per shape (a WeakMap): `memo((row) => z.array(row))`. Zod compiles an object
 * schema on its first use, so shapes are made at module load or through this, never per call.
 */
export function memo<F extends (shape: Shape<never>) => object>(make: F): F {
  const made = new WeakMap<object, object>();
  return ((shape: Shape<never>) => {
    let result = made.get(shape);
    if (result === undefined) {
      result = make(shape);
      made.set(shape, result);
    }
    return result;
  }) as F;
}

/** What the check says when a write answered without the record it promised (logged, never shown). */
export const NO_WRITTEN_RECORD = 'the write answered no record';

const records = new WeakMap<Shape<unknown>, Shape<unknown>>();
const recordLists = new WeakMap<Shape<unknown>, Shape<unknown[]>>();
const declared = new WeakSet<Shape<unknown>>();

/**
 * The Result of a write whose payload carries the record it wrote: that record, never null or absent. A write that
 * answers `{ Message, Result: null }` did not say what it stored, so it is not a success: the call fails like any
 * answer of the wrong shape (UPSTREAM_ERROR with the generic text, counted against the circuit, logged with the
 * endpoint). Every legacy call behind a mutation whose payload carries the written record names its Result with
 * this (or `writtenRecords`); graphql/__tests__/written-records.test.ts holds every such mutation to it.
 */
export function writtenRecord<T>(row: Shape<T>): Shape<NonNullable<T>> {
  let shape = records.get(row);
  if (!shape) {
    shape = z
      .custom<NonNullable<unknown>>((value) => value !== null && value !== undefined, NO_WRITTEN_RECORD)
      .pipe(row as z.ZodType<unknown, NonNullable<unknown>>);
    records.set(row, shape);
    declared.add(shape);
  }
  return shape as Shape<NonNullable<T>>;
}

/** The Result of a write that answers the records it wrote as a list: at least one of them (see writtenRecord). */
export function writtenRecords<T>(row: Shape<T>): Shape<T[]> {
  let shape = recordLists.get(row);
  if (!shape) {
    shape = writtenRecord(z.array(row as Shape<unknown>).min(1, NO_WRITTEN_RECORD));
    recordLists.set(row, shape);
    declared.add(shape);
  }
  return shape as Shape<T[]>;
}

/** Whether `shape` was made by writtenRecord or writtenRecords: the write it checks promised its record. */
export function declaresWrittenRecord(shape: Shape<unknown>): boolean {
  return declared.has(shape);
}

/** An answer that is not read beyond its envelope's Message (a write whose Result nobody uses). */
export const AnyResult: Shape<unknown> = z.unknown();

/**
 * Why `value` does not have `shape`, in a few words naming the first wrong field (never its value: answers carry
 * personal data), or null when it has.
 */
export function shapeProblem(shape: Shape<unknown>, value: unknown): string | null {
  const result = shape.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const path = issue.path.length ? issue.path.map(String).join('.') : 'the answer';
  return `${path}: ${issue.message}`;
}

/** An id as the catalogue sends it: a number, or a numeric text. */
export const LegacyId = z.union([z.number(), z.string()]);
export type LegacyId = z.infer<typeof LegacyId>;

/** Answers shaped `{ Result, Message }` where Result is a flag (UpdatePassword). */
export const LegacyResultMessage = z.object({
  Result: z.union([z.boolean(), z.string(), z.number()]).nullish(),
  Message: z.string().nullish(),
});
export type LegacyResultMessage = z.infer<typeof LegacyResultMessage>;

/** Answers that carry only a Message (User-Registration, custom-pricing-request). */
export const LegacyMessage = z.object({
  Message: z.string().nullish(),
});
export type LegacyMessage = z.infer<typeof LegacyMessage>;
