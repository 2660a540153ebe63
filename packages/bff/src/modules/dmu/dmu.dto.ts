/** System field mapping (DMU) shapes as the catalogue sends them: zod schemas and their types. */
import { z } from 'zod';

const id = z.number();
const Child = z.object({ id, name: z.string() });

export const LegacyDmuOption = z.object({ id, name: z.string() });
export type LegacyDmuOption = z.infer<typeof LegacyDmuOption>;

export const LegacyDmuCategory = z.object({ id, name: z.string(), children: z.array(Child) });
export type LegacyDmuCategory = z.infer<typeof LegacyDmuCategory>;

export const LegacyDmuSystemField = z.object({
  id,
  name: z.string(),
  systemGroupId: id,
  systemGroupName: z.string(),
});
export type LegacyDmuSystemField = z.infer<typeof LegacyDmuSystemField>;

export const LegacyDmuDashboard = z.object({
  totalAGRCfields: z.number(),
  totalSystemFields: z.number(),
  mappedAGRCSystemFields: z.number(),
  aGRCFieldsNotAvailable: z.number(),
  notRequiredNotExpected: z.number(),
  unmappedAGRCFieldsToSystemFields: z.number(),
  totalMappedAGRCFields: z.number(),
  groupMapped: z.number(),
});
export type LegacyDmuDashboard = z.infer<typeof LegacyDmuDashboard>;

export const LegacyDmuMapping = z.object({
  id: z.number(),
  clientId: z.number().nullish(),
  systemId: id,
  category: z.string(),
  agrcFields: z.string(),
  agrcFieldIds: z.array(z.number()),
  systemGroup: z.string(),
  systemFields: z.string(),
  systemFieldIds: z.array(z.number()),
  status: z.string(),
  statusId: z.number(),
  version: z.number(),
});
export type LegacyDmuMapping = z.infer<typeof LegacyDmuMapping>;

export const LegacyDmuMappingPage = z.object({ totalCount: z.number(), data: z.array(LegacyDmuMapping) });

export const LegacyDmuSystemGroup = z.object({
  id,
  name: z.string(),
  categoryId: z.number().nullish(),
  categoryName: z.string().nullish(),
  children: z.array(Child),
});
export type LegacyDmuSystemGroup = z.infer<typeof LegacyDmuSystemGroup>;

export const LegacyDmuDetailFilters = z.object({
  systemGroups: z.array(LegacyDmuOption),
  types: z.array(z.string()),
  screenNames: z.array(z.string()),
  terms: z.array(z.string()),
});
export type LegacyDmuDetailFilters = z.infer<typeof LegacyDmuDetailFilters>;

export const LegacyDmuDetail = z.object({
  id,
  systemGroupName: z.string(),
  systemFieldName: z.string(),
  systemAPIDataField: z.string(),
  type: z.string(),
  displayFormat: z.string(),
  screenName: z.string(),
  fieldDescription: z.string(),
  systemPointFieldId: z.string(),
  valueList: z.string(),
  attribute: z.string(),
  businessLogic: z.string(),
  term: z.string(),
});
export type LegacyDmuDetail = z.infer<typeof LegacyDmuDetail>;

export const LegacyDmuDetailPage = z.object({ totalCount: z.number(), data: z.array(LegacyDmuDetail) });
