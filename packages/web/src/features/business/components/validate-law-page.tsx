import { Badge, Button, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { BUSINESS_MESSAGES, BUSINESS_TAB, OWNERSHIP_MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HierarchyModal, LAW_NOT_APPLICABLE_MODULE } from '../../../components/dialogs/hierarchy-modal';
import type { TreeNode } from '../../../components/tree/tree-utils';
import { paths } from '../../../config/paths';
import {
  useBusinessLawValidationQuery,
  useDeclareLawNotApplicableMutation,
  useValidateLawMutation,
} from '../../../gql/hooks';
import type { BusinessLawValidationQuery } from '../../../gql/graphql';
import { advanceBusinessLaw } from '../../../lib/business-selection';
import { notify } from '../../../lib/toast';
import { BusinessLawHeader } from './business-law-header';
import { useBusinessWrite, useSelectedBusinessLawId } from './use-business-law';

type Process = BusinessLawValidationQuery['businessLawValidation']['processes'][number];

/** The company hierarchy of the law's line: business processes, each with its company processes. */
function processTree(processes: readonly Process[]): TreeNode[] {
  const groups = new Map<string, TreeNode[]>();
  for (const process of processes) {
    const group = groups.get(process.businessProcessName) ?? [];
    group.push({ id: process.id, name: process.name });
    groups.set(process.businessProcessName, group);
  }
  return [...groups].map(([name, children]) => ({ id: `group:${name}`, name, children }));
}

/**
 * Validate Law Applicability: the law, its requirements and the line's company processes (mapped by legal,
 * recommended from the standard processes, chosen). Validate submits the checked processes and opens Map Artifacts;
 * Not Applicable opens the LawNotApplicable hierarchy dialog (at least one process and a comment) and sends the
 * declaration to the approver.
 */
export function ValidateLawPage() {
  const id = useSelectedBusinessLawId();
  const navigate = useNavigate();
  const run = useBusinessWrite();
  const { data, refetch } = useBusinessLawValidationQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const [validate, { loading: validating }] = useValidateLawMutation();
  const [declare] = useDeclareLawNotApplicableMutation();
  const [checked, setChecked] = useState<ReadonlySet<string> | null>(null);
  const [dialog, setDialog] = useState(false);
  const detail = data?.businessLawValidation;
  if (!detail) return <Text>Loading…</Text>;
  const { law } = detail;
  const selected =
    checked ?? new Set(detail.processes.filter((p) => p.isSelected || p.isMapped).map((p) => p.id));
  const editable = law.isEditable && law.status !== 'SUBMITTED' && law.status !== 'NOT_APPLICABLE';
  // Validating would make the law's approver its business contact as well: refused, so not offered.
  const approverOnly = law.isApprover && !law.isBusinessContact;

  async function submit() {
    if (selected.size === 0) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: BUSINESS_MESSAGES.selectAtLeastOneProcess,
      });
      return;
    }
    const ok = await run(async () => {
      const { data: answer } = await validate({
        variables: { input: { businessLawId: law.id, companyProcessIds: [...selected] } },
      });
      return answer?.validateLaw.message;
    });
    if (ok) {
      advanceBusinessLaw(BUSINESS_TAB.mapArtifacts);
      void navigate(paths.businessStep.getHref('mapArtifacts'));
    }
  }

  return (
    <Stack gap="5">
      <BusinessLawHeader law={law} title="Validate Law Applicability" />
      <Stack gap="2">
        <Text fontWeight="semibold">Requirements ({detail.requirements.length})</Text>
        <Stack as="ul" gap="1" ps="5">
          {detail.requirements.map((requirement) => (
            <li key={requirement.id}>
              <b>{requirement.requirementNumber}</b> {requirement.requirement}
            </li>
          ))}
        </Stack>
      </Stack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Company processes">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">Applies</Table.ColumnHeader>
              <Table.ColumnHeader>Company Process</Table.ColumnHeader>
              <Table.ColumnHeader>Business Process</Table.ColumnHeader>
              <Table.ColumnHeader>Why listed</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {detail.processes.map((process) => (
              <Table.Row key={process.id}>
                <Table.Cell>
                  <Checkbox.Root
                    checked={selected.has(process.id)}
                    disabled={!editable}
                    onCheckedChange={(details) => {
                      const next = new Set(selected);
                      if (details.checked === true) next.add(process.id);
                      else next.delete(process.id);
                      setChecked(next);
                    }}
                  >
                    <Checkbox.HiddenInput aria-label={`Applies to ${process.name}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>{process.name}</Table.Cell>
                <Table.Cell>{process.businessProcessName}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    {process.isMapped && <Badge colorPalette="blue">Mapped</Badge>}
                    {process.isRecommended && <Badge colorPalette="green">Recommended</Badge>}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {law.status === 'NOT_APPLICABLE' && <Text>Declared not applicable: {law.notApplicableComment}</Text>}
      {editable && (
        <HStack gap="3">
          <Button
            onClick={() => void submit()}
            loading={validating}
            disabled={approverOnly}
            title={approverOnly ? OWNERSHIP_MESSAGES.approverAsContact : undefined}
          >
            Validate
          </Button>
          <Button
            variant="outline"
            onClick={() => setDialog(true)}
            disabled={approverOnly}
            title={approverOnly ? OWNERSHIP_MESSAGES.approverAsContact : undefined}
          >
            Not Applicable
          </Button>
          {approverOnly && (
            <Text color="fg.muted" textStyle="sm" data-part="approver-as-contact">
              {OWNERSHIP_MESSAGES.approverAsContact}
            </Text>
          )}
        </HStack>
      )}
      <HierarchyModal
        open={dialog}
        title="Law Not Applicable"
        moduleName={LAW_NOT_APPLICABLE_MODULE}
        nodes={processTree(detail.processes)}
        selectedIds={[...selected]}
        withComment
        onDismiss={() => setDialog(false)}
        onSubmit={(result) => {
          const ids = result.selectedNodes
            .map((node) => node.id)
            .filter((nodeId) => !nodeId.startsWith('group:'));
          void run(async () => {
            const { data: answer } = await declare({
              variables: {
                input: { businessLawId: law.id, companyProcessIds: ids, comment: result.description ?? '' },
              },
            });
            return answer?.declareLawNotApplicable.message;
          }).then((ok) => {
            if (!ok) return;
            setDialog(false);
            void refetch();
          });
        }}
      />
    </Stack>
  );
}
