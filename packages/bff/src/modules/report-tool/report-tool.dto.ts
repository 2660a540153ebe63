/**
 * The report tool's token as the catalogue sends it. Each is a zod schema that every answer is checked against
 * (legacy/shape.ts), and the type inferred from it; they stop at this module's mapper.
 */
import { z } from 'zod';

/** The report tool's token for a user with the report-tool flag. */
export const LegacyReportToken = z.object({
  jwtToken: z.string().min(1),
  /** Seconds. */
  expires_in: z.union([z.number(), z.string()]),
});
export type LegacyReportToken = z.infer<typeof LegacyReportToken>;
