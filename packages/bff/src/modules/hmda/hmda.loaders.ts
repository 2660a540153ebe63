import { onceLoader, perKeyLoader } from '../../graphql/common/loaders.js';
import type { HmdaApi } from './hmda.api.js';

/** The HMDA lookups a request may ask several times (every modal of a screen reads them): one call each. */
export function createHmdaLoaders(api: HmdaApi) {
  return {
    clients: onceLoader(() => api.clients()),
    businessLines: onceLoader(() => api.businessLines()),
    federalAgencies: onceLoader(() => api.federalAgencies()),
    /** A client's entities (the ownership checks of a client's user read its own). */
    entitiesOf: perKeyLoader((clientId: number) => api.clientEntities(clientId, null)),
    /** The field master rows of an entity and year. */
    fieldsOf: perKeyLoader((key: { clientEntityId: number; reportingYear: number }) =>
      api.fieldsOf(key.clientEntityId, key.reportingYear),
    ),
  };
}
export type HmdaLoaders = ReturnType<typeof createHmdaLoaders>;
