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

type Option = { value: string; label: string };
const listed = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
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

/** The select filters in the order they show: the filter field each sets, its label and its options. */
const SELECTS: readonly {
  name: Exclude<FilterName, 'dates'>;
  field: keyof CannedReportFilter;
  label: (choices: FilterChoices) => string;
  options: (options: ReportFilterOptionsQuery | undefined, choices: FilterChoices) => Option[];
}[] = [
  {
    name: 'businessLine',
    field: 'businessLineId',
    label: () => 'Business Line',
    options: (options) =>
      (options?.industries ?? []).flatMap((industry) =>
        industry.businessLines.map((line) => ({ value: line.id, label: `${line.name} (${industry.name})` })),
      ),
  },
  {
    name: 'regulator',
    field: 'regulatorId',
    label: () => 'Regulator',
    options: (options) =>
      (options?.regulators ?? []).flatMap((group) =>
        group.regulators.map((regulator) => ({ value: regulator.id, label: regulator.name })),
      ),
  },
  {
    name: 'level',
    field: 'level',
    label: (choices) => choices.levelLabel ?? 'Severity',
    options: () => listed(LEVELS),
  },
  { name: 'status', field: 'status', label: () => 'Status', options: () => listed(STATUSES) },
  {
    name: 'changeType',
    field: 'changeTypeId',
    label: () => 'Change Type',
    options: (options) =>
      (options?.changeTypes ?? []).map((type) => ({ value: type.id, label: type.description })),
  },
  {
    name: 'artifactType',
    field: 'artifactType',
    label: () => 'Artifact Type',
    options: (_options, choices) => listed(choices.artifactTypes ?? []),
  },
];

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
  const any = Object.values(filter).some((value) => value);
  return (
    <HStack gap="3" align="flex-end" wrap="wrap" role="group" aria-label="Filters">
      {SELECTS.filter((select) => shown.includes(select.name)).map((select) => (
        <Select
          key={select.name}
          label={select.label(choices)}
          value={String(filter[select.field] ?? '')}
          onChange={set(select.field)}
          options={select.options(options, choices)}
        />
      ))}
      {shown.includes('dates') &&
        (['fromDate', 'toDate'] as const).map((field) => (
          <Field.Root key={field} w="auto">
            <Field.Label>{field === 'fromDate' ? 'From' : 'To'}</Field.Label>
            <Input
              size="sm"
              type="date"
              value={filter[field] ?? ''}
              onChange={(event) => set(field)(event.target.value)}
            />
          </Field.Root>
        ))}
      <Button size="sm" variant="ghost" disabled={!any} onClick={() => onChange({})}>
        Clear filters
      </Button>
    </HStack>
  );
}
