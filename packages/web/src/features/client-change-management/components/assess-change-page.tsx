import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  GAPS_MESSAGES,
  GAPS_ROUTES,
  acceptChangedLawRefusal,
  isEditableRoute,
  mayDecide,
  OWNERSHIP_MESSAGES,
  TOAST_TITLES,
} from '@lexbridge/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ClientChangeFieldsFragment, ClientChangeQuery } from '../../../gql/graphql';
import {
  useAcceptChangedLawMutation,
  useAssessChangeQuery,
  useChangedLawProcessesQuery,
  useClientChangeQuery,
  useRequirementSignaturesQuery,
  useSaveRequirementMappingMutation,
  useSubmitChangesMutation,
  useUpdateProposedRequirementMutation,
} from '../../../gql/hooks';
import { QuestionnaireAnswers } from '../../../components/questionnaire/questionnaire-answers';
import { QuestionnaireEditor } from '../../../components/questionnaire/questionnaire-editor';
import { useOwnClient } from '../../../lib/session/use-own-client';
import { selectBusinessLaw } from '../../../lib/business-selection';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { runWrite } from '../../../lib/use-write';
import { ActionsColumnHeader } from '../../../components/maintenance/actions-column-header';

type Change = ClientChangeFieldsFragment;
type Requirement = ClientChangeQuery['clientChange']['requirements'][number];

const STATUS_LABEL: Record<string, string> = {
  New: 'New',
  InProgress: 'In progress',
  Submitted: 'Submitted',
  Accepted: 'Accepted',
};

/**
 * Assess Change (client-change-management/assess-change): the changed laws of the user's lines (filter by business
 * line and regulator) and each law company process by company process; the work queue (changes to assess) and the
 * assess-work queue (submitted, waiting to be accepted). A change is assessed requirement by requirement (accept the
 * proposed wording, update it, or mark it not applicable) and re-mapped to company processes, then submitted and
 * accepted, by someone other than whoever submitted it (the submitter sees Accept Law disabled, with the reason).
 * Each changed requirement has its client change management questionnaire, answered for the change's
 * company process with files and a submit flag; the questionnaire itself is maintained at the bottom. Map Artifacts
 * opens the law in the business module at tab index 3.
 */
