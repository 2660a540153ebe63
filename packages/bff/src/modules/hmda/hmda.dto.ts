/** The HMDA reference data endpoints' shapes (api/hmda), as the catalogue sends them: zod schemas and their types. */
import { z } from 'zod';

export const LegacyIdName = z.object({ id: z.number(), name: z.string() });
export type LegacyIdName = z.infer<typeof LegacyIdName>;

export const LegacyClientEntity = z.object({
  entityId: z.number(),
  entityName: z.string(),
  clientId: z.number(),
  clientName: z.string().nullish(),
  businessLineId: z.number(),
});
export type LegacyClientEntity = z.infer<typeof LegacyClientEntity>;

export const LegacyFederalAgency = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type LegacyFederalAgency = z.infer<typeof LegacyFederalAgency>;

export const LegacyAzimuthField = z.object({ label: z.string(), value: z.number() });
export type LegacyAzimuthField = z.infer<typeof LegacyAzimuthField>;

export const LegacyClientInfo = z.object({
  id: z.number(),
  reportingYear: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  businessLineId: z.number(),
  businessLineName: z.string(),
  clientEntityId: z.number(),
  entityName: z.string(),
  federalAgency: z.union([z.string(), z.number()]).nullish(),
  federalAgencyObj: z
    .object({ id: z.number(), code: z.string().nullish(), name: z.string().nullish() })
    .nullish(),
  isActive: z.boolean(),
  version: z.number().optional(),
});
export type LegacyClientInfo = z.infer<typeof LegacyClientInfo>;

/** `clientId` on client-owned rows: the client the row belongs to (the reference catalogue answers it). */
const owner = { clientId: z.number().nullish() };

export const LegacyFieldMaster = z.object({
  id: z.number(),
  ...owner,
  clientEntityId: z.number(),
  entityName: z.string(),
  reportingYear: z.number(),
  azimuthFieldName: z.string(),
  azimuthField: LegacyAzimuthField,
  fieldName: z.string(),
  fieldType: z.string(),
  fieldLength: z.number().nullable(),
  checkDigit: z.string(),
  valueRequired: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  version: z.number().optional(),
});
export type LegacyFieldMaster = z.infer<typeof LegacyFieldMaster>;

const fieldRow = {
  id: z.number(),
  ...owner,
  clientEntityId: z.number(),
  entityName: z.string(),
  reportingYear: z.number(),
  hmdaFieldMasterId: z.number(),
  azimuthFieldName: z.string(),
  fieldName: z.string(),
  fieldType: z.string(),
  fieldLength: z.number().nullable(),
  isActive: z.boolean(),
  version: z.number().optional(),
};
export const LegacyClientValue = z.object({
  ...fieldRow,
  clientValue: z.string(),
  hmdaValue: z.string(),
  description: z.string(),
});
export type LegacyClientValue = z.infer<typeof LegacyClientValue>;
export const LegacyValidValue = z.object({ ...fieldRow, validValue: z.string(), description: z.string() });
export type LegacyValidValue = z.infer<typeof LegacyValidValue>;
export const LegacyFieldOrder = z.object({ ...fieldRow, fieldOrder: z.number() });
export type LegacyFieldOrder = z.infer<typeof LegacyFieldOrder>;

export const LegacyReplicate = z.object({
  sourceCount: z.number(),
  copied: z.number(),
  alreadyThere: z.number(),
  missingField: z.number(),
  existingCount: z.number(),
});
export type LegacyReplicate = z.infer<typeof LegacyReplicate>;

export const LegacySystem = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  vendor: z.string(),
  isActive: z.boolean(),
  version: z.number().optional(),
});
export type LegacySystem = z.infer<typeof LegacySystem>;

export const LegacyDetailSystem = z.object({
  id: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  systemId: z.number(),
  systemCode: z.string(),
  systemName: z.string(),
  reportingYear: z.number(),
  description: z.string(),
  isActive: z.boolean(),
  version: z.number().optional(),
});
export type LegacyDetailSystem = z.infer<typeof LegacyDetailSystem>;

export const LegacyEditReference = z.object({
  id: z.number(),
  fieldGroup: z.string(),
  fieldType: z.string(),
  editSet: z.string(),
  editType: z.string(),
  editSubtype: z.string(),
  editNumber: z.string(),
  process: z.string(),
  processItem: z.string(),
  fieldItem: z.string(),
  editMessage: z.string(),
  editDescription: z.string(),
  editResolution: z.string(),
  systems: z.array(LegacyIdName),
  isActive: z.boolean(),
  version: z.number().optional(),
});
export type LegacyEditReference = z.infer<typeof LegacyEditReference>;

export const LegacyEditReferenceFilters = z.object({
  fieldGroups: z.array(z.string()),
  fieldTypes: z.array(z.string()),
  editSets: z.array(z.string()),
  editTypes: z.array(z.string()),
  editSubtypes: z.array(z.string()),
  processes: z.array(z.string()),
  systems: z.array(LegacyIdName),
});
export type LegacyEditReferenceFilters = z.infer<typeof LegacyEditReferenceFilters>;

export const LegacyBank = z.object({
  BankId: z.number(),
  ...owner,
  BankName: z.string(),
  lei: z.string(),
  federalAgency: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  isActive: z.boolean(),
});
export type LegacyBank = z.infer<typeof LegacyBank>;

export const LegacyLarFile = z.object({
  id: z.number(),
  bankId: z.number(),
  ...owner,
  bankName: z.string(),
  year: z.number(),
  utilityType: z.string(),
  fileName: z.string(),
  size: z.number(),
  lei: z.string(),
  quarter: z.string(),
  recordCount: z.number(),
  uploadedAt: z.string(),
  institutionName: z.string().optional(),
});
export type LegacyLarFile = z.infer<typeof LegacyLarFile>;
