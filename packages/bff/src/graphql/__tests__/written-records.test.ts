import { GraphQLError, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { LegacyCaller } from '../../legacy/caller.js';
import { declaresWrittenRecord, type Shape } from '../../legacy/shape.js';
import { MasterListModule } from '../../modules/administration/administration.enums.js';
import { TestingListKind } from '../../modules/compliance-testing/compliance-testing.enums.js';
import { RequirementFieldType } from '../../modules/validator-tests/validator-tests.type.js';
import { FakeCatalogue } from '../../testing/fake-catalogue.js';
import { createApis, type Apis } from '../domains.js';
import { DEFAULT_MESSAGES } from '../errors.js';
import { getSchema } from '../schema.js';

/**
 * Every write is safe: a mutation whose payload carries the record it wrote takes that record from the write's
 * answer through `writtenRecord` (legacy/shape.ts), so a catalogue that answers `{ Message, Result: null }` gives
 * UPSTREAM_ERROR, never a success without its record. This table lists every such mutation of the schema: a new
 * one fails the first test until it is added here, with the legacy call that writes it (or, where the record does
 * not come from the write's answer, why).
 */
type Entry =
  /** The API call behind the mutation, whose write must declare its record. */
  | { write: (apis: Apis) => Promise<unknown> }
  /** The record is read again after the write, or built from what was sent: why. */
  | { notFromTheWrite: string };

const body = {} as never;
const REREAD_LAW = 'the law is read again after the write (lawAfter)';
const REREAD_MAPPINGS = "the section's mappings are read again after the write";
const REREAD_UPDATED = "the change's updated requirements are read again after the write";
const REREAD_REQUIREMENTS = "the section's requirements are read again after the write";
const REREAD_CHANGE = 'the changed law and its updated requirements are read again after the decision';

const RECORD_MUTATIONS: Record<string, Entry> = {
  // administration
  registerEmployee: { write: (a) => a.administration.registerEmployee(body) },
  updateUser: { write: (a) => a.administration.updateUser(body) },
  syncUser: { write: (a) => a.administration.syncUser(1) },
  saveRole: { write: (a) => a.administration.saveRole(null, 'Role') },
  saveRoleMenu: { write: (a) => a.administration.saveRoleMenu(1, [], []) },
  saveMasterListItem: {
    write: (a) =>
      a.administration.saveMasterListItem(MasterListModule.REGULATOR, {
        id: null,
        name: 'x',
        parentId: null,
        authority: null,
      }),
  },
  saveClientSetup: {
    write: (a) =>
      a.clientSetup.save({ id: 1, clientName: 'x', serverName: 's', databaseName: 'd', detail: {} }),
  },
  saveArtifactType: {
    write: (a) => a.adminMaintenance.saveArtifactType({ id: null, name: 'x', description: '' }),
  },
  saveArtifact: { write: (a) => a.adminMaintenance.saveArtifact(null, body) },
  saveQuestion: { write: (a) => a.adminMaintenance.saveQuestion(null, body) },
  saveEmployeeAssignments: { write: (a) => a.adminMaintenance.saveEmployeeAssignments(body) },
  saveEmailAddress: { write: (a) => a.emailSettings.saveAddress(null, body) },
  saveEmailGroup: { write: (a) => a.emailSettings.saveGroup(null, body) },
  saveEmailTrigger: { write: (a) => a.emailSettings.saveTrigger(null, body) },
  saveProductDuration: { write: (a) => a.productPlans.saveDuration(null, body) },
  saveProductPlan: { write: (a) => a.productPlans.savePlan(null, body) },
  saveSsoGroup: {
    write: (a) => a.ssoGroups.save(null, { groupName: 'g', clientId: 1, directoryGroupId: 'd' }),
  },
  saveSsoGroupRoles: { write: (a) => a.ssoGroups.saveRoles(1, []) },
  saveSsoGroupBusinessLines: { write: (a) => a.ssoGroups.saveBusinessLines(1, []) },
  changeSubscriptionPlan: { write: (a) => a.subscriptions.changePlan(1, 1) },
  cancelSubscription: { write: (a) => a.subscriptions.cancel(1) },
  updateRegisteredUserDetails: { write: (a) => a.subscriptions.updateDetails(body) },
  // account
  savePhoneAuthentication: {
    notFromTheWrite:
      'UpdatePhoneNumber answers a flag (docs/legacy-api.md); the masked number is made from what was sent',
  },
  // requirements workflow
  createRequirement: {
    write: (a) =>
      a.requirements.add(
        { sectionId: '1', businessLineId: '1' } as never,
        {
          requirementTypeId: 1,
          requirement: 'r',
          requirementNumber: null,
          lawSections: [],
          lawText: '',
        } as never,
        false,
      ),
  },
  updateRequirement: { write: (a) => a.requirements.update('1', 1, {}, false) },
  setRequirementsApplicable: { notFromTheWrite: REREAD_REQUIREMENTS },
  deleteRequirements: { notFromTheWrite: REREAD_REQUIREMENTS },
  acceptLawRequirements: { notFromTheWrite: REREAD_LAW },
  approveLawSection: { notFromTheWrite: REREAD_LAW },
  sendBackLawSection: { notFromTheWrite: REREAD_LAW },
  clearSendBackComment: { notFromTheWrite: REREAD_LAW },
  saveRequirementDraft: { notFromTheWrite: REREAD_LAW },
  // mappings
  mapSectionBusinessLines: { notFromTheWrite: REREAD_MAPPINGS },
  mapSectionCategories: { notFromTheWrite: REREAD_MAPPINGS },
  mapSectionInstitutionTypes: { notFromTheWrite: REREAD_MAPPINGS },
  mapSectionProcesses: { notFromTheWrite: REREAD_MAPPINGS },
  mapSectionProducts: { notFromTheWrite: REREAD_MAPPINGS },
  setSectionLawScope: { notFromTheWrite: REREAD_MAPPINGS },
  mapRequirementValidatorTests: { notFromTheWrite: REREAD_MAPPINGS },
  // change in law
  acceptChangeInLaw: { notFromTheWrite: REREAD_CHANGE },
  acceptChangeInLawWithPolicy: { notFromTheWrite: REREAD_CHANGE },
  markChangeInLawNotApplicable: { notFromTheWrite: REREAD_CHANGE },
  addUpdatedRequirement: { notFromTheWrite: REREAD_UPDATED },
  editUpdatedRequirement: { notFromTheWrite: REREAD_UPDATED },
  renumberUpdatedRequirement: { notFromTheWrite: REREAD_UPDATED },
  undoUpdatedRequirement: { notFromTheWrite: REREAD_UPDATED },
  deleteUpdatedRequirement: { notFromTheWrite: REREAD_UPDATED },
  saveUpdatedRequirements: { notFromTheWrite: REREAD_UPDATED },
  // search history
  saveSearch: { write: (a) => a.searchHistory.add('n', 'k') },
  renameSavedSearch: { write: (a) => a.searchHistory.rename('1', 'n') },
  // validator rules
  saveMessageType: { write: (a) => a.validatorRules.saveMessageType(body) },
  saveTestRule: { write: (a) => a.validatorRules.saveTestRule(body) },
  saveTestRuleMessage: { write: (a) => a.validatorRules.saveTestRuleMessage(body) },
  saveTestFilterField: { write: (a) => a.validatorRules.saveTestFilterField(body) },
  saveClientFilterMapping: { write: (a) => a.validatorRules.saveClientFilterMapping(body) },
  // validator setup and tests
  saveSetupEntity: { write: (a) => a.validatorSetup.saveEntity(body) },
  saveHeaderField: { write: (a) => a.validatorSetup.saveHeaderField(body) },
  saveDynamicField: { write: (a) => a.validatorSetup.saveDynamicField(body) },
  saveSetupStepGroup: { write: (a) => a.validatorSetup.saveStepGroup(body) },
  saveHeaderChanges: { write: (a) => a.validatorSetup.saveHeaderChanges(body) },
  submitHeaderChanges: { write: (a) => a.validatorSetup.submitHeaderChanges(1, 1) },
  approveHeaderChanges: { write: (a) => a.validatorSetup.approveHeaderChanges(1, 1) },
  rejectHeaderChanges: { write: (a) => a.validatorSetup.rejectHeaderChanges(1, 1, 1, null) },
  decideStaging: { write: (a) => a.validatorSetup.decideStaging(1, true, null) },
  startPipelineRun: { write: (a) => a.validatorSetup.startPipelineRun(1) },
  saveRequirementField: {
    write: (a) => a.validatorTests.saveRequirementField(RequirementFieldType.VET, body),
  },
  saveValidatorTestSourceType: { write: (a) => a.validatorTests.saveSourceType(body) },
  saveValidatorTestSystemType: { write: (a) => a.validatorTests.saveSystemType(body) },
  submitValidatorTestRequest: { write: (a) => a.validatorTests.submitTestRequest(body) },
  saveDmuMapping: {
    write: (a) =>
      a.dmu.saveMapping({
        id: null,
        clientId: 1 as never,
        systemId: 1,
        statusId: 1,
        agrcFieldIds: [],
        systemFieldIds: [],
        version: null,
        removes: false,
      }),
  },
  // HMDA
  saveHmdaClientInfo: { write: (a) => a.hmda.saveClientInfo('add', body) },
  saveHmdaFieldMaster: { write: (a) => a.hmda.saveFieldMaster('add', body) },
  saveHmdaClientValue: { write: (a) => a.hmda.saveClientValue('update', body) },
  saveHmdaValidValue: { write: (a) => a.hmda.saveValidValue('add', body) },
  saveHmdaFieldOrder: { write: (a) => a.hmda.saveFieldOrder('update', body) },
  saveHmdaSystem: { write: (a) => a.hmda.saveSystem(body) },
  saveHmdaDetailSystem: { write: (a) => a.hmda.saveDetailSystem(body) },
  saveHmdaEditReference: { write: (a) => a.hmda.saveEditReference(body) },
  // compliance testing
  saveTestingListRecord: {
    write: (a) =>
      a.complianceTesting.saveRecord(TestingListKind.TYPE, {
        id: null,
        name: 'n',
        description: '',
        version: null,
      }),
  },
  saveActionPlanAssessment: { write: (a) => a.complianceTesting.saveAssessment(body) },
  saveLoanRemediation: { write: (a) => a.complianceTesting.saveRemediation(body) },
  saveRemediationTask: { write: (a) => a.complianceTesting.saveTask(body) },
  addLoanToRemediation: { write: (a) => a.complianceTesting.addLoanException(body) },
  addActionPlan: { write: (a) => a.complianceTesting.addActionPlan(body) },
  // risk
  saveRiskParameter: { write: (a) => a.risk.saveParameter(body) },
  saveRiskLevel: { write: (a) => a.risk.saveLevel(body) },
  saveRiskFrequency: { write: (a) => a.risk.saveFrequency(body) },
  saveRiskQuestionHeader: { write: (a) => a.risk.saveHeader(body) },
  saveRiskQuestion: { write: (a) => a.risk.saveQuestion(body) },
  saveRiskQuestionType: { write: (a) => a.risk.saveQuestionType(body) },
  saveRiskSearch: { write: (a) => a.risk.addSearch(body) },
  // process hierarchy
  addProcessNode: { write: (a) => a.processHierarchy.add(body) },
  updateProcessNode: { write: (a) => a.processHierarchy.update(body) },
  setPrimaryHierarchy: { write: (a) => a.processHierarchy.setPrimary(1) },
  moveProcess: { write: (a) => a.processHierarchy.move({ Id: 1, NewParentId: null }) },
  // gaps
  saveGapsListEntry: { write: (a) => a.gaps.saveListEntry('task-type', null, 'n') },
  saveGapsActionPlan: { write: (a) => a.gaps.saveActionPlan(null, body) },
  saveGapsQuestion: { write: (a) => a.gaps.addQuestion(body) },
  saveGapsQuestionHeaders: { write: (a) => a.gaps.saveHeaders([]) },
};

/** Types in payloads that are not a written record: tickets, sessions, counts. */
const NOT_RECORDS = new Set(['DownloadTicket', 'Session', 'BulkSaveCounts']);

/** Every mutation whose answer carries a record: a payload field of an object type, or the record itself. */
async function recordMutations(): Promise<string[]> {
  const mutation = (await getSchema()).getMutationType()!;
  return Object.values(mutation.getFields())
    .filter((field) => {
      const type = getNamedType(field.type);
      if (!isObjectType(type) || NOT_RECORDS.has(type.name)) return false;
      if (!type.name.endsWith('Payload')) return true;
      return Object.values((type as GraphQLObjectType).getFields()).some((payloadField) => {
        const named = getNamedType(payloadField.type);
        return isObjectType(named) && !NOT_RECORDS.has(named.name);
      });
    })
    .map((field) => field.name)
    .sort();
}

/** A catalogue whose every write "succeeds" without its record; it notes whether each write declared one. */
class RecordlessCatalogue extends FakeCatalogue {
  readonly undeclared: string[] = [];

  constructor() {
    super(new Proxy({}, { get: () => () => ({ Message: 'Saved on db01.internal:5432', Result: null }) }));
  }

  override envelope<T>(request: Parameters<LegacyCaller['envelope']>[0], result: Shape<T>) {
    if (request.method !== 'GET' && !declaresWrittenRecord(result)) this.undeclared.push(request.path);
    return super.envelope(request, result);
  }
}

describe('every mutation that answers a written record', () => {
  it('is listed here with the write that answers its record (or why it is not from the write)', async () => {
    expect(Object.keys(RECORD_MUTATIONS).sort()).toEqual(await recordMutations());
  });

  for (const [mutation, entry] of Object.entries(RECORD_MUTATIONS)) {
    if (!('write' in entry)) continue;
    it(`${mutation}: a write answered with Result null is UPSTREAM_ERROR, its write declares writtenRecord`, async () => {
      const catalogue = new RecordlessCatalogue();
      const error = await entry.write(createApis(catalogue)).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(GraphQLError);
      expect((error as GraphQLError).extensions).toEqual({ code: 'UPSTREAM_ERROR' });
      expect((error as GraphQLError).message).toBe(DEFAULT_MESSAGES.UPSTREAM_ERROR);
      expect(catalogue.undeclared).toEqual([]);
    });
  }
});
