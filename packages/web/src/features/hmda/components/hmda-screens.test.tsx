import { HMDA_MODAL_TITLES, sampleLarFile, VALIDATOR_MESSAGES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/types';
import { mockBff } from '../../../testing/bff';
import { lawyerMenu, sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const ROUTES = {
  clientInfo: '/hmda/client-info',
  fieldMaster: '/hmda/field-master',
  clientValues: '/hmda/client-values',
  validValues: '/hmda/valid-values',
  fieldOrder: '/hmda/field-order',
  systems: '/hmda/systems',
  detailSystems: '/hmda/detail-systems',
  editReferences: '/hmda/edit-references',
  bankMaster: '/hmda/bank-master',
  larUpload: '/hmda/lar-upload',
};

/** The administrator: every HMDA screen in the menu, editable. */
function admin(): Session {
  const leaf = lawyerMenu[1]!;
  const menu = [
    ...lawyerMenu,
    ...Object.values(ROUTES).map((routerLink, index) => ({
      ...leaf,
      id: String(140 + index),
      label: routerLink,
      routerLink,
    })),
  ] as unknown as Session['menu'];
  return sessionFixture({ menu, editableRoutes: Object.values(ROUTES), homePath: ROUTES.fieldMaster });
}

// react-data-grid draws the rows and columns that fit its box: jsdom lays nothing out, so give every box a size.
const sized = ['clientWidth', 'clientHeight'] as const;
const layout = { clientWidth: 1600, clientHeight: 900 };
beforeAll(() => {
  for (const key of sized)
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => layout[key] });
});
afterAll(() => {
  for (const key of sized) Reflect.deleteProperty(HTMLElement.prototype, key);
});

const page = <T,>(items: T[]) => ({ __typename: 'Page', totalCount: items.length, items });
const ENTITY = { id: '5', name: 'Northgate Home Equity' };
const BANK = {
  __typename: 'HmdaBank',
  id: '1',
  name: 'Harborview Credit Union',
  lei: '5493001HARBORVIEW001',
  federalAgency: '5',
  city: 'Springfield',
  state: 'IL',
  isActive: true,
};
const SYSTEM = {
  __typename: 'HmdaSystem',
  id: '3',
  code: 'ENC',
  name: 'Encompass',
  description: 'Loan origination',
  vendor: 'ICE Mortgage Technology',
  isActive: true,
  version: 1,
};
const field = {
  clientEntityId: ENTITY.id,
  entityName: ENTITY.name,
  reportingYear: 2025,
  hmdaFieldMasterId: '7',
  azimuthFieldName: 'Universal Loan Identifier',
  fieldName: 'NG_ULI',
  fieldType: 'AN',
  fieldLength: 45,
  isActive: true,
  version: 1,
};

/** Northgate's administrator: a client's user, with every HMDA screen in its menu, editable. */
function northgateAdmin(): Session {
  const session = admin();
  return {
    ...session,
    user: { ...session.user, clientId: '2', clientName: 'Northgate Bank' },
  } as Session;
}

