import { useMemo, useState } from 'react';
import type { HmdaScreen } from '../../../gql/graphql';
import { useHmdaLookupsQuery, useHmdaReportingYearsQuery } from '../../../gql/hooks';
import { useOwnClient } from '../../../lib/session/use-own-client';

/** Years offered: those with data on the screen, and this year and the next (a new reporting year). */
export function yearOptions(years: readonly number[]): { id: string; name: string }[] {
  const now = new Date().getFullYear();
  return [...new Set([...years, now, now + 1])]
    .sort((a, b) => b - a)
    .map((year) => ({ id: String(year), name: String(year) }));
}

/**
 * The scope of a per-year HMDA screen: client, business line, entity and reporting year. Entities narrow to the
 * client and business line picked; a client or line change clears an entity that no longer fits. A client's user
 * works on its own client only: the client is fixed to it (`ownClient`) and cannot be changed.
 */
export function useHmdaScope(screen: HmdaScreen) {
  const lookups = useHmdaLookupsQuery({ fetchPolicy: 'cache-and-network' });
  const years = useHmdaReportingYearsQuery({ variables: { screen }, fetchPolicy: 'cache-and-network' });
  const ownClient = useOwnClient();
  const [pickedClientId, setClientIdState] = useState('');
  const clientId = ownClient?.id ?? pickedClientId;
  const [businessLineId, setBusinessLineIdState] = useState('');
  const [clientEntityId, setClientEntityId] = useState('');
  const [reportingYear, setReportingYear] = useState('');
  const entities = useMemo(() => lookups.data?.hmdaClientEntities ?? [], [lookups.data]);
  const entityOptions = useMemo(
    () =>
      entities
        .filter(
          (entity) =>
            (!clientId || entity.clientId === clientId) &&
            (!businessLineId || entity.businessLineId === businessLineId),
        )
        .map((entity) => ({
          id: entity.id,
          name: clientId ? entity.name : `${entity.name} (${entity.clientName})`,
        })),
    [entities, clientId, businessLineId],
  );
  const fits = (entityId: string, client: string, line: string) => {
    const entity = entities.find((candidate) => candidate.id === entityId);
    return !!entity && (!client || entity.clientId === client) && (!line || entity.businessLineId === line);
  };
  return {
    clientId,
    businessLineId,
    clientEntityId,
    reportingYear,
    ownClient,
    setClientId: (value: string) => {
      if (ownClient) return;
      setClientIdState(value);
      if (clientEntityId && !fits(clientEntityId, value, businessLineId)) setClientEntityId('');
    },
    setBusinessLineId: (value: string) => {
      setBusinessLineIdState(value);
      if (clientEntityId && !fits(clientEntityId, clientId, value)) setClientEntityId('');
    },
    setClientEntityId,
    setReportingYear,
    clients: ownClient ? [ownClient] : (lookups.data?.hmdaClients ?? []),
    businessLines: lookups.data?.hmdaBusinessLines ?? [],
    entities,
    entityOptions,
    years: yearOptions(years.data?.hmdaReportingYears ?? []),
    refetchYears: () => void years.refetch(),
  };
}
export type HmdaScope = ReturnType<typeof useHmdaScope>;
