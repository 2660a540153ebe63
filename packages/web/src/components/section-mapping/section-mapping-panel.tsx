import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  IconButton,
  Spinner,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import {
  firstPlusCount,
  MESSAGES,
  sectionCompletenessMessage,
  sectionCompletenessMessages,
  TOAST_TITLES,
  validateMappingBusinessLine,
} from '@lexbridge/rules';
import { Pencil } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CategoriesPicker } from '../pickers/categories-picker';
import { LegalListPicker } from '../pickers/legal-list-picker';
import { MultiSelectModal } from '../pickers/multi-select-modal';
import {
  ParentChildListModal,
  type ParentChildResult,
  type ParentItem,
} from '../pickers/parent-child-list-modal';
import type { PickItem } from '../pickers/checklist';
import type { SectionMappingPanelQuery, SectionMappingsFieldsFragment } from '../../gql/graphql';
import {
  useMapRequirementValidatorTestsMutation,
  useMapSectionBusinessLinesMutation,
  useMapSectionCategoriesMutation,
  useMapSectionInstitutionTypesMutation,
  useMapSectionProcessesMutation,
  useMapSectionProductsMutation,
  useSectionMappingPanelQuery,
  useSetSectionLawScopeMutation,
} from '../../gql/hooks';
import { errorMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/toast';

type Mappings = SectionMappingsFieldsFragment;
type Options = SectionMappingPanelQuery['sectionMappingOptions'];
type ItemKind = 'products' | 'institutionTypes' | 'categories' | 'processes';

/** The mapping a failed load leaves: nothing (section info reset to empty). */
export function emptyMappings(sectionId: string, industryId: string): Mappings {
  const mappings: Omit<Mappings, 'completenessMessage'> = {
    sectionId,
    industryId,
    lawScopeId: null,
    lawScopeName: null,
    businessLines: [],
    products: [],
    institutionTypes: [],
    categories: [],
    processes: [],
    requirements: [],
    differentProducts: false,
    differentInstitutionTypes: false,
    differentCategories: false,
    differentProcesses: false,
  };
  return { ...mappings, completenessMessage: sectionCompletenessMessage(mappings) };
}

const KIND_LABELS: Record<ItemKind, string> = {
  products: 'Products',
  institutionTypes: 'Institution Types',
  categories: 'Categories',
  processes: 'Processes',
};

const DIFFERENCE_LABELS = [
  ['differentProducts', 'Products differ between business lines'],
  ['differentInstitutionTypes', 'Institution types differ between business lines'],
  ['differentCategories', 'Categories differ between business lines'],
  ['differentProcesses', 'Processes differ between business lines'],
] as const;

type Picker =
  | { kind: 'businessLines' }
  | { kind: 'lawScope' }
  | { kind: ItemKind; businessLineId: string }
  | { kind: 'validatorTests'; requirementId: string; businessLineId: string };

export interface SectionMappingPanelProps {
  sectionId: string;
  industryId: string;
  /** Edit permission on the mapping screen: without it the panel only shows. */
  editable: boolean;
}

/**
 * The mapping of one law section for the user's business lines of an industry:
 * business lines, then per line its products, institution types, categories and company
 * processes, the law scope and the requirements' validator tests, with the completeness message in the spec's
 * order. Every save answers the section's mapping reloaded. A load failure toasts 'Error!' with the server's
 * message and shows the section as mapped to nothing.
 */
export function SectionMappingPanel({ sectionId, industryId, editable }: SectionMappingPanelProps) {
  const input = { sectionId, industryId };
  const { data, loading, error } = useSectionMappingPanelQuery({
    variables: { input },
    fetchPolicy: 'network-only',
  });
  const [saved, setSaved] = useState<Mappings | null>(null);
  const [picker, setPicker] = useState<Picker | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (error)
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, MESSAGES.defaultError),
      });
  }, [error]);

  const mappings: Mappings = saved ?? data?.sectionMappings ?? emptyMappings(sectionId, industryId);
  const options: Options | null = data?.sectionMappingOptions ?? null;
  // The message is the rules' own, so the panel and the BFF say the same thing (the BFF answers it too).
  const completeness = sectionCompletenessMessages(mappings);

  const [mapLines] = useMapSectionBusinessLinesMutation();
  const [mapProducts] = useMapSectionProductsMutation();
  const [mapInstitutions] = useMapSectionInstitutionTypesMutation();
  const [mapCategories] = useMapSectionCategoriesMutation();
  const [mapProcesses] = useMapSectionProcessesMutation();
  const [setScope] = useSetSectionLawScopeMutation();
  const [mapTests] = useMapRequirementValidatorTestsMutation();

  async function save(work: () => Promise<{ message: string; mappings: Mappings } | null | undefined>) {
    setPicker(null);
    setSaving(true);
    try {
      const payload = await work();
      if (payload) {
        setSaved(payload.mappings);
        notify({ type: 'success', title: TOAST_TITLES.success, description: payload.message });
      }
    } catch (failure) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(failure, MESSAGES.defaultError),
      });
    } finally {
      setSaving(false);
    }
  }

  function saveItems(kind: ItemKind, businessLineId: string, itemIds: string[]) {
    const invalid = validateMappingBusinessLine(businessLineId);
    if (invalid) {
      notify({ type: 'warning', title: TOAST_TITLES.required, description: invalid.message });
      return;
    }
    const variables = { input: { ...input, businessLineId, itemIds } };
    void save(async () => {
      switch (kind) {
        case 'products':
          return (await mapProducts({ variables })).data?.mapSectionProducts;
        case 'institutionTypes':
          return (await mapInstitutions({ variables })).data?.mapSectionInstitutionTypes;
        case 'categories':
          return (await mapCategories({ variables })).data?.mapSectionCategories;
        case 'processes':
          return (await mapProcesses({ variables })).data?.mapSectionProcesses;
      }
    });
  }

  const lineOptions = (businessLineId: string) =>
    options?.businessLines.find((line) => line.businessLineId === businessLineId) ?? null;
  const mappedIds = (kind: ItemKind, businessLineId: string) =>
    mappings[kind].filter((item) => item.businessLineId === businessLineId).map((item) => item.id);
  const lineName = (businessLineId: string) =>
    mappings.businessLines.find((line) => line.businessLineId === businessLineId)?.businessLineName ?? '';

  /** Company processes grouped by business line and business process: one group may be picked at a time. */
  const processGroups: ParentItem[] = useMemo(
    () =>
      mappings.businessLines.flatMap((line) => {
        const processes =
          options?.businessLines.find((entry) => entry.businessLineId === line.businessLineId)?.processes ??
          [];
        const groups = new Map<string, PickItem[]>();
        for (const process of processes) {
          groups.set(process.businessProcessName, [
            ...(groups.get(process.businessProcessName) ?? []),
            { id: process.id, name: process.name },
          ]);
        }
        return [...groups.entries()].map(([name, children]) => ({
          id: `${line.businessLineId}|${name}`,
          name: `${name} (${line.businessLineName})`,
          children,
        }));
      }),
    [mappings.businessLines, options],
  );

  function onProcessesPicked(result: ParentChildResult[], openedFor: string) {
    // The single-group rule leaves one group at most; an empty answer clears the line the picker was opened for.
    const group = result[0];
    const businessLineId = group ? group.parent.id.split('|')[0]! : openedFor;
    saveItems('processes', businessLineId, group ? group.children.map((child) => child.id) : []);
  }

  const open = picker;
  const mappedLineIds = mappings.businessLines.map((line) => line.businessLineId);

  return (
    <Stack gap="5" aria-label="Section mapping" data-part="section-mapping" aria-busy={loading || saving}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="md">
          Section mapping
        </Heading>
        {(loading || saving) && <Spinner size="sm" aria-label="Loading" />}
      </HStack>

      {completeness.length > 0 ? (
        <Alert.Root status="warning" data-part="completeness-message">
          <Alert.Indicator />
          {/* One message for each incomplete business line, in mapping order. */}
          <Alert.Content>
            {completeness.map((message) => (
              <Alert.Title key={message}>{message}</Alert.Title>
            ))}
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Alert.Root status="success" data-part="completeness-message" data-complete="true">
          <Alert.Indicator />
          <Alert.Title>Every business line is mapped and the law scope is set.</Alert.Title>
        </Alert.Root>
      )}

      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">Law Scope:</Text>
        <Text data-part="law-scope">{mappings.lawScopeName ?? 'NA'}</Text>
        {editable && (
          <Button
            size="xs"
            variant="outline"
            disabled={!options || saving}
            onClick={() => setPicker({ kind: 'lawScope' })}
          >
            Set Law Scope
          </Button>
        )}
      </HStack>

      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">Business Lines:</Text>
        <Wrap gap="2" data-part="mapped-business-lines">
          {mappings.businessLines.length === 0 ? (
            <Text color="fg.muted">NA</Text>
          ) : (
            mappings.businessLines.map((line) => (
              <Badge key={line.businessLineId} colorPalette="blue">
                {line.businessLineName}
              </Badge>
            ))
          )}
        </Wrap>
        {editable && (
          <Button
            size="xs"
            variant="outline"
            disabled={!options || saving}
            onClick={() => setPicker({ kind: 'businessLines' })}
          >
            Map Business Lines
          </Button>
        )}
      </HStack>

      {DIFFERENCE_LABELS.some(([flag]) => mappings[flag]) && (
        <Wrap gap="2" aria-label="Mapping differences">
          {DIFFERENCE_LABELS.filter(([flag]) => mappings[flag]).map(([flag, label]) => (
            <Badge key={flag} colorPalette="orange" data-part={flag}>
              {label}
            </Badge>
          ))}
        </Wrap>
      )}

      {mappings.businessLines.length > 0 && (
        <Table.Root size="sm" variant="outline" aria-label="Mapping by business line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Business Line</Table.ColumnHeader>
              {Object.values(KIND_LABELS).map((label) => (
                <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {mappings.businessLines.map((line) => (
              <Table.Row key={line.businessLineId} data-business-line={line.businessLineName}>
                <Table.Cell fontWeight="semibold">{line.businessLineName}</Table.Cell>
                {(Object.keys(KIND_LABELS) as ItemKind[]).map((kind) => {
                  const names = mappings[kind]
                    .filter((item) => item.businessLineId === line.businessLineId)
                    .map((item) => item.name);
                  return (
                    <Table.Cell key={kind} data-kind={kind}>
                      <HStack gap="1" justify="space-between">
                        <Text title={names.join(', ')}>
                          {names.length > 0 ? firstPlusCount(names) : 'NA'}
                        </Text>
                        {editable && (
                          <IconButton
                            size="2xs"
                            variant="ghost"
                            aria-label={`Edit ${KIND_LABELS[kind]} for ${line.businessLineName}`}
                            disabled={!options || saving}
                            onClick={() => setPicker({ kind, businessLineId: line.businessLineId })}
                          >
                            <Pencil />
                          </IconButton>
                        )}
                      </HStack>
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}

      <Box>
        <Heading as="h3" size="sm" mb="2">
          Business Requirements
        </Heading>
        {mappings.requirements.length === 0 ? (
          <Text color="fg.muted">No data found</Text>
        ) : (
          <Table.Root size="sm" variant="outline" aria-label="Requirements and validator tests">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Business Line</Table.ColumnHeader>
                <Table.ColumnHeader>Requirement Number</Table.ColumnHeader>
                <Table.ColumnHeader>Business Requirement</Table.ColumnHeader>
                <Table.ColumnHeader>Validator Tests</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {mappings.requirements.map((requirement) => (
                <Table.Row key={requirement.id}>
                  <Table.Cell>{requirement.businessLineName}</Table.Cell>
                  <Table.Cell>{requirement.requirementNumber}</Table.Cell>
                  <Table.Cell>{requirement.requirement}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" justify="space-between">
                      <Text>
                        {requirement.validatorTests.length > 0
                          ? firstPlusCount(
                              requirement.validatorTests.map((test) => `${test.testNumber} ${test.name}`),
                            )
                          : 'NA'}
                      </Text>
                      {editable && (
                        <IconButton
                          size="2xs"
                          variant="ghost"
                          aria-label={`Edit Validator Tests for ${requirement.requirementNumber} (${requirement.businessLineName})`}
                          disabled={!options || saving}
                          onClick={() =>
                            setPicker({
                              kind: 'validatorTests',
                              requirementId: requirement.id,
                              businessLineId: requirement.businessLineId,
                            })
                          }
                        >
                          <Pencil />
                        </IconButton>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>

      {options && (
        <>
          <LegalListPicker
            open={open?.kind === 'businessLines'}
            moduleName="Business Line"
            items={options.businessLines.map((line) => ({
              id: line.businessLineId,
              name: line.businessLineName,
            }))}
            selectedIds={mappedLineIds}
            onDismiss={() => setPicker(null)}
            onSubmit={(selected) =>
              void save(async () => {
                const result = await mapLines({
                  variables: { input: { ...input, businessLineIds: selected.map((item) => item.id) } },
                });
                return result.data?.mapSectionBusinessLines;
              })
            }
          />
          <MultiSelectModal
            open={open?.kind === 'lawScope'}
            header="Law Scope"
            single
            mandatory
            showCancel
            columns={2}
            items={options.lawScopes}
            selectedIds={mappings.lawScopeId ? [mappings.lawScopeId] : []}
            onDismiss={() => setPicker(null)}
            onSubmit={(selected) =>
              void save(async () => {
                const result = await setScope({
                  variables: { input: { ...input, lawScopeId: selected[0]?.id ?? null } },
                });
                return result.data?.setSectionLawScope;
              })
            }
          />
          {open?.kind === 'products' && (
            <MultiSelectModal
              open
              header={`Products for ${lineName(open.businessLineId)}`}
              showCancel
              columns={2}
              items={lineOptions(open.businessLineId)?.products ?? []}
              selectedIds={mappedIds('products', open.businessLineId)}
              onDismiss={() => setPicker(null)}
              onSubmit={(selected) =>
                saveItems(
                  'products',
                  open.businessLineId,
                  selected.map((item) => item.id),
                )
              }
            />
          )}
          {open?.kind === 'institutionTypes' && (
            <MultiSelectModal
              open
              header={`Institution Types for ${lineName(open.businessLineId)}`}
              showCancel
              columns={2}
              items={options.institutionTypes}
              selectedIds={mappedIds('institutionTypes', open.businessLineId)}
              onDismiss={() => setPicker(null)}
              onSubmit={(selected) =>
                saveItems(
                  'institutionTypes',
                  open.businessLineId,
                  selected.map((item) => item.id),
                )
              }
            />
          )}
          {open?.kind === 'categories' && (
            <CategoriesPicker
              open
              header={`Categories for ${lineName(open.businessLineId)}`}
              categories={lineOptions(open.businessLineId)?.categories ?? []}
              selectedIds={mappedIds('categories', open.businessLineId)}
              onDismiss={() => setPicker(null)}
              onSubmit={(selected) =>
                saveItems(
                  'categories',
                  open.businessLineId,
                  selected.map((item) => item.id),
                )
              }
            />
          )}
          {open?.kind === 'processes' && (
            <ParentChildListModal
              open
              title="Company Processes"
              singleGroup
              parents={processGroups}
              selected={Object.fromEntries(
                processGroups
                  .filter((group) => group.id.startsWith(`${open.businessLineId}|`))
                  .map((group) => [
                    group.id,
                    group.children
                      .map((child) => child.id)
                      .filter((id) => mappedIds('processes', open.businessLineId).includes(id)),
                  ]),
              )}
              onDismiss={() => setPicker(null)}
              onSubmit={(result) => onProcessesPicked(result, open.businessLineId)}
            />
          )}
          {open?.kind === 'validatorTests' && (
            <MultiSelectModal
              open
              header="Validator Tests"
              showCancel
              columns={1}
              items={(lineOptions(open.businessLineId)?.validatorTests ?? []).map((test) => ({
                id: test.id,
                name: `${test.testNumber} ${test.name}`,
              }))}
              selectedIds={
                mappings.requirements
                  .find((row) => row.id === open.requirementId)
                  ?.validatorTests.map((test) => test.id) ?? []
              }
              onDismiss={() => setPicker(null)}
              onSubmit={(selected) =>
                void save(async () => {
                  const result = await mapTests({
                    variables: {
                      input: {
                        ...input,
                        requirementId: open.requirementId,
                        validatorTestIds: selected.map((item) => item.id),
                      },
                    },
                  });
                  return result.data?.mapRequirementValidatorTests;
                })
              }
            />
          )}
        </>
      )}
    </Stack>
  );
}
