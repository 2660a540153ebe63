import type {
  LegacyBank,
  LegacyClientEntity,
  LegacyClientInfo,
  LegacyClientValue,
  LegacyDetailSystem,
  LegacyEditReference,
  LegacyFieldMaster,
  LegacyFieldOrder,
  LegacyLarFile,
  LegacySystem,
  LegacyValidValue,
} from './hmda.dto.js';
import type {
  HmdaBank,
  HmdaClientEntity,
  HmdaClientInfo,
  HmdaClientValue,
  HmdaDetailSystem,
  HmdaEditReference,
  HmdaFieldMasterRow,
  HmdaFieldOrder,
  HmdaFieldRowBase,
  HmdaLarFile,
  HmdaSystem,
  HmdaValidValue,
} from './hmda.type.js';
import { HmdaFieldType } from './hmda.enums.js';

const fieldType = (value: string): HmdaFieldType => (value === 'N' ? HmdaFieldType.N : HmdaFieldType.AN);

/** The client a row belongs to, as the BFF's ownership checks compare it; null when the catalogue names none. */
const ownerOf = (row: { clientId?: number | null }): string | null =>
  row.clientId === null || row.clientId === undefined ? null : String(row.clientId);

export function toClientEntity(row: LegacyClientEntity): HmdaClientEntity {
  return {
    id: String(row.entityId),
    name: row.entityName,
    clientId: String(row.clientId),
    clientName: row.clientName ?? '',
    businessLineId: String(row.businessLineId),
  };
}

export function toClientInfo(row: LegacyClientInfo): HmdaClientInfo {
  const agencyId = row.federalAgencyObj?.id ?? row.federalAgency;
  return {
    id: String(row.id),
    reportingYear: row.reportingYear,
    clientId: String(row.clientId),
    clientName: row.clientName,
    businessLineId: String(row.businessLineId),
    businessLineName: row.businessLineName,
    clientEntityId: String(row.clientEntityId),
    entityName: row.entityName,
    federalAgencyId: String(agencyId ?? ''),
    federalAgencyName: row.federalAgencyObj?.name ?? '',
    isActive: row.isActive,
    version: row.version ?? null,
  };
}

export function toFieldMaster(row: LegacyFieldMaster): HmdaFieldMasterRow {
  return {
    id: String(row.id),
    clientId: ownerOf(row),
    clientEntityId: String(row.clientEntityId),
    entityName: row.entityName,
    reportingYear: row.reportingYear,
    azimuthFieldId: String(row.azimuthField.value),
    azimuthFieldName: row.azimuthFieldName,
    fieldName: row.fieldName,
    fieldType: fieldType(row.fieldType),
    fieldLength: row.fieldLength,
    checkDigit: row.checkDigit,
    valueRequired: row.valueRequired,
    description: row.description,
    isActive: row.isActive,
    version: row.version ?? null,
  };
}

function fieldRow(row: LegacyClientValue | LegacyValidValue | LegacyFieldOrder): HmdaFieldRowBase {
  return {
    id: String(row.id),
    clientId: ownerOf(row),
    clientEntityId: String(row.clientEntityId),
    entityName: row.entityName,
    reportingYear: row.reportingYear,
    hmdaFieldMasterId: String(row.hmdaFieldMasterId),
    azimuthFieldName: row.azimuthFieldName,
    fieldName: row.fieldName,
    fieldType: fieldType(row.fieldType),
    fieldLength: row.fieldLength,
    isActive: row.isActive,
    version: row.version ?? null,
  };
}

export function toClientValue(row: LegacyClientValue): HmdaClientValue {
  return {
    ...fieldRow(row),
    clientValue: row.clientValue,
    hmdaValue: row.hmdaValue,
    description: row.description,
  };
}

export function toValidValue(row: LegacyValidValue): HmdaValidValue {
  return { ...fieldRow(row), validValue: row.validValue, description: row.description };
}

export function toFieldOrder(row: LegacyFieldOrder): HmdaFieldOrder {
  return { ...fieldRow(row), fieldOrder: row.fieldOrder };
}

export function toSystem(row: LegacySystem): HmdaSystem {
  return { ...row, id: String(row.id), version: row.version ?? null };
}

export function toDetailSystem(row: LegacyDetailSystem): HmdaDetailSystem {
  return {
    ...row,
    id: String(row.id),
    clientId: String(row.clientId),
    systemId: String(row.systemId),
    version: row.version ?? null,
  };
}

export function toEditReference(row: LegacyEditReference): HmdaEditReference {
  return {
    ...row,
    id: String(row.id),
    systems: row.systems.map((system) => ({ id: String(system.id), name: system.name })),
    version: row.version ?? null,
  };
}

export function toBank(row: LegacyBank): HmdaBank {
  return {
    id: String(row.BankId),
    clientId: ownerOf(row),
    name: row.BankName,
    lei: row.lei,
    federalAgency: row.federalAgency ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    isActive: row.isActive,
  };
}

export function toLarFile(row: LegacyLarFile): HmdaLarFile {
  return { ...row, id: String(row.id), bankId: String(row.bankId), clientId: ownerOf(row) };
}
