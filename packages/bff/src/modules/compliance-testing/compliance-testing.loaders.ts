import { onceLoader, perKeyLoader } from '../../graphql/common/loaders.js';
import type { ComplianceTestingApi } from './compliance-testing.api.js';
import type { TestingListKind } from './compliance-testing.enums.js';

/** What a request may ask several times (each filter and modal of a screen reads the lists): one call each. */
export function createComplianceTestingLoaders(api: ComplianceTestingApi) {
  return {
    /** The records of one maintained list. */
    list: perKeyLoader((kind: TestingListKind) => api.list(kind)),
    loanLoads: onceLoader(() => api.loanLoads()),
    resultStatuses: onceLoader(() => api.resultStatuses()),
    /** A remediation queue row by id, read from the whole queue (the catalogue has no single-row call). */
    remediationQueue: onceLoader(() => api.remediationQueue(null)),
  };
}
export type ComplianceTestingLoaders = ReturnType<typeof createComplianceTestingLoaders>;