/** Every lookup the HMDA screens share, and one row for each list. */
function mockHmda(session: Session = admin()) {
  mockBff({ session });
  server.use(
    graphql.query('HmdaLookups', () =>
      HttpResponse.json({
        data: {
          hmdaClients: [{ __typename: 'IdName', id: '2', name: 'Northgate Bank' }],
          hmdaBusinessLines: [{ __typename: 'IdName', id: '4', name: 'Mortgage Lending' }],
          hmdaClientEntities: [
            {
              __typename: 'HmdaClientEntity',
              ...ENTITY,
              clientId: '2',
              clientName: 'Northgate Bank',
              businessLineId: '4',
            },
          ],
        },
      }),
    ),
    graphql.query('HmdaReportingYears', () =>
      HttpResponse.json({ data: { hmdaReportingYears: [2024, 2025] } }),
    ),
    graphql.query('HmdaFederalAgencies', () =>
      HttpResponse.json({
        data: {
          hmdaFederalAgencies: [{ __typename: 'HmdaFederalAgency', id: '5', code: 'CFPB', name: 'CFPB' }],
        },
      }),
    ),
    graphql.query('HmdaFieldMasterOptions', () =>
      HttpResponse.json({
        data: {
          hmdaAzimuthFields: [{ __typename: 'IdName', id: '1', name: 'Universal Loan Identifier' }],
          hmdaCheckDigits: ['Not applicable'],
          hmdaValueRequiredOptions: ['Required'],
        },
      }),
    ),
    graphql.query('HmdaFieldsOf', () =>
      HttpResponse.json({
        data: {
          hmdaFieldsOf: [
            {
              __typename: 'HmdaFieldOf',
              id: '7',
              azimuthFieldName: field.azimuthFieldName,
              fieldName: field.fieldName,
              fieldType: 'AN',
              fieldLength: 45,
            },
          ],
        },
      }),
    ),
    graphql.query('HmdaSystemOptions', () => HttpResponse.json({ data: { hmdaSystems: [SYSTEM] } })),
    graphql.query('HmdaClientInfoGrid', () =>
      HttpResponse.json({
        data: {
          hmdaClientInfo: page([
            {
              __typename: 'HmdaClientInfo',
              id: '9',
              reportingYear: 2025,
              clientId: '2',
              clientName: 'Northgate Bank',
              businessLineId: '4',
              businessLineName: 'Mortgage Lending',
              clientEntityId: ENTITY.id,
              entityName: ENTITY.name,
              federalAgencyId: '5',
              federalAgencyName: 'Consumer Financial Protection Bureau',
              isActive: true,
              version: 1,
            },
          ]),
        },
      }),
    ),
    graphql.query('HmdaFieldMasterGrid', () =>
      HttpResponse.json({
        data: {
          hmdaFieldMaster: page([
            {
              __typename: 'HmdaFieldMaster',
              ...field,
              id: '7',
              azimuthFieldId: '1',
              checkDigit: 'ISO 7064 MOD 97-10',
              valueRequired: 'Required',
              description: null,
            },
          ]),
        },
      }),
    ),
    graphql.query('HmdaClientValuesGrid', () =>
      HttpResponse.json({
        data: {
          hmdaClientValues: page([
            {
              __typename: 'HmdaClientValue',
              ...field,
              id: '11',
              clientValue: 'CONV',
              hmdaValue: '1',
              description: null,
            },
          ]),
        },
      }),
    ),
    graphql.query('HmdaValidValuesGrid', () =>
      HttpResponse.json({
        data: {
          hmdaValidValues: page([
            { __typename: 'HmdaValidValue', ...field, id: '12', validValue: 'EXEMPT', description: null },
          ]),
        },
      }),
    ),
    graphql.query('HmdaFieldOrderGrid', () =>
      HttpResponse.json({
        data: {
          hmdaFieldOrder: page([{ __typename: 'HmdaFieldOrder', ...field, id: '13', fieldOrder: 17 }]),
        },
      }),
    ),
    graphql.query('HmdaDetailSystemsGrid', () =>
      HttpResponse.json({
        data: {
          hmdaDetailSystems: [
            {
              __typename: 'HmdaDetailSystem',
              id: '21',
              clientId: '2',
              clientName: 'Northgate Bank',
              systemId: '3',
              systemCode: 'ENC',
              systemName: 'Encompass',
              reportingYear: 2025,
              description: 'Retail loans come from Encompass',
              isActive: true,
              version: 1,
            },
          ],
        },
      }),
    ),
    graphql.query('HmdaEditReferenceFilters', () =>
      HttpResponse.json({
        data: {
          hmdaEditReferenceFilters: {
            __typename: 'HmdaEditReferenceFilters',
            fieldGroups: ['Loan'],
            fieldTypes: ['Numeric'],
            editSets: ['2025'],
            editTypes: ['CFPB', 'AGRC', 'LOS'],
            editSubtypes: ['Validity', 'Quality', 'Syntax'],
            processes: ['Intake'],
            systems: [{ __typename: 'IdName', id: '3', name: 'Encompass' }],
          },
        },
      }),
    ),
    graphql.query('HmdaEditReferencesGrid', () =>
      HttpResponse.json({
        data: {
          hmdaEditReferences: page([
            {
              __typename: 'HmdaEditReference',
              id: '31',
              fieldGroup: 'Loan',
              fieldType: 'Numeric',
              editSet: '2025',
              editType: 'CFPB',
              editSubtype: 'Validity',
              editNumber: 'V610-1',
              process: 'Intake',
              processItem: null,
              fieldItem: null,
              editMessage: 'Application date must be a valid date.',
              editDescription: null,
              editResolution: 'Enter the date in YYYYMMDD form.',
              systems: [{ __typename: 'IdName', id: '3', name: 'Encompass' }],
              isActive: true,
              version: 1,
            },
          ]),
        },
      }),
    ),
    graphql.query('HmdaBanks', () => HttpResponse.json({ data: { hmdaBanks: [BANK] } })),
    graphql.query('HmdaLarFiles', () =>
      HttpResponse.json({
        data: {
          hmdaLarFiles: [
            {
              __typename: 'HmdaLarFile',
              id: '41',
              bankName: BANK.name,
              year: 2024,
              utilityType: 'Annual LAR',
              fileName: 'lar-2024.txt',
              size: 2048,
              lei: BANK.lei,
              quarter: '4',
              recordCount: 12,
              uploadedAt: '2026-11-01T10:00:00.000Z',
            },
          ],
        },
      }),
    ),
  );
}

