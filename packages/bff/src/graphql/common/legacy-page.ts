import { z } from 'zod';
import { memo, type Shape } from '../../legacy/shape.js';

/** One page of a list the catalogue pages itself: the rows of the page and how many match, all pages together. */
export interface LegacyPage<T> {
  totalCount: number;
  data: T[];
}

const pages = new WeakMap<Shape<unknown>, Shape<LegacyPage<unknown>>>();

/** A page of `row`s; made once per row shape (zod compiles a schema on its first use). */
export function LegacyPage<T>(row: Shape<T>): Shape<LegacyPage<T>> {
  let shape = pages.get(row);
  if (!shape) {
    shape = z.object({ totalCount: z.number(), data: z.array(row as Shape<unknown>) });
    pages.set(row, shape);
  }
  return shape as Shape<LegacyPage<T>>;
}

/** The answer of a paged list call: a page of `row`s, or null when the catalogue has nothing to say. */
export const legacyPageAnswer = memo(<T>(row: Shape<T>) => LegacyPage(row).nullable());
