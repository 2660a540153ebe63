import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { legacyPageAnswer } from '../../graphql/common/legacy-page.js';
import { memo, writtenRecord, writtenRecords, type Shape } from '../../legacy/shape.js';
import {
  LegacyAzimuthField,
  LegacyBank,
  LegacyClientEntity,
  LegacyClientInfo,
  LegacyClientValue,
  LegacyDetailSystem,
  LegacyEditReference,
  LegacyEditReferenceFilters,
  LegacyFederalAgency,
  LegacyFieldMaster,
  LegacyFieldOrder,
  LegacyIdName,
  LegacyLarFile,
  LegacyReplicate,
  LegacySystem,
  LegacyValidValue,
} from './hmda.dto.js';
import {
  toBank,
  toClientEntity,
  toClientInfo,
  toClientValue,
  toDetailSystem,
  toEditReference,
  toFieldMaster,
  toFieldOrder,
  toLarFile,
  toSystem,
  toValidValue,
} from './hmda.mapper.js';

export const HMDA_API = 'api/hmda';
export const HMDA_REPLICATE_API = 'api/hmdaReplicate';

/** A LAR file streams through at the pace of the user's connection: the call may take this long. */
export const LAR_UPLOAD_BUDGET_MS = 10 * 60 * 1000;

const listAnswer = memo(<L>(row: Shape<L>) => z.array(row).nullable());
const YearsAnswer = z.array(z.number()).nullable();

/** The list calls of the per-entity, per-year lists (POST, filter and page in the body). */
export const FIELD_LIST_PATHS = {
  fieldMaster: 'hmdafieldmaster',
  clientValue: 'hmdaClientValue',
  validValue: 'hmdaValidValues',
  fieldOrder: 'hmdafieldorder',
} as const;

export interface Saved<T> {
  message: string;
  row: T;
}

