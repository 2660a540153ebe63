import { Badge, Box, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { errorMessage } from '../../../lib/graphql-errors';
import { useTestingRuleFiltersQuery, useTestingRulesScreenQuery } from '../../../gql/hooks';

const EMPTY = { groupId: '', typeId: '', categoryId: '', requirementCategoryId: '' };

/**
 * Testing Rules: every rule with its group, type, categories, regulator and the requirement number it tests,
 * narrowed by group, type, category and requirement category; beside it the requirement numbers tested (of the
 * chosen group).
 */
export function TestingRulesPage() {
  const filters = useTestingRuleFiltersQuery({ fetchPolicy: 'cache-and-network' });
  const [filter, setFilter] = useState(EMPTY);
  const variables = {
    filter: Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, value || null])),
    groupId: filter.groupId || null,
  };
  const screen = useTestingRulesScreenQuery({ variables, fetchPolicy: 'cache-and-network' });
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setFilter((current) => ({ ...current, [key]: value }));
  const rules = screen.data?.testingRules ?? [];
  const numbers = screen.data?.requirementNumbers ?? [];
  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        Testing Rules
      </Heading>
      <HStack gap={3} wrap="wrap" align="end">
        <FilterSelect
          label="Test group"
          value={filter.groupId}
          onChange={set('groupId')}
          options={filters.data?.groups ?? []}
          placeholder="All"
        />
        <FilterSelect
          label="Test type"
          value={filter.typeId}
          onChange={set('typeId')}
          options={filters.data?.types ?? []}
          placeholder="All"
        />
        <FilterSelect
          label="Test category"
          value={filter.categoryId}
          onChange={set('categoryId')}
          options={filters.data?.categories ?? []}
          placeholder="All"
        />
        <FilterSelect
          label="Requirement category"
          value={filter.requirementCategoryId}
          onChange={set('requirementCategoryId')}
          options={filters.data?.requirementCategories ?? []}
          placeholder="All"
        />
      </HStack>
      {screen.error && (
        <Text color="fg.error">{errorMessage(screen.error, 'The testing rules could not be read.')}</Text>
      )}
      {screen.loading && !screen.data && <Spinner aria-label="Loading the testing rules" />}
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Testing rules" whiteSpace="normal">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Rule</Table.ColumnHeader>
              <Table.ColumnHeader>What it tests</Table.ColumnHeader>
              <Table.ColumnHeader>Requirement number</Table.ColumnHeader>
              <Table.ColumnHeader>Group</Table.ColumnHeader>
              <Table.ColumnHeader>Type</Table.ColumnHeader>
              <Table.ColumnHeader>Category</Table.ColumnHeader>
              <Table.ColumnHeader>Requirement category</Table.ColumnHeader>
              <Table.ColumnHeader>Regulator</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rules.map((rule) => (
              <Table.Row key={rule.id}>
                <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                  {rule.ruleNumber}
                  {!rule.isActive && (
                    <Badge ms={2} colorPalette="gray">
                      Inactive
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell minW="260px">{rule.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{rule.requirementNumber}</Table.Cell>
                <Table.Cell>{rule.groupName}</Table.Cell>
                <Table.Cell>{rule.typeName}</Table.Cell>
                <Table.Cell>{rule.categoryName}</Table.Cell>
                <Table.Cell>{rule.requirementCategoryName}</Table.Cell>
                <Table.Cell>{rule.regulatorName}</Table.Cell>
              </Table.Row>
            ))}
            {screen.data && rules.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={8}>No testing rule matches the filters.</Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      <Heading as="h2" size="md">
        Requirement numbers{filter.groupId ? ' of the group' : ''}
      </Heading>
      <Box overflowX="auto" maxW="720px">
        <Table.Root size="sm" aria-label="Requirement numbers">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Requirement number</Table.ColumnHeader>
              <Table.ColumnHeader>Requirement category</Table.ColumnHeader>
              <Table.ColumnHeader>Testing rule</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {numbers.map((number) => (
              <Table.Row key={`${number.testingRuleId}-${number.requirementNumber}`}>
                <Table.Cell>{number.requirementNumber}</Table.Cell>
                <Table.Cell>{number.requirementCategoryName}</Table.Cell>
                <Table.Cell>{number.ruleNumber}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
