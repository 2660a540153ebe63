// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { GAPS_MESSAGES, GAPS_ROUTES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import type { LegacyRequest } from '../../../legacy/client.js';
import { LegacyError, toGraphQLError } from '../../../legacy/errors.js';
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
const editor = (overrides: Partial<Principal> = {}) =>
  testPrincipal({ menu: MENU, editableRoutes: [GAPS_ROUTES.assessChange], ...overrides });

const run = (
  fake: FakeCatalogue,
  source: string,
  variables?: Record<string, unknown>,
  principal = editor(),
) => runGraphQL(fakeContext(fake, principal), source, variables);

describe('client change management resolver', () => {
  it('needs wording for an updated requirement, and a process for a signature, before the catalogue', async () => {
    const fake = new FakeCatalogue({});
    const blank = await run(
      fake,
      `mutation { updateProposedRequirement(input: { id: "1", decision: "Updated", proposedRequirement: " " }) { message } }`,
    );
    expect(blank.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { proposedRequirement: GAPS_MESSAGES.proposedRequirementRequired },
    });
    const none = await run(
      fake,
      `mutation { saveRequirementMapping(requirementChangeId: "1", companyProcessIds: [], submit: true) { message } }`,
    );
    expect(none.errors?.[0]?.extensions).toMatchObject({
      fields: { companyProcessIds: GAPS_MESSAGES.selectSignature },
    });
    expect(fake.calls).toBe(0);
  });

  it('sends the mapping under the legacy names, and keeps the refusal of an undecided submit', async () => {
    const bodies: unknown[] = [];
    const fake = new FakeCatalogue({
      'RequirementMapping/SaveSubmitMapping': (request: LegacyRequest) => {
        bodies.push(request.body);
        return { Message: GAPS_MESSAGES.mappingSubmittedForReview, Result: true };
      },
      'ClientChangeManagement/SubmitChanges': () => {
        throw toGraphQLError(
          new LegacyError('http', 'answered 400', 400, { Message: GAPS_MESSAGES.assessAllFirst }),
        );
      },
    });
    const saved = await run(
      fake,
      `mutation { saveRequirementMapping(requirementChangeId: "4", companyProcessIds: ["11", "11", "13"], submit: true) { message } }`,
    );
    expect(saved.data).toEqual({
      saveRequirementMapping: { message: GAPS_MESSAGES.mappingSubmittedForReview },
    });
    expect(bodies).toEqual([{ RequirementChangeId: 4, CompanyProcessIds: [11, 13], IsSubmit: true }]);
    const submit = await run(fake, `mutation { submitChanges(changeId: "2") { message } }`);
    expect(submit.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { changeId: GAPS_MESSAGES.assessAllFirst },
    });
    const refused = await run(
      fake,
      `mutation { acceptChangedLaw(changeId: "2") { message } }`,
      {},
      editor({ editableRoutes: [] }),
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
