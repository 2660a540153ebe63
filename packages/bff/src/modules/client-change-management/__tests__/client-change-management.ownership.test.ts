// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { GAPS_ROUTES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import type { MenuItemData } from '../../navigation/navigation.mapper.js';
import type { Principal } from '../../../session/principal.js';
import { FakeCatalogue, fakeContext, runGraphQL, testPrincipal } from '../../../testing/fake-catalogue.js';

const MENU: MenuItemData[] = [
  {
    id: '1703',
    label: 'Assess Change',
    routerLink: GAPS_ROUTES.assessChange,
    image: null,
    counts: null,
    selectedIndex: null,
    subMenus: [],
    breadcrumbs: [],
  },
];
const provider = testPrincipal({ menu: MENU, editableRoutes: [GAPS_ROUTES.assessChange] });
/** Northgate's business user (client 2). */
const northgate: Principal = {
  ...provider,
  user: { ...provider.user, id: '12', clientId: '2', clientName: 'Northgate Savings Bank' },
};

const change = (id: number, clientId: number) => ({
  ChangeId: id,
  ClientId: clientId,
  ClientName: `Client ${clientId}`,
  SectionId: 30,
  LawId: 3,
  LawDetailId: 300,
  Section: '1003.4 Compilation',
  Regulator: 'CFPB',
  RegulatorId: 1,
  BusinessLineId: 2,
  BusinessLineName: 'Consumer Lending',
  CompanyProcessId: 40 + id,
  CompanyProcess: `Process ${id}`,
  BusinessLawId: null,
  TabIndex: null,
  BusinessRequirementCount: null,
  Status: 'New',
  ChangeSummary: 'Amended.',
  AssignedUser: null,
  RequirementCount: 1,
  Undecided: 1,
});
const law = (clientId: number) => ({
  ClientId: clientId,
  ClientName: `Client ${clientId}`,
  SectionId: 30,
  LawId: 3,
  LawDetailId: 300,
  Section: '1003.4 Compilation',
  Regulator: 'CFPB',
  BusinessLineId: 2,
  BusinessLineName: 'Consumer Lending',
  ChangeSummary: 'Amended.',
  Processes: 1,
  Accepted: 0,
});

/** A catalogue that (wrongly) answers every client's changes: the BFF must not pass another client's on. */
const leaky = () =>
  new FakeCatalogue({
    'ClientChangeManagement/GetChangedLaws': () => ({ Result: [law(1), law(2)] }),
    'ClientChangeManagement/GetChangedLawCompanyProcessWise': () => ({
      Result: [change(1, 1), change(2, 2)],
    }),
    'ClientChangeManagement/get-work-queue': () => ({ Result: [change(1, 1), change(2, 2)] }),
    'ClientChangeManagement/get-assesswork-queue': () => ({ Result: [change(1, 1), change(2, 2)] }),
    'ClientChangeManagement/GetRequirementCompanyProcessWise': (request) => {
      const id = Number(request.query?.ChangeId);
      return { Result: { Change: change(id, id), Requirements: [], Processes: [] } };
    },
    'ClientChangeManagement/SubmitChanges': () => ({ Message: 'Submitted.', Result: true }),
    'ClientChangeManagement/AcceptLaw': () => ({ Message: 'Accepted.', Result: true }),
  });

const paths = (fake: FakeCatalogue) => fake.recorded.map((call) => call.request.path);

describe('client change management ownership', () => {
  it("lists a client's user only its own client's changes; provider staff every client's", async () => {
    const source = `{ changedLaws { clientId } changedLawProcesses(sectionId: "30", businessLineId: "2") { id clientId }
      changeWorkQueue { id } changeAssessQueue { id clientName } }`;
    const theirs = await runGraphQL(fakeContext(leaky(), northgate), source);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data).toEqual({
      changedLaws: [{ clientId: '2' }],
      changedLawProcesses: [{ id: '2', clientId: '2' }],
      changeWorkQueue: [{ id: '2' }],
      changeAssessQueue: [{ id: '2', clientName: 'Client 2' }],
    });
    const all = await runGraphQL(fakeContext(leaky(), provider), source);
    expect((all.data as { changeWorkQueue: unknown[] }).changeWorkQueue).toHaveLength(2);
  });

  it("answers another client's change NOT_FOUND, and changes nothing of it", async () => {
    for (const source of [
      '{ clientChange(id: "1") { change { id } } }',
      'mutation { submitChanges(changeId: "1") { message } }',
      'mutation { acceptChangedLaw(changeId: "1") { message } }',
    ]) {
      const fake = leaky();
      const result = await runGraphQL(fakeContext(fake, northgate), source);
      expect(result.errors?.[0]?.extensions?.code, source).toBe('NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.notFound);
      expect(paths(fake)).toEqual(['ClientChangeManagement/GetRequirementCompanyProcessWise']);
    }
    const own = leaky();
    const submitted = await runGraphQL(
      fakeContext(own, northgate),
      'mutation { submitChanges(changeId: "2") { message } }',
    );
    expect(submitted.errors).toBeUndefined();
    expect(paths(own)).toContain('ClientChangeManagement/SubmitChanges');
    const staff = leaky();
    await runGraphQL(
      fakeContext(staff, provider),
      'mutation { acceptChangedLaw(changeId: "1") { message } }',
    );
    expect(paths(staff)).toEqual([
      'ClientChangeManagement/GetRequirementCompanyProcessWise',
      'ClientChangeManagement/AcceptLaw',
    ]);
  });

  it('refuses the submitter the acceptance of their own change, before the catalogue is asked', async () => {
    // Change 2 is Northgate's, submitted by user 12 (Northgate's business user) or by user 13 (a colleague).
    const submittedBy = (userId: number) =>
      new FakeCatalogue({
        'ClientChangeManagement/GetRequirementCompanyProcessWise': () => ({
          Result: {
            Change: { ...change(2, 2), Status: 'Submitted', Undecided: 0, SubmittedById: userId },
            Requirements: [],
            Processes: [],
          },
        }),
        'ClientChangeManagement/AcceptLaw': () => ({ Message: 'Accepted.', Result: true }),
      });
    const accept = 'mutation { acceptChangedLaw(changeId: "2") { message } }';
    const own = submittedBy(12);
    const refused = await runGraphQL(fakeContext(own, northgate), accept);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.ownWork);
    expect(paths(own)).not.toContain('ClientChangeManagement/AcceptLaw');

    const colleague = submittedBy(13);
    const accepted = await runGraphQL(fakeContext(colleague, northgate), accept);
    expect(accepted.data).toEqual({ acceptChangedLaw: { message: 'Accepted.' } });
    expect(paths(colleague)).toContain('ClientChangeManagement/AcceptLaw');

    // The submitter is named on the change, so the screen can say why the action is not theirs.
    const read = await runGraphQL(
      fakeContext(submittedBy(12), northgate),
      '{ clientChange(id: "2") { change { submittedById } } }',
    );
    expect(read.data).toEqual({ clientChange: { change: { submittedById: '12' } } });
  });
});
