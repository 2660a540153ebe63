/**
 * The menu, its breadcrumbs and the inbox counts as the catalogue sends them: PascalCase next to camelCase, flags
 * as "True"/"False" strings. Each is a zod schema that every answer is checked against (legacy/shape.ts), and the
 * type inferred from it; they stop at this module's mapper.
 */
import { z } from 'zod';

export const LegacyBreadcrumb = z.object({
  id: z.union([z.number(), z.string()]),
  label: z.string(),
  routerLink: z.string(),
  moduleName: z.string().nullish(),
});
export type LegacyBreadcrumb = z.infer<typeof LegacyBreadcrumb>;

export interface LegacyMenuItem {
  id: number | string;
  label: string;
  routerLink?: string | null;
  image?: string | null;
  counts?: number | null;
  selectedIndex?: number | null;
  subMenus?: LegacyMenuItem[] | null;
  breadcrumbs?: LegacyBreadcrumb[] | null;
}
/** Menus nest: the schema refers to itself lazily, so its type is written out above. */
export const LegacyMenuItem: z.ZodType<LegacyMenuItem> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    label: z.string(),
    routerLink: z.string().nullish(),
    image: z.string().nullish(),
    counts: z.number().nullish(),
    selectedIndex: z.number().nullish(),
    subMenus: z.array(LegacyMenuItem).nullish(),
    breadcrumbs: z.array(LegacyBreadcrumb).nullish(),
  }),
);
export const LegacyInboxCount = z.object({
  MenuId: z.union([z.number(), z.string()]),
  RouterLink: z.string().nullish(),
  Count: z.union([z.number(), z.string()]),
});
export type LegacyInboxCount = z.infer<typeof LegacyInboxCount>;
