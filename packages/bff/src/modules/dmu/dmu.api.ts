import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { writtenRecord } from '../../legacy/shape.js';
import {
  LegacyDmuCategory,
  LegacyDmuDashboard,
  LegacyDmuDetailFilters,
  LegacyDmuDetailPage,
  LegacyDmuMapping,
  LegacyDmuMappingPage,
  LegacyDmuOption,
  LegacyDmuSystemField,
  LegacyDmuSystemGroup,
} from './dmu.dto.js';
import * as map from './dmu.mapper.js';
import type {
  DmuAgrcCategory,
  DmuClient,
  DmuDashboard,
  DmuMapping,
  DmuSystem,
  DmuSystemDetail,
  DmuSystemDetailFilters,
  DmuSystemField,
  DmuSystemGroup,
} from './dmu.type.js';

const path = (name: string) => `api/validatorfile-setup/${name}`;
const Options = z.array(LegacyDmuOption);
const Categories = z.array(LegacyDmuCategory);
const SystemFields = z.array(LegacyDmuSystemField);
const SystemGroups = z.array(LegacyDmuSystemGroup);
const Saved = z.literal(true);

/** The client a call works on; null lets the catalogue decide (provider staff naming none: its first client). */
type ClientChoice = number | null;
const withClient = (clientId: ClientChoice): Record<string, number> =>
  clientId === null ? {} : { clientId };

export interface DmuMappingQuery {
  systemId: number;
  clientId: ClientChoice;
  statusId: number | null;
  categoryId: number | null;
  searchText: string | null;
  pageNumber: number;
  pageSize: number;
}

export interface DmuDetailQuery {
  systemId: number;
  systemGroupId: number | null;
  type: string | null;
  screenName: string | null;
  term: string | null;
  searchText: string | null;
  pageNumber: number;
  pageSize: number;
}

/** System field mapping (DMU) calls of api/validatorfile-setup. */
export class DmuApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async get<T>(name: string, query: Record<string, string | number>, shape: z.ZodType<T>) {
    return (await this.legacy.envelope({ method: 'GET', path: path(name), query }, shape)).result;
  }

  private async post<T>(name: string, body: Record<string, unknown>, shape: z.ZodType<T>) {
    const { message, result } = await this.legacy.envelope({ method: 'POST', path: path(name), body }, shape);
    return { message: message ?? 'Success', result };
  }

  /** The clients whose mappings the caller may open. */
  async clients(): Promise<DmuClient[]> {
    return (await this.get('get-dmu-client-list', {}, Options)).map((row) => ({
      id: String(row.id),
      name: row.name,
    }));
  }

  async systems(): Promise<DmuSystem[]> {
    return (await this.get('get-dmu-system-list', {}, Options)).map((row) => ({
      id: String(row.id),
      name: row.name,
    }));
  }

  async categories(): Promise<DmuAgrcCategory[]> {
    return (await this.get('get-dmu-agrc-category-list', {}, Categories)).map(map.toCategory);
  }

  async systemFields(systemId: number): Promise<DmuSystemField[]> {
    return (await this.get('get-dmu-systemfield-list', { systemId }, SystemFields)).map(map.toSystemField);
  }

  /** The statuses with the catalogue's ids, by name. */
  async statusIds(): Promise<Map<string, number>> {
    return new Map((await this.get('get-dmu-mapping-status', {}, Options)).map((row) => [row.name, row.id]));
  }

  async dashboard(systemId: number | null, clientId: ClientChoice): Promise<DmuDashboard> {
    return map.toDashboard(
      await this.get(
        'get-dmu-dashboard-count',
        { ...(systemId === null ? {} : { systemId }), ...withClient(clientId) },
        LegacyDmuDashboard,
      ),
    );
  }

  async mappings(query: DmuMappingQuery): Promise<{ totalCount: number; items: DmuMapping[] }> {
    const { clientId, ...rest } = query;
    const { result } = await this.post(
      'get-dmu-systemfield-mapping',
      { ...rest, ...withClient(clientId) },
      LegacyDmuMappingPage,
    );
    return { totalCount: result.totalCount, items: result.data.map(map.toMapping) };
  }

  async saveMapping(body: {
    id: number | null;
    clientId: ClientChoice;
    systemId: number;
    statusId: number;
    agrcFieldIds: number[];
    systemFieldIds: number[];
    version: number | null;
    /** The status is Unmapped: the catalogue removes the mapping and answers true instead of a record. */
    removes: boolean;
  }): Promise<{ message: string; mapping: DmuMapping | null }> {
    const { clientId, removes, ...rest } = body;
    const sent = { ...rest, ...withClient(clientId) };
    if (removes) {
      const { message } = await this.post('submit-dmu-systemfield-mapping', sent, Saved);
      return { message, mapping: null };
    }
    const { message, result } = await this.post(
      'submit-dmu-systemfield-mapping',
      sent,
      writtenRecord(LegacyDmuMapping),
    );
    return { message, mapping: map.toMapping(result) };
  }

  async systemGroups(systemId: number, clientId: ClientChoice): Promise<DmuSystemGroup[]> {
    return (
      await this.get('get-dmu-systemgroup-list', { systemId, ...withClient(clientId) }, SystemGroups)
    ).map(map.toSystemGroup);
  }

  async saveGroupMapping(
    systemGroupId: number,
    categoryId: number | null,
    clientId: ClientChoice,
  ): Promise<string> {
    return (
      await this.post(
        'submit-dmu-systemgroup-mapping',
        { systemGroupId, categoryId, ...withClient(clientId) },
        Saved,
      )
    ).message;
  }

  async detailFilters(systemId: number): Promise<DmuSystemDetailFilters> {
    const result = await this.get('get-dmu-system-detail-filters', { systemId }, LegacyDmuDetailFilters);
    return {
      systemGroups: result.systemGroups.map((row) => ({ id: String(row.id), name: row.name })),
      types: result.types,
      screenNames: result.screenNames,
      terms: result.terms,
    };
  }

  async details(query: DmuDetailQuery): Promise<{ totalCount: number; items: DmuSystemDetail[] }> {
    const { result } = await this.post('get-dmu-system-detail', { ...query }, LegacyDmuDetailPage);
    return { totalCount: result.totalCount, items: result.data.map(map.toDetail) };
  }
}
