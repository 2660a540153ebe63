import { FilterSelect } from '../../../components/maintenance/grid-filters';
import type { HmdaScope } from '../hooks/use-scope';

/**
 * Client, business line, entity and reporting year above a per-year grid. A client's user has no Client filter:
 * its screens show its own client only.
 */
export function ScopeFilters({ scope, entity = true }: { scope: HmdaScope; entity?: boolean }) {
  return (
    <>
      {!scope.ownClient && (
        <FilterSelect
          label="Client"
          value={scope.clientId}
          onChange={scope.setClientId}
          options={scope.clients}
          placeholder="All"
        />
      )}
      <FilterSelect
        label="Business Line"
        value={scope.businessLineId}
        onChange={scope.setBusinessLineId}
        options={scope.businessLines}
        placeholder="All"
      />
      {entity && (
        <FilterSelect
          label="Entity"
          value={scope.clientEntityId}
          onChange={scope.setClientEntityId}
          options={scope.entityOptions}
          placeholder="All"
        />
      )}
      <FilterSelect
        label="Reporting Year"
        value={scope.reportingYear}
        onChange={scope.setReportingYear}
        options={scope.years}
        placeholder="All"
      />
    </>
  );
}
