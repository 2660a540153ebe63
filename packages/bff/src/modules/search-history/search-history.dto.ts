/**
 * Saved searches as the catalogue sends them (the search's filters as JSON inside a string). Each is a zod schema
 * that every answer is checked against (legacy/shape.ts), and the type inferred from it; they stop at this module's
 * mapper.
 */
import { z } from 'zod';

export const LegacySavedSearch = z.object({
  Id: z.union([z.number(), z.string()]),
  SearchName: z.string(),
  searchKey: z.string(),
  CreatedDate: z.string(),
});
export type LegacySavedSearch = z.infer<typeof LegacySavedSearch>;

export const LegacySavedSearchPage = z.object({
  totalCount: z.number(),
  data: z.array(LegacySavedSearch),
});
