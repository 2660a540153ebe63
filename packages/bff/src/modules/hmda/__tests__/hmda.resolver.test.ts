// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { HMDA_MESSAGES, HMDA_ROUTES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import { LegacyError, toGraphQLError } from '../../../legacy/errors.js';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
  SUPER_ADMIN,
} from '../../../testing/fake-catalogue.js';

const ROUTES = Object.values(HMDA_ROUTES);
const MENU = sectionMenu('HMDA', 10, ROUTES, 140);
const admin = principalWith({ user: SUPER_ADMIN, menu: MENU, editableRoutes: ROUTES });

const run = (fake: FakeCatalogue, source: string, variables?: Record<string, unknown>, principal = admin()) =>
  runGraphQL(fakeContext(fake, principal, { services: { cache: new MemoryCache(100) } }), source, variables);

const clientInfo = (id: number) => ({
  id,
  reportingYear: 2026,
  clientId: 1,
  clientName: 'Harborview Credit Union',
  businessLineId: 5,
  businessLineName: 'Mortgage Origination',
  clientEntityId: 1,
  entityName: 'Harborview Home Loans',
  federalAgency: '9',
  federalAgencyObj: { id: 9, code: 'CFPB', name: 'Consumer Financial Protection Bureau' },
  isActive: true,
  version: 1,
});

const fieldMaster = (id: number, fieldType: 'AN' | 'N', fieldLength: number | null) => ({
  id,
  clientEntityId: 1,
  entityName: 'Harborview Home Loans',
  reportingYear: 2025,
  azimuthFieldName: 'Loan Type',
  azimuthField: { label: 'Loan Type', value: 3 },
  fieldName: 'HV_LOAN_TYPE',
  fieldType,
  fieldLength,
  checkDigit: 'Not applicable',
  valueRequired: 'Required',
  description: '',
  isActive: true,
  version: 1,
});

const SAVE_CLIENT_INFO = `mutation ($input: SaveHmdaClientInfoInput!) { saveHmdaClientInfo(input: $input) { message action clientInfo { id federalAgencyId } } }`;
const SAVE_FIELD = `mutation ($input: SaveHmdaFieldMasterInput!) { saveHmdaFieldMaster(input: $input) { message action field { id fieldType fieldLength } } }`;
const SAVE_VALID = `mutation ($input: SaveHmdaValidValueInput!) { saveHmdaValidValue(input: $input) { message action } }`;
const REPLICATE = `mutation ($input: ReplicateHmdaYearInput!) { replicateHmdaYear(input: $input) { message needsConfirmation existingCount copied alreadyThere } }`;

const CLIENT_INFO_INPUT = {
  reportingYear: 2026,
  clientId: '1',
  businessLineId: '5',
  clientEntityId: '1',
  federalAgencyId: '9',
  isActive: true,
};