/** Records the variables of each call to the named mutation and answers with `data`. */
function recordMutation(name: string, data: Record<string, unknown>) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation(name, ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data });
    }),
  );
  return calls;
}

async function confirmSave() {
  const confirm = await screen.findByRole('alertdialog');
  within(confirm).getByText(VALIDATOR_MESSAGES.confirmSave);
  await within(confirm)
    .findByRole('button', { name: 'Yes' })
    .then((yes) => yes.click());
}

describe('the HMDA screens show their data', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    ['Client Info', ROUTES.clientInfo, 'Consumer Financial Protection Bureau'],
    ['Field Master', ROUTES.fieldMaster, 'ISO 7064 MOD 97-10'],
    ['Client Values', ROUTES.clientValues, 'CONV'],
    ['Valid Values', ROUTES.validValues, 'EXEMPT'],
    ['Field Order', ROUTES.fieldOrder, '17'],
    ['HMDA Systems', ROUTES.systems, 'ICE Mortgage Technology'],
    ['Detail Systems', ROUTES.detailSystems, 'Retail loans come from Encompass'],
    ['Edit References', ROUTES.editReferences, 'V610-1'],
    ['Bank Master', ROUTES.bankMaster, '5493001HARBORVIEW001'],
    ['LAR File Upload', ROUTES.larUpload, 'lar-2024.txt'],
  ])('%s lists what the BFF answers', async (title, route, shown) => {
    mockHmda();
    renderApp(route);
    await screen.findByRole('heading', { name: title });
    expect(await screen.findByText(shown)).toBeTruthy();
  });
});

/** Picks the row showing `cell`, opens Update, submits the form as it came, and says Yes to the question. */
async function updateRow(user: ReturnType<typeof renderApp>['user'], cell: string, modalTitle: string) {
  await user.click(await screen.findByText(cell));
  await user.click(screen.getByRole('button', { name: 'Update' }));
  const modal = await screen.findByRole('dialog', { name: modalTitle });
  await user.click(within(modal).getByRole('button', { name: 'Submit' }));
  await confirmSave();
}

const saved = (payload: string) => ({
  [payload]: { __typename: 'HmdaSavePayload', message: 'Record saved successfully', action: 'UPDATE' },
});

