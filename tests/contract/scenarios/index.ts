// The contract scenarios, one file per domain of the product (access.ts, catalogue.ts, mappings.ts, ...), with the
// types they share in kit.ts. A new operation's scenario goes into its domain's file, beside the others of its
// screens; a new domain gets a file of its own, listed below. An operation has exactly one scenario: a name that two
// domain files define stops the import with an error, never a silent override of one scenario by the other.
import { ACCESS } from './access.js';
import { ADMINISTRATION } from './administration.js';
import { BUSINESS } from './business.js';
import { CATALOGUE } from './catalogue.js';
import { CHANGE_IN_LAW } from './change-in-law.js';
import { CHANGE_MANAGEMENT } from './change-management.js';
import { CLIENT_CHANGE_MANAGEMENT } from './client-change-management.js';
import { COMPLIANCE_TESTING } from './compliance-testing.js';
import { GAPS } from './gaps.js';
import { HMDA } from './hmda.js';
import type { Scenario } from './kit.js';
import { MAPPINGS } from './mappings.js';
import { PROCESS_HIERARCHY } from './process-hierarchy.js';
import { REPORTS } from './reports.js';
import { REQUIREMENTS } from './requirements.js';
import { RISK } from './risk.js';
import { VALIDATOR_RULES } from './validator-rules.js';
import { VALIDATOR_SETUP } from './validator-setup.js';

export type { DemoUser, Scenario } from './kit.js';

/** Each domain file's scenarios, by the file's name. */
const DOMAINS: Record<string, Record<string, Scenario>> = {
  'access.ts': ACCESS,
  'catalogue.ts': CATALOGUE,
  'mappings.ts': MAPPINGS,
  'change-in-law.ts': CHANGE_IN_LAW,
  'change-management.ts': CHANGE_MANAGEMENT,
  'requirements.ts': REQUIREMENTS,
  'business.ts': BUSINESS,
  'validator-rules.ts': VALIDATOR_RULES,
  'administration.ts': ADMINISTRATION,
  'hmda.ts': HMDA,
  'validator-setup.ts': VALIDATOR_SETUP,
  'reports.ts': REPORTS,
  'compliance-testing.ts': COMPLIANCE_TESTING,
  'risk.ts': RISK,
  'process-hierarchy.ts': PROCESS_HIERARCHY,
  'gaps.ts': GAPS,
  'client-change-management.ts': CLIENT_CHANGE_MANAGEMENT,
};

/** The scenarios of every domain in one object; throws when two domain files define the same operation. */
function merge(domains: Record<string, Record<string, Scenario>>): Record<string, Scenario> {
  const merged: Record<string, Scenario> = {};
  const fileOf = new Map<string, string>();
  for (const [file, scenarios] of Object.entries(domains)) {
    for (const [operationName, scenario] of Object.entries(scenarios)) {
      const other = fileOf.get(operationName);
      if (other !== undefined)
        throw new Error(
          `The scenario of ${operationName} is defined in both tests/contract/scenarios/${other} and ` +
            `tests/contract/scenarios/${file}: keep one, in the file of the operation's domain.`,
        );
      fileOf.set(operationName, file);
      merged[operationName] = scenario;
    }
  }
  return merged;
}

/** How each operation of the web is exercised, by operation name. */
export const SCENARIOS: Record<string, Scenario> = merge(DOMAINS);