export function AssessChangePage() {
  const { editableRoutes } = useCurrentSession();
  const canEdit = isEditableRoute(editableRoutes, GAPS_ROUTES.assessChange);
  // The questionnaire of a business line is shared by every client on it: provider staff maintain it.
  const ownClient = useOwnClient();
  const canEditQuestionnaire = canEdit && ownClient === null;
  // A client's user sees its own client's changes only; provider staff see every client's, each row naming it.
  const showClient = ownClient === null;
  const [businessLineId, setBusinessLineId] = useState('');
  const [regulatorId, setRegulatorId] = useState('');
  const { data, refetch } = useAssessChangeQuery({
    variables: { businessLineId: businessLineId || null, regulatorId: regulatorId || null },
    fetchPolicy: 'network-only',
  });
  const [law, setLaw] = useState<{ sectionId: string; businessLineId: string } | null>(null);
  const [changeId, setChangeId] = useState<string | null>(null);

  const queueTable = (label: string, rows: readonly Change[]) => (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          {showClient && <Table.ColumnHeader>Client</Table.ColumnHeader>}
          <Table.ColumnHeader>Section</Table.ColumnHeader>
          <Table.ColumnHeader>Business Line</Table.ColumnHeader>
          <Table.ColumnHeader>Company Process</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Undecided</Table.ColumnHeader>
          <ActionsColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 && (
          <Table.Row>
            <Table.Cell colSpan={showClient ? 7 : 6}>No Record Found</Table.Cell>
          </Table.Row>
        )}
        {rows.map((change) => (
          <Table.Row key={change.id} bg={change.id === changeId ? 'blue.50' : undefined}>
            {showClient && <Table.Cell>{change.clientName}</Table.Cell>}
            <Table.Cell>
              {change.regulator} · {change.section}
            </Table.Cell>
            <Table.Cell>{change.businessLineName}</Table.Cell>
            <Table.Cell>{change.companyProcess}</Table.Cell>
            <Table.Cell>
              <Badge>{STATUS_LABEL[change.status] ?? change.status}</Badge>
            </Table.Cell>
            <Table.Cell textAlign="end">
              {change.undecided} of {change.requirementCount}
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Button size="xs" onClick={() => setChangeId(change.id)}>
                Assess
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        Assess Change
      </Heading>
      <HStack gap="3" wrap="wrap">
        <NativeSelect.Root size="sm" width="64">
          <NativeSelect.Field
            aria-label="Business line"
            value={businessLineId}
            onChange={(e) => setBusinessLineId(e.target.value)}
          >
            <option value="">Every business line</option>
            {data?.changeManagementFilter.businessLines.map((line) => (
              <option key={line.id} value={line.id}>
                {line.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="80">
          <NativeSelect.Field
            aria-label="Regulator"
            value={regulatorId}
            onChange={(e) => setRegulatorId(e.target.value)}
          >
            <option value="">Every regulator</option>
            {data?.changeManagementFilter.regulators.map((regulator) => (
              <option key={regulator.id} value={regulator.id}>
                {regulator.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>

      <Heading as="h2" size="md">
        Changed Laws
      </Heading>
      <Table.Root size="sm" aria-label="Changed laws">
        <Table.Header>
          <Table.Row>
            {showClient && <Table.ColumnHeader>Client</Table.ColumnHeader>}
            <Table.ColumnHeader>Section</Table.ColumnHeader>
            <Table.ColumnHeader>Business Line</Table.ColumnHeader>
            <Table.ColumnHeader>What changed</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Accepted</Table.ColumnHeader>
            <ActionsColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(data?.changedLaws ?? []).length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={showClient ? 6 : 5}>No Record Found</Table.Cell>
            </Table.Row>
          )}
          {data?.changedLaws.map((changed) => (
            <Table.Row key={`${changed.clientId}:${changed.sectionId}:${changed.businessLineId}`}>
              {showClient && <Table.Cell>{changed.clientName}</Table.Cell>}
              <Table.Cell>
                {changed.regulator} · {changed.section}
              </Table.Cell>
              <Table.Cell>{changed.businessLineName}</Table.Cell>
              <Table.Cell maxW="md">{changed.changeSummary}</Table.Cell>
              <Table.Cell textAlign="end">
                {changed.accepted} of {changed.processes}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() =>
                    setLaw({ sectionId: changed.sectionId, businessLineId: changed.businessLineId })
                  }
                >
                  Company processes
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {law && <ProcessWise law={law} onAssess={setChangeId} />}

      <Heading as="h2" size="md">
        Work Queue
      </Heading>
      {queueTable('Work queue', data?.changeWorkQueue ?? [])}
      <Heading as="h2" size="md">
        Assess Work Queue
      </Heading>
      {queueTable('Assess work queue', data?.changeAssessQueue ?? [])}

      {changeId && (
        <ChangeDetail key={changeId} changeId={changeId} canEdit={canEdit} onChanged={() => void refetch()} />
      )}

      {(data?.changeManagementFilter.businessLines.length ?? 0) > 0 && (
        <QuestionnaireEditor
          set="CLIENT_CHANGE_MANAGEMENT"
          lines={data!.changeManagementFilter.businessLines}
          canEdit={canEditQuestionnaire}
        />
      )}
    </Stack>
  );
}

function ProcessWise({
  law,
  onAssess,
}: {
  law: { sectionId: string; businessLineId: string };
  onAssess: (id: string) => void;
}) {
  const { data } = useChangedLawProcessesQuery({ variables: law, fetchPolicy: 'network-only' });
  return (
    <Table.Root size="sm" aria-label="Changes by company process">
      <Table.Body>
        {data?.changedLawProcesses.map((change) => (
          <Table.Row key={change.id}>
            <Table.Cell>{change.companyProcess}</Table.Cell>
            <Table.Cell>{STATUS_LABEL[change.status] ?? change.status}</Table.Cell>
            <Table.Cell>{change.assignedUser ?? '—'}</Table.Cell>
            <Table.Cell textAlign="end">
              <Button size="xs" onClick={() => onAssess(change.id)}>
                Assess
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function ChangeDetail({
  changeId,
  canEdit,
  onChanged,
}: {
  changeId: string;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const { user } = useCurrentSession();
  const { data, refetch } = useClientChangeQuery({
    variables: { id: changeId },
    fetchPolicy: 'network-only',
  });
  const [submit] = useSubmitChangesMutation();
  const [accept] = useAcceptChangedLawMutation();
  const detail = data?.clientChange;
  if (!detail) return null;
  const { change } = detail;
  const open = canEdit && (change.status === 'New' || change.status === 'InProgress');
  // Separation of duties: whoever submitted the change may not accept it; another user of the client does.
  const ownWork = !mayDecide(change.submittedById ?? null, user.id);
  const reload = () => {
    void refetch();
    onChanged();
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md">
        {change.section} · {change.companyProcess}
      </Heading>
      <HStack gap="2" wrap="wrap">
        <Badge>{STATUS_LABEL[change.status] ?? change.status}</Badge>
        <Text fontSize="sm">
          {change.businessLineName} · {change.regulator}
        </Text>
      </HStack>
      <Text fontSize="sm">{change.changeSummary}</Text>
      {detail.requirements.map((requirement) => (
        <RequirementRow
          key={requirement.id}
          change={change}
          requirement={requirement}
          processes={detail.processes}
          editable={open}
          canMap={canEdit && change.status !== 'Accepted'}
          reload={reload}
        />
      ))}
      <HStack gap="2">
        {open && (
          <Button
            size="sm"
            onClick={async () => {
              const refusal = acceptChangedLawRefusal(change.undecided);
              if (refusal) {
                notify({ type: 'error', title: TOAST_TITLES.error, description: refusal });
                return;
              }
              if (
                await runWrite(
                  async () => (await submit({ variables: { changeId } })).data?.submitChanges.message,
                )
              )
                reload();
            }}
          >
            Submit Changes
          </Button>
        )}
        {canEdit && change.status === 'Submitted' && (
          <Button
            size="sm"
            colorPalette="green"
            disabled={ownWork}
            title={ownWork ? OWNERSHIP_MESSAGES.ownWork : undefined}
            onClick={async () => {
              if (
                await runWrite(
                  async () => (await accept({ variables: { changeId } })).data?.acceptChangedLaw.message,
                )
              )
                reload();
            }}
          >
            Accept Law
          </Button>
        )}
        {canEdit && change.status === 'Submitted' && ownWork && (
          <Text color="fg.muted" textStyle="sm" data-part="own-work">
            {OWNERSHIP_MESSAGES.ownWork}
          </Text>
        )}
        {change.businessLawId && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              selectBusinessLaw({
                businessLawId: change.businessLawId!,
                lawId: change.lawId,
                sectionId: change.sectionId,
                businessLineId: change.businessLineId,
                tabIndex: change.tabIndex ?? 1,
                requirementCount: change.businessRequirementCount ?? 0,
              });
              navigate(`${paths.businessStep.getHref('mapArtifacts')}?from=assess-change`);
            }}
          >
            Map Artifacts
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

function RequirementRow({
  change,
  requirement,
  processes,
  editable,
  canMap,
  reload,
}: {
  change: Change;
  requirement: Requirement;
  processes: readonly { id: string; name: string }[];
  editable: boolean;
  canMap: boolean;
  reload: () => void;
}) {
  const [update] = useUpdateProposedRequirementMutation();
  const [saveMapping] = useSaveRequirementMappingMutation();
  const [decision, setDecision] = useState(
    requirement.decision === 'Pending' ? 'Accepted' : requirement.decision,
  );
  const [text, setText] = useState(requirement.proposedRequirement ?? '');
  const [mapping, setMapping] = useState(false);
  const [questionnaire, setQuestionnaire] = useState(false);
  const signatures = useRequirementSignaturesQuery({
    variables: { requirementChangeId: requirement.id },
    skip: !mapping,
    fetchPolicy: 'network-only',
  });
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const chosen =
    picked ?? new Set((signatures.data?.requirementSignatures.updated ?? []).map((process) => process.id));

  return (
    <Box borderTopWidth="1px" pt="3" data-testid={`requirement-${requirement.requirementNumber}`}>
      <HStack gap="2" mb="1" wrap="wrap">
        <Text fontWeight="semibold">{requirement.requirementNumber}</Text>
        <Badge colorPalette={requirement.changeStatus === 'New' ? 'green' : 'orange'}>
          {requirement.changeStatus}
        </Badge>
        <Badge colorPalette={requirement.decision === 'Pending' ? 'gray' : 'blue'}>
          {requirement.decision}
        </Badge>
        <Badge colorPalette={requirement.mappingStatus === 'Remap' ? 'red' : 'purple'}>
          {requirement.mappingStatus === 'Remap' ? 'Remap required' : `Mapping ${requirement.mappingStatus}`}
        </Badge>
      </HStack>
      <HStack align="start" gap="4" wrap="wrap">
        <Box flex="1" minW="64">
          <Text fontSize="xs" color="fg.muted">
            Current
          </Text>
          <Text fontSize="sm">{requirement.currentRequirement ?? '—'}</Text>
        </Box>
        <Box flex="1" minW="64">
          <Text fontSize="xs" color="fg.muted">
            Proposed
          </Text>
          <Textarea
            size="sm"
            aria-label={`Proposed requirement ${requirement.requirementNumber}`}
            value={text}
            readOnly={!editable || decision !== 'Updated'}
            onChange={(e) => setText(e.target.value)}
          />
        </Box>
      </HStack>
      <HStack gap="2" mt="2" wrap="wrap">
        {editable && (
          <>
            <NativeSelect.Root size="sm" width="48">
              <NativeSelect.Field
                aria-label={`Decision ${requirement.requirementNumber}`}
                value={decision}
                onChange={(e) => setDecision(e.target.value)}
              >
                <option value="Accepted">Accept proposed</option>
                <option value="Updated">Update proposed</option>
                <option value="NotApplicable">Not applicable</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              size="sm"
              onClick={async () => {
                if (decision === 'Updated' && !text.trim()) {
                  notify({
                    type: 'error',
                    title: TOAST_TITLES.error,
                    description: GAPS_MESSAGES.proposedRequirementRequired,
                  });
                  return;
                }
                const ok = await runWrite(
                  async () =>
                    (
                      await update({
                        variables: { input: { id: requirement.id, decision, proposedRequirement: text } },
                      })
                    ).data?.updateProposedRequirement.message,
                );
                if (ok) reload();
              }}
            >
              Save Decision
            </Button>
          </>
        )}
        <Button size="sm" variant="outline" onClick={() => setMapping(!mapping)}>
          {mapping ? 'Hide mapping' : 'Requirement mapping'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={questionnaire}
          onClick={() => setQuestionnaire(!questionnaire)}
        >
          {questionnaire ? 'Hide questionnaire' : 'Questionnaire'}
        </Button>
      </HStack>
      {questionnaire && (
        <Box mt="2" p="3" borderWidth="1px" borderRadius="md">
          <QuestionnaireAnswers
            set="CLIENT_CHANGE_MANAGEMENT"
            answerRef={{
              lawId: change.lawId,
              sectionId: change.sectionId,
              requirementId: requirement.id,
              companyProcessId: change.companyProcessId,
            }}
            businessLineId={change.businessLineId}
            canEdit={canMap}
            onChanged={reload}
            headingLevel="h3"
          />
        </Box>
      )}
      {mapping && signatures.data && (
        <Stack gap="2" mt="2" p="3" bg="gray.50" borderRadius="md">
          <Text fontSize="sm">
            Current signature:{' '}
            {signatures.data.requirementSignatures.current.map((process) => process.name).join(', ') || '—'}
          </Text>
          <Text fontSize="sm">Updated signature:</Text>
          <HStack gap="4" wrap="wrap">
            {processes.map((process) => (
              <label key={process.id} style={{ display: 'flex', gap: 6, alignItems: 'center', fontSize: 14 }}>
                <input
                  type="checkbox"
                  disabled={!canMap}
                  checked={chosen.has(process.id)}
                  onChange={(event) => {
                    const next = new Set(chosen);
                    if (event.target.checked) next.add(process.id);
                    else next.delete(process.id);
                    setPicked(next);
                  }}
                />
                {process.name}
              </label>
            ))}
          </HStack>
          {canMap && (
            <HStack>
              {[false, true].map((submitMapping) => (
                <Button
                  key={String(submitMapping)}
                  size="sm"
                  variant={submitMapping ? 'solid' : 'outline'}
                  onClick={async () => {
                    if (chosen.size === 0) {
                      notify({
                        type: 'error',
                        title: TOAST_TITLES.error,
                        description: GAPS_MESSAGES.selectSignature,
                      });
                      return;
                    }
                    const ok = await runWrite(
                      async () =>
                        (
                          await saveMapping({
                            variables: {
                              requirementChangeId: requirement.id,
                              companyProcessIds: [...chosen],
                              submit: submitMapping,
                            },
                          })
                        ).data?.saveRequirementMapping.message,
                    );
                    if (ok) {
                      void signatures.refetch();
                      reload();
                    }
                  }}
                >
                  {submitMapping ? 'Submit Mapping' : 'Save Mapping'}
                </Button>
              ))}
            </HStack>
          )}
        </Stack>
      )}
    </Box>
  );
}
