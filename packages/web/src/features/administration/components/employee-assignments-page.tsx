import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ADMIN_MAINTENANCE_MESSAGES } from '@lexbridge/rules';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import {
  CheckboxField,
  SelectField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { useCanEdit } from '../../../components/maintenance/use-screen';
import {
  useAssignmentEmployeesQuery,
  useAssignmentOptionsQuery,
  useEmployeeAssignmentsQuery,
  useSaveEmployeeAssignmentsMutation,
} from '../../../gql/hooks';

export interface Assignments {
  businessLineIds: string[];
  categoryIds: string[];
  companyProcessIds: string[];
}

interface LineOption {
  id: string;
  name: string;
  businessLineId: string | null;
}

/**
 * Ticking or unticking a business line: its categories and company processes go with it, since an employee has
 * only categories and processes under their own business lines.
 */
export function toggleLine(
  current: Assignments,
  lineId: string,
  on: boolean,
  categories: readonly LineOption[],
  processes: readonly LineOption[],
): Assignments {
  if (on)
    return current.businessLineIds.includes(lineId)
      ? current
      : { ...current, businessLineIds: [...current.businessLineIds, lineId] };
  const under = (options: readonly LineOption[], ids: readonly string[]) =>
    ids.filter((id) => options.find((option) => option.id === id)?.businessLineId !== lineId);
  return {
    businessLineIds: current.businessLineIds.filter((id) => id !== lineId),
    categoryIds: under(categories, current.categoryIds),
    companyProcessIds: under(processes, current.companyProcessIds),
  };
}

const toggled = (ids: readonly string[], id: string, on: boolean) =>
  on ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((other) => other !== id);

/**
 * Employee Assignments: pick an employee, then their business lines and, under each, the categories (legal) and
 * company processes (business) they work on. Save asks 'Are you sure you want to save the item?' first.
 */
export function EmployeeAssignmentsPage() {
  const canEdit = useCanEdit();
  const search = useDebouncedSearch(300);
  const employees = useAssignmentEmployeesQuery({
    variables: { filter: search.applied ? { searchText: search.applied } : null },
    fetchPolicy: 'network-only',
  });
  const [employeeId, setEmployeeId] = useState('');
  const options = useAssignmentOptionsQuery();
  const current = useEmployeeAssignmentsQuery({
    variables: { employeeId },
    skip: !employeeId,
    fetchPolicy: 'network-only',
  });
  // The administrator's changes, kept for the assignments they were made to: a reload (after a save or another
  // employee) starts again from what the catalogue has.
  const loaded = current.data?.employeeAssignments;
  const [edits, setEdits] = useState<{ source: unknown; value: Assignments } | null>(null);
  const draft: Assignments | null =
    edits && edits.source === loaded
      ? edits.value
      : loaded
        ? {
            businessLineIds: [...loaded.businessLineIds],
            categoryIds: [...loaded.categoryIds],
            companyProcessIds: [...loaded.companyProcessIds],
          }
        : null;
  const setDraft = (value: Assignments) => setEdits({ source: loaded, value });
  const [save] = useSaveEmployeeAssignmentsMutation();
  const confirmed = useConfirmedSave(() => void current.refetch());
  const all = options.data?.assignmentOptions;
  const categories = all?.categories ?? [];
  const processes = all?.companyProcesses ?? [];
  const readOnly = !canEdit;
  const people = employees.data?.adminUsers.items ?? [];

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Employee Assignments
      </Heading>
      <HStack gap="4" align="flex-end" wrap="wrap">
        <Field.Root w="xs">
          <Field.Label>Find an employee</Field.Label>
          <Input
            value={search.text}
            placeholder="Name or e-mail"
            aria-label="Find an employee"
            onChange={(event) => search.setText(event.target.value)}
          />
        </Field.Root>
        <Box w="md">
          <SelectField
            label="Employee"
            required
            value={employeeId}
            onChange={setEmployeeId}
            options={people.map((person) => ({
              id: person.id,
              name: `${person.fullName} (${person.email})${person.clientName ? ` · ${person.clientName}` : ''}`,
            }))}
            error={confirmed.errorOf('employeeId')}
          />
        </Box>
        {canEdit && (
          <Button
            colorPalette="blue"
            disabled={!draft}
            onClick={() =>
              confirmed.ask(async () => {
                const { data } = await save({ variables: { input: { employeeId, ...draft! } } });
                return data!.saveEmployeeAssignments.message;
              })
            }
          >
            <Save /> Save
          </Button>
        )}
      </HStack>
      {!employeeId && <Text color="fg.muted">{ADMIN_MAINTENANCE_MESSAGES.employeeRequired}</Text>}
      {employeeId && (current.loading || !draft || !all) && (
        <Spinner role="status" aria-label="Loading assignments" />
      )}
      {employeeId && draft && all && (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
          <Section title="Business Lines" error={null}>
            {all.businessLines.map((line) => (
              <CheckboxField
                key={line.id}
                label={line.name}
                disabled={readOnly}
                checked={draft.businessLineIds.includes(line.id)}
                onChange={(on) => setDraft(toggleLine(draft, line.id, on, categories, processes))}
              />
            ))}
          </Section>
          <Section title="Categories (legal)" error={confirmed.errorOf('categoryIds')}>
            <Grouped
              lines={all.businessLines.filter((line) => draft.businessLineIds.includes(line.id))}
              options={categories}
              selected={draft.categoryIds}
              readOnly={readOnly}
              onChange={(id, on) => {
                confirmed.clear('categoryIds');
                setDraft({ ...draft, categoryIds: toggled(draft.categoryIds, id, on) });
              }}
            />
          </Section>
          <Section title="Company Processes (business)" error={confirmed.errorOf('companyProcessIds')}>
            <Grouped
              lines={all.businessLines.filter((line) => draft.businessLineIds.includes(line.id))}
              options={processes}
              selected={draft.companyProcessIds}
              readOnly={readOnly}
              onChange={(id, on) => {
                confirmed.clear('companyProcessIds');
                setDraft({ ...draft, companyProcessIds: toggled(draft.companyProcessIds, id, on) });
              }}
            />
          </Section>
        </SimpleGrid>
      )}
      {confirmed.dialog}
    </Stack>
  );
}

function Section({
  title,
  error,
  children,
}: {
  title: string;
  error: string | null;
  children: React.ReactNode;
}) {
  return (
    <Stack
      as="section"
      aria-label={title}
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      maxH="60vh"
      overflowY="auto"
    >
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {children}
    </Stack>
  );
}

function Grouped({
  lines,
  options,
  selected,
  readOnly,
  onChange,
}: {
  lines: readonly { id: string; name: string }[];
  options: readonly LineOption[];
  selected: readonly string[];
  readOnly: boolean;
  onChange: (id: string, on: boolean) => void;
}) {
  if (lines.length === 0) return <Text color="fg.muted">Tick a business line first.</Text>;
  return (
    <>
      {lines.map((line) => {
        const under = options.filter((option) => option.businessLineId === line.id);
        return (
          <Stack key={line.id} gap="1">
            <Text fontWeight="semibold" textStyle="sm">
              {line.name}
            </Text>
            {under.length === 0 && (
              <Text color="fg.muted" textStyle="sm">
                None under this business line.
              </Text>
            )}
            {under.map((option) => (
              <Box key={option.id} ps="3">
                <CheckboxField
                  label={option.name}
                  disabled={readOnly}
                  checked={selected.includes(option.id)}
                  onChange={(on) => onChange(option.id, on)}
                />
              </Box>
            ))}
          </Stack>
        );
      })}
    </>
  );
}
