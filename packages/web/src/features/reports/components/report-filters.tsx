import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import type { CannedReportFilter } from '../../../gql/graphql';
import type { ReportFilterOptionsQuery } from '../../../gql/graphql';

export type FilterName =
  'businessLine' | 'regulator' | 'level' | 'status' | 'changeType' | 'dates' | 'artifactType';

export interface FilterChoices {
  /** Labels of the level filter (severity or residual risk). */
  levelLabel?: string;
  artifactTypes?: readonly string[];
}

const LEVELS = ['High', 'Medium', 'Low'];
const STATUSES = ['Open', 'In Progress', 'Closed'];

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Field.Root w="auto" minW="180px">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">All</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The filters a canned report takes; changing one asks the report again. */
export function ReportFilters({
  shown,
  filter,
  onChange,
  options,
  choices = {},
}: {
  shown: readonly FilterName[];
  filter: CannedReportFilter;
  onChange: (filter: CannedReportFilter) => void;
  options: ReportFilterOptionsQuery | undefined;
  choices?: FilterChoices;
}) {
  const set = (key: keyof CannedReportFilter) => (value: string) =>
    onChange({ ...filter, [key]: value || null });
  const lines = (options?.industries ?? []).flatMap((industry) =>
    industry.businessLines.map((line) => ({ value: line.id, label: `${line.name} (${industry.name})` })),
  );
  const regulators = (options?.regulators ?? []).flatMap((group) =>
    group.regulators.map((regulator) => ({ value: regulator.id, label: regulator.name })),
  );
  const changeTypes = (options?.changeTypes ?? []).map((type) => ({
    value: type.id,
    label: type.description,
  }));
  const any = Object.values(filter).some((value) => value);
  return (
    <HStack gap="3" align="flex-end" wrap="wrap" role="group" aria-label="Filters">
      {shown.includes('businessLine') && (
        <Select
          label="Business Line"
          value={String(filter.businessLineId ?? '')}
          onChange={set('businessLineId')}
          options={lines}
        />
      )}
      {shown.includes('regulator') && (
        <Select
          label="Regulator"
          value={String(filter.regulatorId ?? '')}
          onChange={set('regulatorId')}
          options={regulators}
        />
      )}
      {shown.includes('level') && (
        <Select
          label={choices.levelLabel ?? 'Severity'}
          value={filter.level ?? ''}
          onChange={set('level')}
          options={LEVELS.map((level) => ({ value: level, label: level }))}
        />
      )}
      {shown.includes('status') && (
        <Select
          label="Status"
          value={filter.status ?? ''}
          onChange={set('status')}
          options={STATUSES.map((status) => ({ value: status, label: status }))}
        />
      )}
      {shown.includes('changeType') && (
        <Select
          label="Change Type"
          value={String(filter.changeTypeId ?? '')}
          onChange={set('changeTypeId')}
          options={changeTypes}
        />
      )}
      {shown.includes('artifactType') && (
        <Select
          label="Artifact Type"
          value={filter.artifactType ?? ''}
          onChange={set('artifactType')}
          options={(choices.artifactTypes ?? []).map((type) => ({ value: type, label: type }))}
        />
      )}
      {shown.includes('dates') && (
        <>
          <Field.Root w="auto">
            <Field.Label>From</Field.Label>
            <Input
              size="sm"
              type="date"
              value={filter.fromDate ?? ''}
              onChange={(e) => set('fromDate')(e.target.value)}
            />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>To</Field.Label>
            <Input
              size="sm"
              type="date"
              value={filter.toDate ?? ''}
              onChange={(e) => set('toDate')(e.target.value)}
            />
          </Field.Root>
        </>
      )}
      <Button size="sm" variant="ghost" disabled={!any} onClick={() => onChange({})}>
        Clear filters
      </Button>
    </HStack>
  );
}
