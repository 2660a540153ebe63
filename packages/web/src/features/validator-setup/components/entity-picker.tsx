import { useMemo, useState } from 'react';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import type { SetupHierarchyQuery } from '../../../gql/graphql';
import { useSetupHierarchyQuery } from '../../../gql/hooks';

export type SetupClientNode = SetupHierarchyQuery['setupHierarchy'][number];
export type SetupEntityNode = SetupClientNode['businessLines'][number]['entities'][number];

/**
 * The client > business line (> entity) choice of the setup screens, from the hierarchy the user may see: a client
 * with a single choice is chosen at once, and changing a level clears the levels below it.
 */
export function useSetupSelection() {
  const hierarchy = useSetupHierarchyQuery({ fetchPolicy: 'cache-and-network' });
  const clients = hierarchy.data?.setupHierarchy ?? [];
  const [clientChoice, setClientId] = useState('');
  const [lineChoice, setBusinessLineId] = useState('');
  const [entityChoice, setEntityId] = useState('');
  const clientId = clientChoice || (clients.length === 1 ? clients[0]!.id : '');
  const client = clients.find((row) => row.id === clientId) ?? null;
  const lines = client?.businessLines ?? [];
  const businessLineId = lineChoice || (lines.length === 1 ? lines[0]!.id : '');
  const line = lines.find((row) => row.id === businessLineId) ?? null;
  const entities = useMemo(() => line?.entities ?? [], [line]);
  const entity = entities.find((row) => row.id === entityChoice) ?? null;
  return {
    hierarchy,
    clients,
    clientId,
    client,
    lines,
    businessLineId,
    line,
    entities,
    entityId: entity ? entity.id : '',
    entity,
    chooseClient: (id: string) => {
      setClientId(id);
      setBusinessLineId('');
      setEntityId('');
    },
    chooseLine: (id: string) => {
      setBusinessLineId(id);
      setEntityId('');
    },
    chooseEntity: setEntityId,
  };
}

export type SetupSelection = ReturnType<typeof useSetupSelection>;

/** The selects of a setup selection; `withEntity` adds the entity. */
export function SetupSelects({
  selection,
  withEntity = false,
}: {
  selection: SetupSelection;
  withEntity?: boolean;
}) {
  return (
    <>
      <FilterSelect
        label="Client"
        value={selection.clientId}
        onChange={selection.chooseClient}
        options={selection.clients}
      />
      <FilterSelect
        label="Business Line"
        value={selection.businessLineId}
        onChange={selection.chooseLine}
        options={selection.lines.map((line) => ({
          id: line.id,
          name: `${line.name} (${line.industryName})`,
        }))}
      />
      {withEntity && (
        <FilterSelect
          label="Entity"
          value={selection.entityId}
          onChange={selection.chooseEntity}
          options={selection.entities.map((entity) => ({
            id: entity.id,
            name: `${entity.name} (${entity.prefixName})`,
          }))}
        />
      )}
    </>
  );
}
