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
import { administrationMore } from './015_administration_more.js';
import { reporting } from './014_reporting.js';
import type { Migration } from './types.js';

export type { Migration };

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
  administrationMore,
  reporting,
];
