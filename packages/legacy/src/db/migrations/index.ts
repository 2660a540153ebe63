import { initial } from './001_initial.js';
import { access } from './002_access.js';
import { catalogue } from './003_catalogue.js';
import { workflow } from './004_workflow.js';
import { mappings } from './005_mappings.js';
import { validator } from './006_validator.js';
import { phoneAuthentication } from './007_phone_authentication.js';
import { business } from './008_business.js';
import { administration } from './009_administration.js';
import { hmda } from './010_hmda.js';
import { validatorSetup } from './011_validator_setup.js';
import { complianceTesting } from './012_compliance_testing.js';
import { gaps } from './013_gaps.js';
import { reporting } from './014_reporting.js';
import { administrationMore } from './015_administration_more.js';
import { risk } from './017_risk.js';
import { adminFinish } from './019_admin_finish.js';
import { validatorTests } from './020_validator_tests.js';
import { creatingWork } from './021_creating_work.js';
import { ownership } from './022_ownership.js';
import { validatorOwnership } from './023_validator_ownership.js';
import { hmdaOwnership } from './024_hmda_ownership.js';
import { administrationOwnership } from './025_administration_ownership.js';
import { separationOfDuties } from './026_separation_of_duties.js';
import { dmuLoansOwnership } from './027_dmu_loans_ownership.js';
import { reportingOwnership } from './028_reporting_ownership.js';
import { processOwnership } from './029_process_ownership.js';
import { riskRatingsOwnership } from './030_risk_ratings_ownership.js';
import { messageTypeNamesPerClient } from './034_message_type_names_per_client.js';
import type { Migration } from './types.js';

export type { Migration };

/** Every migration, in the order of its number (the runner sorts them again). */
export const migrations: readonly Migration[] = [
  initial,
  access,
  catalogue,
  workflow,
  mappings,
  validator,
  phoneAuthentication,
  business,
  administration,
  hmda,
  validatorSetup,
  complianceTesting,
  gaps,
  reporting,
  administrationMore,
  risk,
  adminFinish,
  validatorTests,
  creatingWork,
  ownership,
  validatorOwnership,
  hmdaOwnership,
  administrationOwnership,
  separationOfDuties,
  dmuLoansOwnership,
  reportingOwnership,
  processOwnership,
  riskRatingsOwnership,
  messageTypeNamesPerClient,
];