describe('HMDA resolvers over a fake catalogue', () => {
  it('adds client info without an id and updates with one, with the agency id copied into federalAgency', async () => {
    const bodies: { path: string; method: string; body: Record<string, unknown> }[] = [];
    const record = (request: LegacyRequest) => {
      bodies.push({
        path: request.path,
        method: request.method,
        body: request.body as Record<string, unknown>,
      });
      return { Message: 'Record saved successfully', Result: clientInfo(7) };
    };
    const fake = new FakeCatalogue({
      'api/hmda/add-hmdaclientinfo': record,
      'api/hmda/update-hmdaclientinfo': record,
    });
    const added = await run(fake, SAVE_CLIENT_INFO, { input: CLIENT_INFO_INPUT });
    expect(added.data?.saveHmdaClientInfo).toMatchObject({
      action: 'ADD',
      clientInfo: { federalAgencyId: '9' },
    });
    const updated = await run(fake, SAVE_CLIENT_INFO, {
      input: { ...CLIENT_INFO_INPUT, id: '7', version: 1 },
    });
    expect(updated.data?.saveHmdaClientInfo).toMatchObject({ action: 'UPDATE' });
    expect(bodies.map((call) => [call.method, call.path])).toEqual([
      ['POST', 'api/hmda/add-hmdaclientinfo'],
      ['PUT', 'api/hmda/update-hmdaclientinfo'],
    ]);
    expect(bodies[0]!.body).toMatchObject({ federalAgency: '9', federalAgencyObj: { id: 9 } });
    expect(bodies[0]!.body).not.toHaveProperty('id');
    expect(bodies[1]!.body).toMatchObject({ id: 7, version: 1, federalAgency: '9' });
  });

  it('refuses a missing agency and AN lengths over 255 before calling the catalogue; sends N without a length', async () => {
    let sent: Record<string, unknown> | null = null;
    const fake = new FakeCatalogue({
      'api/hmda/add-hmdafieldmaster': (request) => {
        sent = request.body as Record<string, unknown>;
        return { Message: 'Record saved successfully', Result: fieldMaster(5, 'N', null) };
      },
    });
    const noAgency = await run(fake, SAVE_CLIENT_INFO, {
      input: { ...CLIENT_INFO_INPUT, federalAgencyId: null },
    });
    expect(noAgency.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { federalAgency: HMDA_MESSAGES.federalAgencyRequired },
    });
    const input = {
      clientEntityId: '1',
      reportingYear: 2025,
      azimuthFieldId: '3',
      fieldName: 'HV_LOAN_TYPE',
      isActive: true,
    };
    const tooLong = await run(fake, SAVE_FIELD, { input: { ...input, fieldType: 'AN', fieldLength: 256 } });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { fieldLength: HMDA_MESSAGES.lengthTooLong },
    });
    expect(fake.calls).toBe(0);
    const numeric = await run(fake, SAVE_FIELD, { input: { ...input, fieldType: 'N', fieldLength: 40 } });
    expect(numeric.data?.saveHmdaFieldMaster).toMatchObject({
      action: 'ADD',
      field: { fieldType: 'N', fieldLength: null },
    });
    expect(sent).toMatchObject({ fieldType: 'N', fieldLength: null, azimuthField: { value: 3 } });
  });

  it("checks a value against its field's type: N takes numbers only", async () => {
    const fake = new FakeCatalogue({
      'api/hmda/hmdaclientvaluefieldname': () => ({ Result: [fieldMaster(3, 'N', null)] }),
      'api/hmda/add-hmdavalidvalue': () => ({ Message: 'Record saved successfully', Result: null }),
    });
    const result = await run(fake, SAVE_VALID, {
      input: {
        clientEntityId: '1',
        reportingYear: 2025,
        hmdaFieldMasterId: '3',
        validValue: 'abc',
        isActive: true,
      },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { validValue: HMDA_MESSAGES.valueNotNumeric },
    });
    expect(fake.recorded.map((call) => call.request.path)).toEqual(['api/hmda/hmdaclientvaluefieldname']);
  });

  it('asks before replicating into a year with data, then reports the counts once confirmed', async () => {
    const fake = new FakeCatalogue({
      'api/hmdaReplicate/hmdafieldmaster': (request) => {
        const body = request.body as { confirm: boolean };
        if (!body.confirm)
          throw toGraphQLError(
            new LegacyError('http', 'refused', 409, {
              Message: 'Reporting year 2026 already has data. Confirm to replicate into it.',
              Result: { existingCount: 3 },
            }),
          );
        return {
          Message: 'Replicated 41 rows from 2025 to 2026; 3 already there.',
          Result: { sourceCount: 44, copied: 41, alreadyThere: 3, missingField: 0, existingCount: 3 },
        };
      },
    });
    const input = {
      part: 'FIELD_MASTER',
      clientEntityId: '1',
      priorReportingYear: 2025,
      newReportingYear: 2026,
    };
    const asked = await run(fake, REPLICATE, { input });
    expect(asked.data?.replicateHmdaYear).toEqual({
      message: HMDA_MESSAGES.replicateConfirm(2026, 3),
      needsConfirmation: true,
      existingCount: 3,
      copied: 0,
      alreadyThere: 0,
    });
    const done = await run(fake, REPLICATE, { input: { ...input, confirmed: true } });
    expect(done.data?.replicateHmdaYear).toMatchObject({
      needsConfirmation: false,
      copied: 41,
      alreadyThere: 3,
    });
    const same = await run(fake, REPLICATE, { input: { ...input, newReportingYear: 2025 } });
    expect(same.errors?.[0]?.extensions).toMatchObject({
      fields: { newReportingYear: HMDA_MESSAGES.sameYear },
    });
  });

  it('lets a read-only administrator read but not save or replicate', async () => {
    const readOnly = admin({ editableRoutes: [] });
    const fake = new FakeCatalogue({
      'api/hmda/hmdafieldmaster': () => ({ Result: { totalCount: 1, data: [fieldMaster(3, 'AN', 10)] } }),
    });
    const read = await run(fake, `{ hmdaFieldMaster { totalCount items { id fieldLength } } }`, {}, readOnly);
    expect(read.data?.hmdaFieldMaster).toEqual({ totalCount: 1, items: [{ id: '3', fieldLength: 10 }] });
    const save = await run(fake, SAVE_CLIENT_INFO, { input: CLIENT_INFO_INPUT }, readOnly);
    expect(save.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const replicate = await run(
      fake,
      REPLICATE,
      { input: { part: 'FIELD_MASTER', priorReportingYear: 2025, newReportingYear: 2026 } },
      readOnly,
    );
    expect(replicate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