/** HMDA reference data (api/hmda, api/hmdaReplicate). */
export class HmdaApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async list<L, T>(
    path: string,
    query: Record<string, string | number | boolean>,
    row: Shape<L>,
    map: (row: L) => T,
  ) {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${HMDA_API}/${path}`, query },
      listAnswer(row),
    );
    return (result ?? []).map(map);
  }

  private async page<L, T>(path: string, body: Record<string, unknown>, row: Shape<L>, map: (row: L) => T) {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${HMDA_API}/${path}`, body },
      legacyPageAnswer(row),
    );
    return { totalCount: result?.totalCount ?? 0, items: (result?.data ?? []).map(map) };
  }

  private async save<L, T>(
    method: 'POST' | 'PUT',
    path: string,
    body: Record<string, unknown>,
    row: Shape<L>,
    map: (row: L) => T,
  ): Promise<Saved<T>> {
    const { message, result } = await this.legacy.envelope(
      { method, path: `${HMDA_API}/${path}`, body },
      writtenRecord(row),
    );
    return { message: message ?? 'Success', row: map(result) };
  }

  // ----- lookups
  clients() {
    return this.list('hmdaClientName', {}, LegacyIdName, (row) => ({ id: String(row.id), name: row.name }));
  }

  businessLines() {
    return this.list('hmdaBusinessLine', {}, LegacyIdName, (row) => ({ id: String(row.id), name: row.name }));
  }

  clientEntities(clientId: number | null, businessLineId: number | null) {
    const query: Record<string, number> = {};
    if (clientId !== null) query.clientId = clientId;
    if (businessLineId !== null) query.businessLineId = businessLineId;
    return this.list('hmdaClientEntityName', query, LegacyClientEntity, toClientEntity);
  }

  async reportingYears(screen: string | null): Promise<number[]> {
    const { result } = await this.legacy.envelope(
      {
        method: 'GET',
        path: `${HMDA_API}/get-hmdareportingyears`,
        query: screen ? { screen } : {},
      },
      YearsAnswer,
    );
    return result ?? [];
  }

  federalAgencies() {
    return this.list('get-hmdafederalagency', {}, LegacyFederalAgency, (row) => ({
      ...row,
      id: String(row.id),
    }));
  }

  checkDigits() {
    return this.list('get-hmdacheckdigit', {}, LegacyIdName, (row) => row.name);
  }

  valueRequiredOptions() {
    return this.list('get-hmdavaluerequired', {}, LegacyIdName, (row) => row.name);
  }

  async azimuthFields(searchText: string | null) {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${HMDA_API}/hmdaazimuthfieldname`, body: searchText ? { searchText } : {} },
      listAnswer(LegacyAzimuthField),
    );
    return (result ?? []).map((row) => ({ id: String(row.value), name: row.label }));
  }

  /** The field master rows of an entity and year (what values are kept for). */
  fieldsOf(clientEntityId: number, reportingYear: number) {
    return this.list(
      'hmdaclientvaluefieldname',
      { clientEntityId, reportingYear },
      LegacyFieldMaster,
      toFieldMaster,
    );
  }

  // ----- client info
  clientInfo(year: number | null, clientId: number | null) {
    const query: Record<string, number> = {};
    if (year !== null) query.year = year;
    if (clientId !== null) query.clientId = clientId;
    return this.list('get-hmdaclientinfo', query, LegacyClientInfo, toClientInfo);
  }

  saveClientInfo(action: 'add' | 'update', body: Record<string, unknown>) {
    return action === 'add'
      ? this.save('POST', 'add-hmdaclientinfo', body, LegacyClientInfo, toClientInfo)
      : this.save('PUT', 'update-hmdaclientinfo', body, LegacyClientInfo, toClientInfo);
  }

  // ----- field master and what hangs off it
  fieldMaster(body: Record<string, unknown>) {
    return this.page(FIELD_LIST_PATHS.fieldMaster, body, LegacyFieldMaster, toFieldMaster);
  }

  clientValues(body: Record<string, unknown>) {
    return this.page(FIELD_LIST_PATHS.clientValue, body, LegacyClientValue, toClientValue);
  }

  validValues(body: Record<string, unknown>) {
    return this.page(FIELD_LIST_PATHS.validValue, body, LegacyValidValue, toValidValue);
  }

  fieldOrder(body: Record<string, unknown>) {
    return this.page(FIELD_LIST_PATHS.fieldOrder, body, LegacyFieldOrder, toFieldOrder);
  }

  saveFieldMaster(action: 'add' | 'update', body: Record<string, unknown>) {
    return action === 'add'
      ? this.save('POST', 'add-hmdafieldmaster', body, LegacyFieldMaster, toFieldMaster)
      : this.save('PUT', 'update-hmdafieldmaster', body, LegacyFieldMaster, toFieldMaster);
  }

  saveClientValue(action: 'add' | 'update', body: Record<string, unknown>) {
    return action === 'add'
      ? this.save('POST', 'add-hmdaclientvalue', body, LegacyClientValue, toClientValue)
      : this.save('PUT', 'update-hmdaclientvalue', body, LegacyClientValue, toClientValue);
  }

  saveValidValue(action: 'add' | 'update', body: Record<string, unknown>) {
    return action === 'add'
      ? this.save('POST', 'add-hmdavalidvalue', body, LegacyValidValue, toValidValue)
      : this.save('PUT', 'update-hmdavalidvalue', body, LegacyValidValue, toValidValue);
  }

  saveFieldOrder(action: 'add' | 'update', body: Record<string, unknown>) {
    return action === 'add'
      ? this.save('POST', 'add-hmdafieldorder', body, LegacyFieldOrder, toFieldOrder)
      : this.save('PUT', 'update-hmdafieldorder', body, LegacyFieldOrder, toFieldOrder);
  }

  async replicate(part: string, body: Record<string, unknown>) {
    const { message, result } = await this.legacy.envelope(
      { method: 'POST', path: `${HMDA_REPLICATE_API}/${part}`, body },
      LegacyReplicate,
    );
    return { message: message ?? 'Success', counts: result };
  }

  // ----- systems
  systems(isActive: boolean | null) {
    return this.list(
      'get-azimuth-hmda-system',
      isActive === null ? {} : { isActive },
      LegacySystem,
      toSystem,
    );
  }

  saveSystem(body: Record<string, unknown>) {
    return this.save('POST', 'submit-azimuth-hmda-system', body, LegacySystem, toSystem);
  }

  detailSystems(clientId: number | null) {
    return this.list(
      'get-hmdadetailsystem',
      clientId === null ? {} : { clientId },
      LegacyDetailSystem,
      toDetailSystem,
    );
  }

  saveDetailSystem(body: Record<string, unknown>) {
    return this.save('POST', 'submit-hmdadetailsystem', body, LegacyDetailSystem, toDetailSystem);
  }

  async deleteDetailSystem(id: number): Promise<string> {
    const { message } = await this.legacy.envelope(
      { method: 'DELETE', path: `${HMDA_API}/deletehmdadetailsystem`, query: { id } },
      z.unknown(),
    );
    return message ?? 'Success';
  }

  // ----- edit references
  editReferences(body: Record<string, unknown>) {
    return this.page('get-edit-reference-list', body, LegacyEditReference, toEditReference);
  }

  async editReferenceFilters() {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${HMDA_API}/get-edit-reference-filters` },
      LegacyEditReferenceFilters,
    );
    return {
      ...result,
      systems: result.systems.map((system) => ({ id: String(system.id), name: system.name })),
    };
  }

  /** submit-edit-reference-list takes a list; one reference is a list of one. */
  async saveEditReference(body: Record<string, unknown>) {
    const { message, result } = await this.legacy.envelope(
      { method: 'POST', path: `${HMDA_API}/submit-edit-reference-list`, body: [body] },
      writtenRecords(LegacyEditReference),
    );
    return { message: message ?? 'Success', row: toEditReference(result[0]!) };
  }

  // ----- banks and LAR files
  banks() {
    return this.list('hmda-Bank-Master', {}, LegacyBank, toBank);
  }

  larFiles(bankId: number | null) {
    return this.list(
      'get-hmda-lar-files',
      bankId === null ? {} : { BankId: bankId },
      LegacyLarFile,
      toLarFile,
    );
  }

  /**
   * hmda-lar-file-ingestion: the file's text streamed as the body (text/plain, chunked) while it arrives, the other
   * fields (File, fileName, utilityType, year, BankId, BankName) in the query. Nothing holds the whole file here.
   */
  async ingestLarFile(body: {
    fileName: string;
    content: AsyncIterable<Buffer>;
    utilityType: string;
    year: number;
    bankId: number;
    bankName: string;
  }) {
    const { message, result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: `${HMDA_API}/hmda-lar-file-ingestion`,
        query: {
          File: body.fileName,
          fileName: body.fileName,
          utilityType: body.utilityType,
          year: body.year,
          BankId: body.bankId,
          BankName: body.bankName,
        },
        upload: { contentType: 'text/plain; charset=utf-8', body: body.content },
        budgetMs: LAR_UPLOAD_BUDGET_MS,
      },
      LegacyLarFile,
    );
    return { message: message ?? 'Success', file: toLarFile(result) };
  }
}
