import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import {
  changedRiskOrder,
  RISK_MESSAGES,
  validateRiskLevel,
  validateRiskParameter,
  validateRiskQuestionType,
  type FieldError,
} from '@lexbridge/rules';
import { useState } from 'react';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { useCanEdit, useProviderEdit } from '../../../components/maintenance/use-screen';
import { useRiskClient } from './client-choice';
import { LoadError } from './load-error';
import type { RiskParameterFieldsFragment, RiskRatingScreenQuery } from '../../../gql/graphql';
import {
  useDeleteRiskQuestionTypeMutation,
  useRiskManualArtifactsQuery,
  useRiskRatingScreenQuery,
  useSaveRiskLevelMutation,
  useSaveRiskParameterMutation,
  useSaveRiskQuestionTypeMutation,
  useSubmitManualRiskRatingMutation,
  useUpdateRiskParameterOrderMutation,
} from '../../../gql/hooks';
import { runRiskWrite } from '../hooks/use-risk-write';
import { ReorderList, SaveOrderButton } from '../../../components/maintenance/reorder-list';
import { NO_NATIVE_VALIDATION } from './form-props';
import { Checkbox, NameField, RecordUpkeep } from './record-upkeep';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type Screen = RiskRatingScreenQuery;
type Parameter = Screen['riskParameters'][number];
type Level = Screen['riskLevels'][number];

interface ParameterForm {
  id: string | null;
  parentId: string;
  name: string;
  description: string;
  weight: string;
  isActive: boolean;
}
const BLANK_PARAMETER: ParameterForm = {
  id: null,
  parentId: '',
  name: '',
  description: '',
  weight: '0',
  isActive: true,
};

/** A sub-parameter moved between lists: which one, into which parameter, and where. */
interface Move {
  id: string;
  parentId: string;
  order: number;
}

/**
 * Parameters: the parameters in order, each with its sub-parameters in order. Rows are dragged with the mouse or
 * moved with the keyboard (the grip button takes ArrowUp and ArrowDown); a sub-parameter dragged onto another
 * parameter's list moves under it. Save order sends only the rows whose place changed, with isSubParameter for a
 * row that changed parameter.
 */
