import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '../modules/catalogue/messages.js';
import type { ReportDto, ReportRow } from '../modules/reports/reports.repository.js';
import { LINES, expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { sessions, get } = useCatalogueSessions();

/** What the extracts screen does: the api's path, its query, and the business line id when the query ends in '='. */
function excelList(session: Session, api: string, businessLineId: number) {
  const [path, query = ''] = api.split('?');
  const params: Record<string, string | number> = Object.fromEntries(new URLSearchParams(query));
  if (query.endsWith('=')) params[query.slice(0, -1).split('&').pop()!] = businessLineId;
  return get<ReportRow[]>(session, `/${path}`, params);
}

describe('reports', () => {
  it('lists the reports with the api each is fetched from', async () => {
    const { status, body } = await get<ReportDto[]>(sessions.ben, '/reports/getReportList');
    expect(status).toBe(200);
    expect(body.Result).toEqual([
      {
        id: 1,
        name: 'Law Inventory by Business Line',
        api: 'reports/get-law-inventory-report?businessLineId=',
      },
      {
        id: 2,
        name: 'Business Requirements by Business Line',
        api: 'reports/get-business-requirements-report?businessLineId=',
      },
      {
        id: 3,
        name: 'Changed Laws by Business Line',
        api: 'reports/get-changed-laws-report?businessLineId=',
      },
      { id: 4, name: 'Regulator Summary', api: 'reports/get-regulator-summary-report' },
    ]);
  });

  it("answers every report's rows through its api", async () => {
    const { body } = await get<ReportDto[]>(sessions.lena, '/reports/getReportList');
    for (const report of body.Result) {
      const answer = await excelList(sessions.lena, report.api, LINES['Mortgage Origination']);
      expect([report.name, answer.status]).toEqual([report.name, 200]);
      expect(answer.body.Result.length, report.name).toBeGreaterThan(0);
    }
  });

  it('lists the law inventory of a business line', async () => {
    const { body } = await get<ReportRow[]>(sessions.ben, '/reports/get-law-inventory-report', {
      businessLineId: LINES['Deposit Accounts'],
    });
    expect(body.Result[0]).toEqual({
      Regulator: 'Consumer Financial Protection Bureau',
      Citation: '12 CFR Part 1005',
      LawName: 'Regulation E - Electronic Fund Transfers',
      Section: '§ 1005.6',
      SectionName: 'Liability of consumer for unauthorized transfers',
      SectionStatus: 'Active',
      EffectiveDate: '2011-12-30',
      LawInventory: 'Federal Consumer Protection',
    });
    expect(body.Result.map((row) => row.Section)).toContain('§ 1020.320');
    expect(body.Result.map((row) => row.Section)).not.toContain('§ 1002.9');
  });

  it('lists the business requirements of a business line', async () => {
    const { body } = await get<ReportRow[]>(sessions.ben, '/reports/get-business-requirements-report', {
      businessLineId: LINES['Consumer Lending'],
    });
    expect(body.Result).toContainEqual({
      RequirementNumber: expect.stringMatching(/^REGB_\d{3}$/),
      RequirementType: 'Header',
      Requirement: 'Header/Definition/Scope/etc. – Requirement Not Needed',
      Regulator: 'Consumer Financial Protection Bureau',
      Section: '§ 1002.1 Authority, scope, and purpose',
      Status: 'Approved',
    });
    expect(body.Result.every((row) => ['Header', 'Requirement'].includes(String(row.RequirementType)))).toBe(
      true,
    );
  });

  it('lists the changed laws of a business line, newest first', async () => {
    const { body } = await get<ReportRow[]>(sessions.lena, '/reports/get-changed-laws-report', {
      businessLineId: LINES['Mortgage Origination'],
    });
    expect(body.Result.map((row) => [row.Section, row.ChangeType, row.EffectiveDate])).toEqual([
      ['§ 500.17', 'Amendment', '2023-12-01'],
      ['§ 1026.43', 'Amendment', '2021-03-01'],
      ['§ 1024.7', 'Repeal', '2015-10-03'],
      ['§ 1026.19', 'Amendment', '2015-10-03'],
    ]);
  });

  it('summarises every regulator', async () => {
    const { body } = await get<ReportRow[]>(sessions.uma, '/reports/get-regulator-summary-report');
    expect(body.Result).toHaveLength(14);
    expect(body.Result).toContainEqual({
      Authority: 'Federal',
      Regulator: 'Consumer Financial Protection Bureau',
      CodeName: 'CFPB',
      Laws: 8,
      Sections: 33,
    });
    expect(body.Result).toContainEqual(expect.objectContaining({ CodeName: 'WA DFI', Laws: 0, Sections: 0 }));
  });

  it('refuses a missing business line and one that is not the user’s', async () => {
    expectRefusal(
      await get(sessions.ben, '/reports/get-law-inventory-report'),
      400,
      CATALOGUE_MESSAGES.idInvalid('businessLineId'),
    );
    expectRefusal(
      await get(sessions.ben, '/reports/get-business-requirements-report', {
        businessLineId: LINES['Credit Cards'],
      }),
      403,
      CATALOGUE_MESSAGES.businessLineNotAssigned,
    );
    expectRefusal(
      await get(sessions.uma, '/reports/get-changed-laws-report', {
        businessLineId: LINES['Deposit Accounts'],
      }),
      403,
      CATALOGUE_MESSAGES.businessLineNotAssigned,
    );
  });
});