describe('the HMDA screens save through the BFF', () => {
  beforeEach(() => sessionStorage.clear());

  it('Client Info updates a row with its federal agency', async () => {
    mockHmda();
    const calls = recordMutation('SaveHmdaClientInfo', {
      saveHmdaClientInfo: { ...saved('x').x, clientInfo: { __typename: 'HmdaClientInfo', id: '9' } },
    });
    const { user } = renderApp(ROUTES.clientInfo);
    await updateRow(user, 'Consumer Financial Protection Bureau', HMDA_MODAL_TITLES.clientInfo);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.input).toMatchObject({ id: '9', clientEntityId: ENTITY.id, federalAgencyId: '5' });
    await screen.findByText('Record saved successfully');
  });

  it('Field Master updates a field', async () => {
    mockHmda();
    const calls = recordMutation('SaveHmdaFieldMaster', {
      saveHmdaFieldMaster: { ...saved('x').x, field: { __typename: 'HmdaFieldMaster', id: '7' } },
    });
    const { user } = renderApp(ROUTES.fieldMaster);
    await updateRow(user, 'ISO 7064 MOD 97-10', HMDA_MODAL_TITLES.fieldMaster);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.input).toMatchObject({ id: '7', fieldName: 'NG_ULI', fieldType: 'AN', fieldLength: 45 });
  });

  it.each([
    [
      'Client Values',
      ROUTES.clientValues,
      'CONV',
      HMDA_MODAL_TITLES.clientValue,
      'SaveHmdaClientValue',
      '11',
    ],
    ['Valid Values', ROUTES.validValues, 'EXEMPT', HMDA_MODAL_TITLES.validValue, 'SaveHmdaValidValue', '12'],
    ['Field Order', ROUTES.fieldOrder, '17', HMDA_MODAL_TITLES.fieldOrder, 'SaveHmdaFieldOrder', '13'],
  ])('%s updates a row of its field', async (_screen, route, cell, title, mutation, id) => {
    mockHmda();
    const payload = mutation.replace(/^Save/, 'save');
    const calls = recordMutation(mutation, saved(payload));
    const { user } = renderApp(route);
    await updateRow(user, cell, title);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.input).toMatchObject({ id, hmdaFieldMasterId: '7' });
  });

  it('HMDA Systems updates a system', async () => {
    mockHmda();
    const calls = recordMutation('SaveHmdaSystem', {
      saveHmdaSystem: { __typename: 'MessagePayload', message: 'Record saved successfully' },
    });
    const { user } = renderApp(ROUTES.systems);
    await updateRow(user, 'ICE Mortgage Technology', HMDA_MODAL_TITLES.system);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.input).toMatchObject({ id: '3', code: 'ENC', name: 'Encompass' });
  });

  it('Edit References updates an edit with its systems', async () => {
    mockHmda();
    const calls = recordMutation('SaveHmdaEditReference', {
      saveHmdaEditReference: { __typename: 'MessagePayload', message: 'Record saved successfully' },
    });
    const { user } = renderApp(ROUTES.editReferences);
    await updateRow(user, 'V610-1', HMDA_MODAL_TITLES.editReference);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.input).toMatchObject({ id: '31', editNumber: 'V610-1', systemIds: ['3'] });
  });

  it('Detail Systems deletes a row after the question', async () => {
    mockHmda();
    const calls = recordMutation('DeleteHmdaDetailSystem', {
      deleteHmdaDetailSystem: { __typename: 'MessagePayload', message: 'Record deleted successfully' },
    });
    const { user } = renderApp(ROUTES.detailSystems);
    await user.click(await screen.findByText('Retail loans come from Encompass'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls).toEqual([{ id: '21' }]));
    await screen.findByText('Record deleted successfully');
  });

  it('Bank Master exports the banks through a download ticket', async () => {
    mockHmda();
    const calls = recordMutation('ExportHmdaList', {
      exportHmdaList: {
        __typename: 'ExportHmdaListPayload',
        message: 'Export ready',
        download: { __typename: 'DownloadTicket', url: '/files/ticket-1' },
      },
    });
    server.use(
      http.get('http://localhost:3000/files/ticket-1', () => new HttpResponse('xlsx', { status: 200 })),
    );
    const { user } = renderApp(ROUTES.bankMaster);
    await screen.findByText('5493001HARBORVIEW001');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.input).toMatchObject({ list: 'BANK_MASTER' });
  });

  it('LAR File Upload sends a checked file with its fields and shows what was ingested', async () => {
    mockHmda();
    const sent: FormData[] = [];
    server.use(
      http.post('http://localhost:3000/files/hmda/lar', async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json({
          message: `LAR file ingested: 1 records of lar-2025.txt for ${BANK.name} (2025).`,
          file: { id: 42, fileName: 'lar-2025.txt', recordCount: 1 },
        });
      }),
    );
    const { user } = renderApp(ROUTES.larUpload);
    await screen.findByText('lar-2024.txt');
    await user.selectOptions(screen.getByLabelText('Bank'), BANK.name);
    await user.selectOptions(screen.getByLabelText('Reporting Year'), '2025');
    const text = sampleLarFile({ institutionName: BANK.name, lei: BANK.lei, year: 2025, records: 1 });
    await user.upload(
      screen.getByLabelText('LAR File'),
      new File([text], 'lar-2025.txt', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries([...sent[0]!.entries()].filter(([key]) => key !== 'file'))).toEqual({
      utilityType: 'Annual LAR',
      year: '2025',
      bankId: '1',
      bankName: BANK.name,
    });
    // A file part goes with them (jsdom's XMLHttpRequest loses its name and bytes; the browser journey reads them).
    expect(sent[0]!.has('file')).toBe(true);
    expect(
      (await screen.findAllByText(`LAR file ingested: 1 records of lar-2025.txt for ${BANK.name} (2025).`))
        .length,
    ).toBeGreaterThan(0);
  });
});

