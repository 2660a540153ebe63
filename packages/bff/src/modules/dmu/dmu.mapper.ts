import type {
  LegacyDmuCategory,
  LegacyDmuDashboard,
  LegacyDmuDetail,
  LegacyDmuMapping,
  LegacyDmuSystemField,
  LegacyDmuSystemGroup,
} from './dmu.dto.js';
import { DmuMappingStatus } from './dmu.enums.js';
import type {
  DmuAgrcCategory,
  DmuDashboard,
  DmuMapping,
  DmuSystemDetail,
  DmuSystemField,
  DmuSystemGroup,
} from './dmu.type.js';

const STATUSES = new Map<string, DmuMappingStatus>(
  Object.values(DmuMappingStatus).map((status) => [status, status]),
);

const child = (row: { id: number; name: string }) => ({ id: String(row.id), name: row.name });

export const toCategory = (row: LegacyDmuCategory): DmuAgrcCategory => ({
  id: String(row.id),
  name: row.name,
  fields: row.children.map(child),
});

export const toSystemGroup = (row: LegacyDmuSystemGroup): DmuSystemGroup => ({
  id: String(row.id),
  name: row.name,
  categoryId: row.categoryId === null || row.categoryId === undefined ? null : String(row.categoryId),
  categoryName: row.categoryName ?? null,
  fields: row.children.map(child),
});

export const toSystemField = (row: LegacyDmuSystemField): DmuSystemField => ({
  id: String(row.id),
  name: row.name,
  systemGroupId: String(row.systemGroupId),
  systemGroupName: row.systemGroupName,
});

export const toDashboard = (row: LegacyDmuDashboard): DmuDashboard => ({
  totalAgrcFields: row.totalAGRCfields,
  totalSystemFields: row.totalSystemFields,
  mappedAgrcSystemFields: row.mappedAGRCSystemFields,
  agrcFieldsNotAvailable: row.aGRCFieldsNotAvailable,
  notRequiredNotExpected: row.notRequiredNotExpected,
  unmappedAgrcFieldsToSystemFields: row.unmappedAGRCFieldsToSystemFields,
  totalMappedAgrcFields: row.totalMappedAGRCFields,
  groupMapped: row.groupMapped,
});

export const toMapping = (row: LegacyDmuMapping): DmuMapping => ({
  id: row.id > 0 ? String(row.id) : null,
  clientId: row.clientId === null || row.clientId === undefined ? null : String(row.clientId),
  systemId: String(row.systemId),
  category: row.category,
  agrcFields: row.agrcFields,
  agrcFieldIds: row.agrcFieldIds.map(String),
  systemGroup: row.systemGroup,
  systemFields: row.systemFields,
  systemFieldIds: row.systemFieldIds.map(String),
  status: STATUSES.get(row.status) ?? DmuMappingStatus.UNMAPPED,
  version: row.version,
});

export const toDetail = (row: LegacyDmuDetail): DmuSystemDetail => ({
  id: String(row.id),
  systemGroupName: row.systemGroupName,
  systemFieldName: row.systemFieldName,
  systemApiDataField: row.systemAPIDataField,
  type: row.type,
  displayFormat: row.displayFormat,
  screenName: row.screenName,
  fieldDescription: row.fieldDescription,
  systemPointFieldId: row.systemPointFieldId,
  valueList: row.valueList,
  attribute: row.attribute,
  businessLogic: row.businessLogic,
  term: row.term,
});
