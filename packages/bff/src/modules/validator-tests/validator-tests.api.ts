import { REQUIREMENT_FIELD_TYPES } from '@lexbridge/rules';
import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { SETUP_PATH } from '../validator-setup/validator-setup.api.js';
import {
  LegacyJsonFilter,
  LegacyLoanCount,
  LegacyLoanPage,
  LegacyRequirementField,
  LegacyTestMappingFilter,
  LegacyTestSourceType,
  LegacyTestSystemType,
  LegacyTestUserForm,
} from './validator-tests.dto.js';
import * as map from './validator-tests.mapper.js';
import type {
  RequirementField,
  RequirementFieldType,
  TestMappingFilter,
  ValidatorJsonFilter,
  ValidatorLoan,
  ValidatorLoanCounts,
  ValidatorTestRequest,
  ValidatorTestSourceType,
  ValidatorTestSystemType,
} from './validator-tests.type.js';
import { writtenRecord } from '../../legacy/shape.js';

const path = (name: string) => `${SETUP_PATH}/${name}`;
const MY_DASHBOARD_PATH = 'api/my-dashboard';

/** The requirement field export: its catalogue call, redeemed through a download ticket. */
export const REQUIREMENT_FIELD_EXPORT_PATH = path('export-requirement-fields');

const SystemTypes = z.array(LegacyTestSystemType);
const SourceTypes = z.array(LegacyTestSourceType);
const UserForms = z.array(LegacyTestUserForm);
const JsonFilters = z.array(LegacyJsonFilter);
const RequirementFields = z.array(LegacyRequirementField);
const Deleted = z.literal(true);

/** The call set the requirement type picks: HMDA VET rows go through the HMDA field-mapping calls. */
const CALLS: Record<RequirementFieldType, { get: string; submit: string; remove: string }> = {
  VET: {
    get: 'get-requirement-fields',
    submit: 'submit-requirement-fields',
    remove: 'delete-requirement-fields',
  },
  HMDA_VET: {
    get: 'get-hmda-field-mapping',
    submit: 'submit-hmda-field-mapping',
    remove: 'delete-hmda-field-mapping',
  },
};

export interface ReferenceWrite {
  id: number | null;
  name: string;
  description: string;
  isActive: boolean;
  version: number | null;
}

export interface TestRequestWrite {
  clientId: number;
  businessLineId: number;
  systemTypeId: number;
  sourceTypeId: number;
  entityIds: number[];
  comment: string;
}

export interface RequirementFieldWrite {
  id: number | null;
  entityId: number;
  requirementId: number;
  testId: number;
  headerFieldId: number;
  hmdaFieldId: number | null;
  isRequired: boolean;
  version: number | null;
}

