/**
 * The Extracts screen's reports and their Excel rows as the catalogue sends them. Each is a zod schema that every
 * answer is checked against (legacy/shape.ts), and the type inferred from it; they stop at this module's mapper.
 */
import { z } from 'zod';
import { LegacyId } from '../../legacy/shape.js';

// Reports
export const LegacyReport = z.object({
  id: LegacyId,
  name: z.string(),
  /** Path and query of the report's Excel list; a query ending in '=' takes the business line id. */
  api: z.string(),
});
export type LegacyReport = z.infer<typeof LegacyReport>;

/** A row of a report's Excel list: keys are the sheet's column headers. */
export const LegacyReportRow = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()]).nullable(),
);
export type LegacyReportRow = z.infer<typeof LegacyReportRow>;