function ParametersPanel({
  parameters,
  canEdit,
  onSaved,
}: {
  parameters: Parameter[];
  canEdit: boolean;
  onSaved: () => void;
}) {
  const [topOrder, setTopOrder] = useState<Parameter[] | null>(null);
  const [subOrders, setSubOrders] = useState<Record<string, RiskParameterFieldsFragment[]>>({});
  const [moves, setMoves] = useState<Move[]>([]);
  const [form, setForm] = useState<ParameterForm>(BLANK_PARAMETER);
  const [error, setError] = useState<FieldError | null>(null);
  const [saveOrder] = useUpdateRiskParameterOrderMutation();
  const [save] = useSaveRiskParameterMutation();

  const top = topOrder ?? parameters;
  const subsOf = (parent: Parameter) => subOrders[parent.id] ?? parent.subParameters;
  const allSubs = parameters.flatMap((parameter) => parameter.subParameters);

  const topChanged = changedRiskOrder(
    parameters.map((p) => ({ id: p.id, order: p.order })),
    top.map((p) => p.id),
  );
  const moved = new Map(moves.map((move) => [move.id, move]));
  const subChanged = parameters.flatMap((parent) => {
    const list = subsOf(parent);
    return list
      .map((sub, index) => ({ sub, order: index + 1 }))
      .filter(({ sub, order }) => moved.has(sub.id) || sub.order !== order || sub.parentId !== parent.id)
      .map(({ sub, order }) => ({
        id: sub.id,
        order,
        ...(sub.parentId !== parent.id ? { isSubParameter: true, parentId: parent.id } : {}),
      }));
  });
  const rows = [...topChanged, ...subChanged];

  function reset() {
    setTopOrder(null);
    setSubOrders({});
    setMoves([]);
  }

  function dropForeign(parent: Parameter, id: string, index: number) {
    const sub = allSubs.find((entry) => entry.id === id);
    if (!sub) return;
    const next: Record<string, RiskParameterFieldsFragment[]> = {};
    for (const p of parameters) next[p.id] = subsOf(p).filter((entry) => entry.id !== id);
    const target = [...next[parent.id]];
    target.splice(index, 0, sub);
    next[parent.id] = target;
    setSubOrders(next);
    setMoves([...moves.filter((move) => move.id !== id), { id, parentId: parent.id, order: index + 1 }]);
  }

  async function submit() {
    const weight = Number(form.weight);
    const failure = validateRiskParameter({ name: form.name, weight });
    setError(failure);
    if (failure) return;
    const ok = await runRiskWrite(async () => {
      const { data } = await save({
        variables: {
          input: {
            id: form.id,
            parentId: form.parentId || null,
            name: form.name,
            description: form.description,
            weight,
            isActive: form.isActive,
          },
        },
      });
      return data?.saveRiskParameter.message;
    });
    if (ok) {
      setForm(BLANK_PARAMETER);
      reset();
      onSaved();
    }
  }

  const edit = (p: RiskParameterFieldsFragment) =>
    setForm({
      id: p.id,
      parentId: p.parentId ?? '',
      name: p.name,
      description: p.description,
      weight: String(p.weight),
      isActive: p.isActive,
    });

  return (
    <Stack gap="4">
      {canEdit && (
        <HStack gap="2">
          <SaveOrderButton
            changed={rows.length}
            onSave={() =>
              void runRiskWrite(async () => {
                const { data } = await saveOrder({ variables: { rows } });
                return data?.updateRiskParameterOrder.message;
              }).then((ok) => {
                if (ok) {
                  reset();
                  onSaved();
                }
              })
            }
          />
          {rows.length > 0 && (
            <Button size="xs" variant="ghost" onClick={reset}>
              Undo changes
            </Button>
          )}
        </HStack>
      )}
      <ReorderList
        label="Risk parameters"
        disabled={!canEdit}
        items={top.map((p) => ({ ...p, label: p.name }))}
        onMove={(next) => setTopOrder(next)}
        renderExtra={(p) => (
          <HStack gap="2">
            <Badge variant="outline">Weight {p.weight}</Badge>
            {!p.isActive && <Badge>Inactive</Badge>}
            {canEdit && (
              <Button size="2xs" variant="outline" onClick={() => edit(p)}>
                Edit
              </Button>
            )}
          </HStack>
        )}
      />
      {top.map((parent) => (
        <Box as="section" key={parent.id} aria-label={`Sub-parameters of ${parent.name}`} pl="6">
          <Heading size="xs" mb="1">
            Sub-parameters of {parent.name}
          </Heading>
          {subsOf(parent).length === 0 && (
            <Text
              textStyle="sm"
              color="fg.muted"
              borderWidth="1px"
              borderStyle="dashed"
              borderRadius="md"
              p="2"
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                dropForeign(parent, event.dataTransfer.getData('text/plain'), 0);
              }}
            >
              None yet{canEdit ? ': drop a sub-parameter here.' : '.'}
            </Text>
          )}
          <ReorderList
            label={`Sub-parameters of ${parent.name}`}
            disabled={!canEdit}
            items={subsOf(parent).map((sub) => ({ ...sub, label: sub.name }))}
            onMove={(next) => setSubOrders({ ...subOrders, [parent.id]: next })}
            onDropForeign={(id, index) => dropForeign(parent, id, index)}
            renderExtra={(sub) => (
              <HStack gap="2">
                {sub.parentId !== parent.id && <Badge colorPalette="blue">Moved here</Badge>}
                {!sub.isActive && <Badge>Inactive</Badge>}
                {canEdit && (
                  <Button size="2xs" variant="outline" onClick={() => edit(sub)}>
                    Edit
                  </Button>
                )}
              </HStack>
            )}
          />
        </Box>
      ))}
      {canEdit && (
        <Box
          as="form"
          {...NO_NATIVE_VALIDATION}
          borderWidth="1px"
          borderRadius="md"
          p="4"
          aria-label={form.id ? 'Update parameter' : 'Add parameter'}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Heading size="sm" mb="3">
            {form.id ? `Update ${form.name}` : 'Add parameter or sub-parameter'}
          </Heading>
          <HStack gap="3" align="start" wrap="wrap">
            <FilterSelect
              label="Parameter (for a sub-parameter)"
              value={form.parentId}
              placeholder="None: a parameter"
              onChange={(parentId) => setForm({ ...form, parentId })}
              options={parameters.filter((p) => p.id !== form.id)}
            />
            <Field.Root invalid={error?.field === 'name'} maxW="260px" required>
              <Field.Label>Name</Field.Label>
              <Input
                size="sm"
                value={form.name}
                onChange={(event) => setForm({ ...form, name: event.target.value })}
              />
              {error?.field === 'name' && <Field.ErrorText>{error.message}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={error?.field === 'weight'} maxW="120px">
              <Field.Label>Weight</Field.Label>
              <Input
                size="sm"
                type="number"
                min={0}
                max={100}
                value={form.weight}
                onChange={(event) => setForm({ ...form, weight: event.target.value })}
              />
              {error?.field === 'weight' && <Field.ErrorText>{error.message}</Field.ErrorText>}
            </Field.Root>
            <Field.Root maxW="360px">
              <Field.Label>Description</Field.Label>
              <Input
                size="sm"
                value={form.description}
                onChange={(event) => setForm({ ...form, description: event.target.value })}
              />
            </Field.Root>
          </HStack>
          <HStack gap="3" mt="3">
            <Checkbox
              label="Active"
              checked={form.isActive}
              onChange={(isActive) => setForm({ ...form, isActive })}
            />
            <Button type="submit" size="sm" colorPalette="blue">
              {form.id ? 'Update' : 'Add'}
            </Button>
            {form.id && (
              <Button size="sm" variant="ghost" onClick={() => setForm(BLANK_PARAMETER)}>
                Cancel
              </Button>
            )}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}

const LEVEL_COLOURS = ['green', 'yellow', 'orange', 'red', 'purple', 'gray'];

/** Levels: score ranges, added and updated in one form. */
function LevelsPanel({
  levels,
  canEdit,
  onSaved,
}: {
  levels: Level[];
  canEdit: boolean;
  onSaved: () => void;
}) {
  const [save] = useSaveRiskLevelMutation();
  const inputOf = (form: LevelForm) => ({
    id: form.id,
    name: form.name,
    minScore: Number(form.minScore),
    maxScore: Number(form.maxScore),
    color: form.color,
    isActive: form.isActive,
  });
  return (
    <RecordUpkeep
      label="Risk levels"
      noun="level"
      rows={levels}
      columns={[
        { header: 'Level', cell: (level) => <Badge colorPalette={level.color}>{level.name}</Badge> },
        { header: 'Lowest score', cell: (level) => level.minScore, alignEnd: true },
        { header: 'Highest score', cell: (level) => level.maxScore, alignEnd: true },
        { header: 'Status', cell: (level) => (level.isActive ? 'Active' : 'Inactive') },
      ]}
      canEdit={canEdit}
      blank={BLANK_LEVEL}
      rowName={(level) => level.name}
      toForm={(level) => ({
        id: level.id,
        name: level.name,
        color: level.color,
        isActive: level.isActive,
        minScore: String(level.minScore),
        maxScore: String(level.maxScore),
      })}
      validate={(form) => validateRiskLevel(inputOf(form))}
      save={async (form) => (await save({ variables: { input: inputOf(form) } })).data?.saveRiskLevel.message}
      onSaved={onSaved}
      fieldsWithErrors={['name']}
    >
      {({ form, setForm, errorOf }) => (
        <>
          <NameField label="Level name" width="200px" fields={{ form, setForm, errorOf }} />
          <Field.Root invalid={Boolean(errorOf('minScore'))} maxW="130px">
            <Field.Label>Lowest score</Field.Label>
            <Input
              size="sm"
              type="number"
              value={form.minScore}
              onChange={(event) => setForm({ ...form, minScore: event.target.value })}
            />
          </Field.Root>
          <Field.Root invalid={Boolean(errorOf('minScore'))} maxW="130px">
            <Field.Label>Highest score</Field.Label>
            <Input
              size="sm"
              type="number"
              value={form.maxScore}
              onChange={(event) => setForm({ ...form, maxScore: event.target.value })}
            />
          </Field.Root>
          <Field.Root maxW="140px">
            <Field.Label>Colour</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={form.color}
                onChange={(event) => setForm({ ...form, color: event.target.value })}
              >
                {LEVEL_COLOURS.map((color) => (
                  <option key={color}>{color}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Checkbox
            label="Active"
            checked={form.isActive}
            onChange={(isActive) => setForm({ ...form, isActive })}
          />
        </>
      )}
    </RecordUpkeep>
  );
}

interface LevelForm {
  id: string | null;
  name: string;
  minScore: string;
  maxScore: string;
  color: string;
  isActive: boolean;
}
const BLANK_LEVEL: LevelForm = {
  id: null,
  name: '',
  minScore: '0',
  maxScore: '0',
  color: 'gray',
  isActive: true,
};

type QuestionType = Screen['riskRatingLookups']['questionTypes'][number];

/**
 * Question types: the built-in ones (an input of their own) are listed as they are; other types, answered from
 * their questions' options, are added, renamed and deleted while no question uses them.
 */
function QuestionTypesPanel({
  types,
  canEdit,
  onSaved,
}: {
  types: readonly QuestionType[];
  canEdit: boolean;
  onSaved: () => void;
}) {
  const [save] = useSaveRiskQuestionTypeMutation();
  const [remove] = useDeleteRiskQuestionTypeMutation();
  const [deleting, setDeleting] = useState<QuestionType | null>(null);
  return (
    <>
      <RecordUpkeep
        label="Question types"
        noun="question type"
        rows={types}
        columns={[
          { header: 'Question type', cell: (type) => type.name },
          {
            header: 'Answered with',
            cell: (type) =>
              type.hasOptions
                ? 'one of its options'
                : type.inputKind.toLowerCase().replace(/_/g, ' ') + ' input',
          },
          { header: 'Questions', cell: (type) => type.questionsCount, alignEnd: true },
          {
            header: 'Kind',
            cell: (type) => (
              <Text as="span" whiteSpace="nowrap">
                {type.isBuiltIn ? 'Built in' : 'Added'}
              </Text>
            ),
          },
        ]}
        canEdit={canEdit}
        blank={{ id: null as string | null, name: '', version: 0 }}
        rowName={(type) => type.name}
        canChange={(type) => !type.isBuiltIn}
        rowActions={(type) =>
          type.isBuiltIn ? null : (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(type)}>
              Delete {type.name}
            </Button>
          )
        }
        toForm={(type) => ({ id: type.id, name: type.name, version: type.version })}
        validate={(form) =>
          validateRiskQuestionType(
            form.name,
            types,
            form.id,
            form.id ? (types.find((type) => type.id === form.id)?.name ?? null) : null,
          )
        }
        save={async (form) =>
          (
            await save({
              variables: {
                input: { id: form.id, name: form.name.trim(), version: form.id ? form.version : null },
              },
            })
          ).data?.saveRiskQuestionType.message
        }
        onSaved={onSaved}
        fieldsWithErrors={['name']}
      >
        {({ form, setForm, errorOf }) => (
          <NameField
            label="Type name"
            width="320px"
            fields={{ form, setForm, errorOf }}
            hint="Answered from the options each question lists."
          />
        )}
      </RecordUpkeep>
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm"
        message={
          !deleting
            ? ''
            : deleting.questionsCount > 0
              ? RISK_MESSAGES.questionTypeInUse(deleting.name, deleting.questionsCount)
              : `Delete the question type ${deleting.name}?`
        }
        onConfirm={() => {
          const type = deleting!;
          setDeleting(null);
          void runRiskWrite(
            async () => (await remove({ variables: { id: type.id } })).data?.deleteRiskQuestionType.message,
          ).then((ok) => ok && onSaved());
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** Manual risk rating: pick a company process and an artifact (or name one), give each parameter a level, submit. */
function ManualRatingPanel({ screen, canEdit }: { screen: Screen; canEdit: boolean }) {
  const [processId, setProcessId] = useState('');
  const [artifact, setArtifact] = useState('');
  const [levels, setLevels] = useState<Record<string, string>>({});
  const [comments, setComments] = useState<Record<string, string>>({});
  // Ratings are the client's: a client's user rates its own client's, provider staff choose the client first.
  const { clientId, picker } = useRiskClient(screen.riskRatingLookups.clients);
  const artifacts = useRiskManualArtifactsQuery({
    variables: { companyProcessId: processId, clientId },
    skip: !processId || !clientId,
    fetchPolicy: 'cache-and-network',
  });
  const [submitRating] = useSubmitManualRiskRatingMutation();
  const parameters = screen.riskParameters.filter((p) => p.isActive);
  const activeLevels = screen.riskLevels.filter((level) => level.isActive);
  const rated = artifacts.data?.riskManualArtifacts.find((entry) => entry.name === artifact);

  function choose(name: string) {
    setArtifact(name);
    const existing = artifacts.data?.riskManualArtifacts.find((entry) => entry.name === name);
    setLevels(Object.fromEntries((existing?.ratings ?? []).map((r) => [r.parameterId, r.levelId])));
    setComments(Object.fromEntries((existing?.ratings ?? []).map((r) => [r.parameterId, r.comment])));
  }

  return (
    <Stack gap="4">
      <HStack gap="3" align="end" wrap="wrap">
        {picker}
        <FilterSelect
          label="Company process"
          value={processId}
          onChange={(value) => {
            setProcessId(value);
            setArtifact('');
          }}
          options={screen.riskRatingLookups.companyProcesses.map((p) => ({
            id: p.id,
            name: `${p.name} (${p.businessLine})`,
          }))}
        />
        {processId && clientId && (
          <Field.Root maxW="320px">
            <Field.Label>Artifact</Field.Label>
            <Input
              size="sm"
              list="risk-manual-artifacts"
              value={artifact}
              placeholder="Choose or type a new artifact"
              onChange={(event) => choose(event.target.value)}
            />
            <datalist id="risk-manual-artifacts">
              {(artifacts.data?.riskManualArtifacts ?? []).map((entry) => (
                <option key={entry.name} value={entry.name} />
              ))}
            </datalist>
          </Field.Root>
        )}
      </HStack>
      {artifacts.error && <LoadError error={artifacts.error} />}
      {processId && artifacts.data && (
        <Table.Root size="sm" aria-label="Artifacts and their ratings">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Artifact</Table.ColumnHeader>
              <Table.ColumnHeader>Type</Table.ColumnHeader>
              <Table.ColumnHeader>Ratings</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {artifacts.data.riskManualArtifacts.map((entry) => (
              <Table.Row key={entry.name}>
                <Table.Cell>
                  <Button size="xs" variant="plain" colorPalette="blue" onClick={() => choose(entry.name)}>
                    {entry.name}
                  </Button>
                </Table.Cell>
                <Table.Cell>{entry.artifactType}</Table.Cell>
                <Table.Cell>
                  {entry.ratings.length === 0
                    ? 'Not rated'
                    : entry.ratings.map((r) => `${r.parameter}: ${r.level}`).join(' · ')}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {processId && artifact.trim() && (
        <Box
          as="form"
          {...NO_NATIVE_VALIDATION}
          borderWidth="1px"
          borderRadius="md"
          p="4"
          aria-label={`Rate ${artifact}`}
          onSubmit={(event) => {
            event.preventDefault();
            const ratings = Object.entries(levels)
              .filter(([, levelId]) => levelId)
              .map(([parameterId, levelId]) => ({
                parameterId,
                levelId,
                comment: comments[parameterId] ?? '',
              }));
            void runRiskWrite(async () => {
              const { data } = await submitRating({
                variables: {
                  input: { companyProcessId: processId, artifactName: artifact, ratings, clientId },
                },
              });
              return data?.submitManualRiskRating.message;
            }).then((ok) => {
              if (ok) void artifacts.refetch();
            });
          }}
        >
          <Heading size="sm" mb="3">
            Rate {artifact} {rated ? '' : '(new artifact)'}
          </Heading>
          <Stack gap="2">
            {parameters.map((parameter) => (
              <HStack key={parameter.id} gap="3" wrap="wrap">
                <Text w="220px" textStyle="sm" fontWeight="medium">
                  {parameter.name}
                </Text>
                <NativeSelect.Root size="sm" maxW="160px" disabled={!canEdit}>
                  <NativeSelect.Field
                    aria-label={`Level for ${parameter.name}`}
                    value={levels[parameter.id] ?? ''}
                    onChange={(event) => setLevels({ ...levels, [parameter.id]: event.target.value })}
                  >
                    <option value="">Not rated</option>
                    {activeLevels.map((level) => (
                      <option key={level.id} value={level.id}>
                        {level.name} ({level.minScore}–{level.maxScore})
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Input
                  size="sm"
                  maxW="360px"
                  aria-label={`Comment for ${parameter.name}`}
                  placeholder="Comment"
                  value={comments[parameter.id] ?? ''}
                  disabled={!canEdit}
                  onChange={(event) => setComments({ ...comments, [parameter.id]: event.target.value })}
                />
              </HStack>
            ))}
          </Stack>
          {canEdit && (
            <Button mt="3" type="submit" size="sm" colorPalette="blue">
              Submit rating
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
}

/**
 * Risk Rating: parameters and sub-parameters (ordered by drag and drop or keyboard), levels, the question types of
 * the questionnaire (each with the input it is answered with), and manual risk ratings of artifacts.
 */
export function RiskRatingPage() {
  const canEdit = useCanEdit();
  // Parameters, levels and question types are shared by every client: provider staff change them, a client's
  // user reads them.
  const canEditShared = useProviderEdit();
  const { data, error, refetch } = useRiskRatingScreenQuery({ fetchPolicy: 'cache-and-network' });
  if (error) return <LoadError error={error} />;
  if (!data) return <Text color="fg.muted">Loading…</Text>;
  return (
    <Stack gap="4">
      <Heading size="lg">Risk Rating</Heading>
      <Tabs.Root defaultValue="parameters" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="parameters">Parameters</Tabs.Trigger>
          <Tabs.Trigger value="levels">Levels</Tabs.Trigger>
          <Tabs.Trigger value="types">Question types</Tabs.Trigger>
          <Tabs.Trigger value="manual">Manual rating</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="parameters">
          <ParametersPanel
            parameters={data.riskParameters}
            canEdit={canEditShared}
            onSaved={() => void refetch()}
          />
        </Tabs.Content>
        <Tabs.Content value="levels">
          <LevelsPanel levels={data.riskLevels} canEdit={canEditShared} onSaved={() => void refetch()} />
        </Tabs.Content>
        <Tabs.Content value="types">
          <QuestionTypesPanel
            types={data.riskRatingLookups.questionTypes}
            canEdit={canEditShared}
            onSaved={() => void refetch()}
          />
        </Tabs.Content>
        <Tabs.Content value="manual">
          <ManualRatingPanel screen={data} canEdit={canEdit} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