/** Validator test requests, the dashboard's loan pair and requirement fields (api/validatorfile-setup, api/my-dashboard). */
export class ValidatorTestsApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async get<T>(name: string, query: Record<string, string | number | boolean>, shape: z.ZodType<T>) {
    return (await this.legacy.envelope({ method: 'GET', path: path(name), query }, shape)).result;
  }

  private async post<T>(route: string, body: Record<string, unknown>, shape: z.ZodType<T>) {
    const { message, result } = await this.legacy.envelope({ method: 'POST', path: route, body }, shape);
    return { message: message ?? 'Success', result };
  }

  // ----- system and source types ----------------------------------------------------------------------------------
  /** With a business line: its active types, as the form offers them; without: every type. */
  async systemTypes(businessLineId: number | null): Promise<ValidatorTestSystemType[]> {
    const query: Record<string, number> = businessLineId === null ? {} : { BusinessLineId: businessLineId };
    return (await this.get('get-validator-test-systemTypes', query, SystemTypes)).map(map.toSystemType);
  }

  async saveSystemType(
    write: ReferenceWrite & { businessLineId: number },
  ): Promise<{ message: string; systemType: ValidatorTestSystemType }> {
    const { message, result } = await this.post(
      path('submit-validator-test-systemType'),
      { ...write },
      writtenRecord(LegacyTestSystemType),
    );
    return { message, systemType: map.toSystemType(result) };
  }

  async sourceTypes(activeOnly: boolean): Promise<ValidatorTestSourceType[]> {
    return (await this.get('get-validator-test-sourceTypes', { IsActive: activeOnly }, SourceTypes)).map(
      map.toSourceType,
    );
  }

  async saveSourceType(
    write: ReferenceWrite,
  ): Promise<{ message: string; sourceType: ValidatorTestSourceType }> {
    const { message, result } = await this.post(
      path('submit-validator-test-sourceType'),
      { ...write },
      writtenRecord(LegacyTestSourceType),
    );
    return { message, sourceType: map.toSourceType(result) };
  }

  // ----- the test user form ---------------------------------------------------------------------------------------
  async submitTestRequest(
    write: TestRequestWrite,
  ): Promise<{ message: string; request: ValidatorTestRequest }> {
    const { message, result } = await this.post(
      path('submit-validator-test-userform'),
      { ...write },
      writtenRecord(LegacyTestUserForm),
    );
    return { message, request: map.toTestRequest(result) };
  }

  async testRequests(clientId: number | null): Promise<ValidatorTestRequest[]> {
    const query: Record<string, number> = clientId === null ? {} : { ClientId: clientId };
    return (await this.get('get-validator-test-userforms', query, UserForms)).map(map.toTestRequest);
  }

  // ----- JSON filters and the dashboard pair ----------------------------------------------------------------------
  async jsonFilters(): Promise<ValidatorJsonFilter[]> {
    return (await this.get('get-validator-JSON-filters', {}, JsonFilters)).map(map.toJsonFilter);
  }

  async loanCounts(clientId: number | null): Promise<ValidatorLoanCounts> {
    const { result } = await this.post(
      `${MY_DASHBOARD_PATH}/get-validator-loan-count`,
      { clientId },
      LegacyLoanCount,
    );
    return map.toLoanCounts(result);
  }

  async loans(
    clientId: number | null,
    pageNumber: number,
    pageSize: number,
  ): Promise<{ totalCount: number; items: ValidatorLoan[] }> {
    const { result } = await this.post(
      `${MY_DASHBOARD_PATH}/get-validator-loan-list`,
      { clientId, pageNumber, pageSize },
      LegacyLoanPage,
    );
    return { totalCount: result.totalCount, items: result.data.map(map.toLoan) };
  }

  // ----- requirement fields and the HMDA field mapping ------------------------------------------------------------
  async testMappingFilter(entityId: number): Promise<TestMappingFilter> {
    return map.toTestMappingFilter(
      await this.get('get-test-mapping-filter', { EntityId: entityId }, LegacyTestMappingFilter),
    );
  }

  async requirementFields(
    type: RequirementFieldType,
    entityId: number,
    testId: number | null,
  ): Promise<RequirementField[]> {
    const query: Record<string, number> =
      testId === null ? { EntityId: entityId } : { EntityId: entityId, TestId: testId };
    return (await this.get(CALLS[type].get, query, RequirementFields)).map(map.toRequirementField);
  }

  async saveRequirementField(
    type: RequirementFieldType,
    write: RequirementFieldWrite,
  ): Promise<{ message: string; requirementField: RequirementField }> {
    const { message, result } = await this.post(
      path(CALLS[type].submit),
      { ...write, requirementTypeId: REQUIREMENT_FIELD_TYPES[type] },
      writtenRecord(LegacyRequirementField),
    );
    return { message, requirementField: map.toRequirementField(result) };
  }

  async deleteRequirementField(type: RequirementFieldType, id: number): Promise<string> {
    const { message } = await this.legacy.envelope(
      { method: 'DELETE', path: path(CALLS[type].remove), query: { Id: id } },
      Deleted,
    );
    return message ?? 'Record deleted successfully.';
  }
}
