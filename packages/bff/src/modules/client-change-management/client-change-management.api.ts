import type { LegacyCaller } from '../../legacy/caller.js';
import {
  LegacyChangeDetail,
  LegacyChangedLaws,
  LegacyChangeFilter,
  LegacyChanges,
  LegacyFlag,
  LegacyMappingStatus,
  LegacySignatures,
} from './client-change-management.dto.js';

const P = 'ClientChangeManagement';

/** Client change management's and requirement mapping's legacy calls; every answer checked against its shape. */
export class ClientChangeApi {
  constructor(private readonly legacy: LegacyCaller) {}

  changedLaws(filter: { BusinessLineId?: number; RegulatorId?: number }) {
    return this.legacy.envelope(
      { method: 'GET', path: `${P}/GetChangedLaws`, query: filter },
      LegacyChangedLaws,
    );
  }

  changesByProcess(sectionId: number, businessLineId: number) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: `${P}/GetChangedLawCompanyProcessWise`,
        query: { SectionId: sectionId, BusinessLineId: businessLineId },
      },
      LegacyChanges,
    );
  }

  queue(assess: boolean) {
    return this.legacy.envelope(
      { method: 'GET', path: `${P}/${assess ? 'get-assesswork-queue' : 'get-work-queue'}` },
      LegacyChanges,
    );
  }

  filter() {
    return this.legacy.envelope(
      { method: 'GET', path: `${P}/GetChangeManagementFilter` },
      LegacyChangeFilter,
    );
  }

  requirements(changeId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: `${P}/GetRequirementCompanyProcessWise`, query: { ChangeId: changeId } },
      LegacyChangeDetail,
    );
  }

  updateProposed(body: { Id: number; Decision: string; ProposedRequirement: string }) {
    return this.legacy.envelope({ method: 'PUT', path: `${P}/UpdateProposedRequirement`, body }, LegacyFlag);
  }

  submitChanges(changeId: number) {
    return this.legacy.envelope(
      { method: 'POST', path: `${P}/SubmitChanges`, body: { ChangeId: changeId } },
      LegacyFlag,
    );
  }

  acceptLaw(changeId: number) {
    return this.legacy.envelope(
      { method: 'POST', path: `${P}/AcceptLaw`, body: { ChangeId: changeId } },
      LegacyFlag,
    );
  }

  mappingStatus(changeId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: 'RequirementMapping/GetStatus', query: { ChangeId: changeId } },
      LegacyMappingStatus,
    );
  }

  signatures(requirementChangeId: number, updated: boolean) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: `RequirementMapping/${updated ? 'GetUpdatedSignatures' : 'GetCurrentSignatures'}`,
        query: { RequirementChangeId: requirementChangeId },
      },
      LegacySignatures,
    );
  }

  saveMapping(requirementChangeId: number, companyProcessIds: number[], submit: boolean) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: 'RequirementMapping/SaveSubmitMapping',
        body: {
          RequirementChangeId: requirementChangeId,
          CompanyProcessIds: companyProcessIds,
          IsSubmit: submit,
        },
      },
      LegacyFlag,
    );
  }
}