describe("a client's user works on its own client only", () => {
  beforeEach(() => sessionStorage.clear());

  it('Client Info offers no other client: no Client filter, Add and Replicate Year for its own client', async () => {
    mockHmda(northgateAdmin());
    const saves = recordMutation('SaveHmdaClientInfo', {
      saveHmdaClientInfo: {
        ...saved('x').x,
        action: 'ADD',
        clientInfo: { __typename: 'HmdaClientInfo', id: '10' },
      },
    });
    const replicates = recordMutation('ReplicateHmdaYear', {
      replicateHmdaYear: {
        __typename: 'HmdaReplicatePayload',
        message: 'Replicated 1 row from 2025 to 2026; 0 already there.',
        needsConfirmation: false,
        existingCount: 0,
        sourceCount: 1,
        copied: 1,
        alreadyThere: 0,
        missingField: 0,
      },
    });
    const { user } = renderApp(ROUTES.clientInfo);
    await screen.findByText('Consumer Financial Protection Bureau');
    expect(screen.queryByRole('combobox', { name: 'Filter by Client' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Filter by Business Line' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const modal = await screen.findByRole('dialog', { name: HMDA_MODAL_TITLES.clientInfo });
    const client = within(modal).getByRole('combobox', { name: 'Client' }) as HTMLSelectElement;
    expect([client.value, client.disabled]).toEqual(['2', true]);
    await user.type(within(modal).getByRole('textbox', { name: 'Reporting Year' }), '2026');
    await user.selectOptions(within(modal).getByRole('combobox', { name: 'Business Line' }), '4');
    await user.selectOptions(within(modal).getByRole('combobox', { name: 'Entity' }), ENTITY.id);
    await user.selectOptions(within(modal).getByRole('combobox', { name: 'Federal Agency' }), '5');
    await user.click(within(modal).getByRole('button', { name: 'Submit' }));
    await confirmSave();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.input).toMatchObject({ clientId: '2', clientEntityId: ENTITY.id, reportingYear: 2026 });

    const replicate = await screen.findByRole('button', { name: 'Replicate Year' });
    expect((replicate as HTMLButtonElement).disabled).toBe(false);
    await user.click(replicate);
    const dialog = await screen.findByRole('dialog', { name: HMDA_MODAL_TITLES.replicate });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Prior Reporting Year' }), '2025');
    await user.type(within(dialog).getByRole('textbox', { name: 'New Reporting Year' }), '2026');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(replicates).toHaveLength(1));
    expect(replicates[0]!.input).toMatchObject({ part: 'CLIENT_INFO', clientId: '2' });
  });

  it('Detail Systems has no Client filter for a client user', async () => {
    mockHmda(northgateAdmin());
    renderApp(ROUTES.detailSystems);
    await screen.findByText('Retail loans come from Encompass');
    expect(screen.queryByRole('combobox', { name: 'Filter by Client' })).toBeNull();
  });

  it('provider staff keep the Client filter', async () => {
    mockHmda();
    renderApp(ROUTES.clientInfo);
    await screen.findByText('Consumer Financial Protection Bureau');
    expect(screen.getByRole('combobox', { name: 'Filter by Client' })).toBeTruthy();
  });
});
