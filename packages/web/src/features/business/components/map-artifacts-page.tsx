import { Badge, Button, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { BUSINESS_MESSAGES, BUSINESS_TAB, CATALOGUE_TEXTS } from '@lexbridge/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import {
  useBusinessArtifactMappingQuery,
  useClearArtifactMappingsMutation,
  useDeleteDecommissionedRequirementsMutation,
  useMarkNoArtifactMutation,
  useSaveArtifactMappingsMutation,
} from '../../../gql/hooks';
import { advanceBusinessLaw } from '../../../lib/business-selection';
import { BusinessLawHeader } from './business-law-header';
import { useBusinessWrite, useSelectedBusinessLawId } from './use-business-law';

/**
 * Map Artifacts: one row per requirement, one checkbox column per artifact of the line (policies, procedures,
 * systems, controls), and No Artifact. Save keeps a draft; Submit needs every requirement mapped or marked No
 * Artifact and opens Assess Artifacts. Decommissioned requirements are flagged and deleted together.
 */
export function MapArtifactsPage() {
  const id = useSelectedBusinessLawId();
  const navigate = useNavigate();
  const run = useBusinessWrite();
  const { data, refetch } = useBusinessArtifactMappingQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [save, { loading: saving }] = useSaveArtifactMappingsMutation();
  const [markNoArtifact] = useMarkNoArtifactMutation();
  const [clearAll, { loading: clearing }] = useClearArtifactMappingsMutation();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [deleteDecom] = useDeleteDecommissionedRequirementsMutation();
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const detail = data?.businessArtifactMapping;
  if (!detail) return <Text>Loading…</Text>;
  const { law } = detail;
  const editable = law.isEditable && law.tabIndex < BUSINESS_TAB.approve && law.status !== 'SUBMITTED';
  const mapped = (requirementId: string, current: readonly { id: string }[]) =>
    edits[requirementId] ?? current.map((artifact) => artifact.id);
  const locked = (status: string) => status === 'SUBMITTED' || status === 'APPROVED';

  async function persist(submit: boolean) {
    const ok = await run(async () => {
      const { data: answer } = await save({
        variables: {
          input: {
            businessLawId: law.id,
            submit,
            mappings: Object.entries(edits).map(([requirementId, artifactIds]) => ({
              requirementId,
              artifactIds,
            })),
          },
        },
      });
      return answer?.saveArtifactMappings.message;
    });
    if (!ok) return;
    setEdits({});
    if (submit) {
      advanceBusinessLaw(BUSINESS_TAB.assess);
      void navigate(paths.businessStep.getHref('assessArtifacts'));
    } else void refetch();
  }

  const decommissioned = detail.requirements.some((requirement) => requirement.isDecommissioned);
  return (
    <Stack gap="5">
      <BusinessLawHeader law={law} title="Map Artifacts" />
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Requirement artifacts">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW="260px">Requirement</Table.ColumnHeader>
              {detail.artifacts.map((artifact) => (
                <Table.ColumnHeader key={artifact.id} textAlign="center" whiteSpace="normal" minW="110px">
                  {artifact.name}
                  <Text fontSize="xs" color="fg.muted">
                    {artifact.artifactType}
                  </Text>
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="center">No Artifact</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {detail.requirements.map((requirement) => {
              const current = mapped(requirement.id, requirement.artifacts);
              const rowEditable = editable && !locked(requirement.status) && !requirement.isDecommissioned;
              return (
                <Table.Row key={requirement.id}>
                  <Table.Cell whiteSpace="normal" minW="260px">
                    <b>{requirement.requirementNumber}</b> {requirement.requirement}
                    {requirement.isDecommissioned && (
                      <Badge ms="2" colorPalette="red">
                        Decommissioned
                      </Badge>
                    )}
                  </Table.Cell>
                  {detail.artifacts.map((artifact) => (
                    <Table.Cell key={artifact.id} textAlign="center">
                      <Checkbox.Root
                        checked={current.includes(artifact.id)}
                        disabled={!rowEditable}
                        onCheckedChange={(details) =>
                          setEdits({
                            ...edits,
                            [requirement.id]:
                              details.checked === true
                                ? [...current, artifact.id]
                                : current.filter((value) => value !== artifact.id),
                          })
                        }
                      >
                        <Checkbox.HiddenInput
                          aria-label={`${requirement.requirementNumber}: ${artifact.name}`}
                        />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  ))}
                  <Table.Cell textAlign="center">
                    {requirement.noArtifact && current.length === 0 ? (
                      <Badge colorPalette="orange">No Artifact</Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={!rowEditable}
                        onClick={() =>
                          void run(async () => {
                            const { data: answer } = await markNoArtifact({
                              variables: { input: { businessLawId: law.id, requirementId: requirement.id } },
                            });
                            return answer?.markNoArtifact.message;
                          }).then((ok) => {
                            if (!ok) return;
                            const { [requirement.id]: _dropped, ...rest } = edits;
                            setEdits(rest);
                            void refetch();
                          })
                        }
                      >
                        No Artifact
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {editable && (
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => void persist(false)} loading={saving}>
            Save Draft
          </Button>
          <Button onClick={() => void persist(true)} loading={saving}>
            Submit
          </Button>
          <Button variant="ghost" onClick={() => setConfirmingClear(true)}>
            Delete All Mappings
          </Button>
          {decommissioned && (
            <Button
              variant="ghost"
              colorPalette="red"
              onClick={() =>
                void run(async () => {
                  const { data: answer } = await deleteDecom({ variables: { businessLawId: law.id } });
                  return answer?.deleteDecommissionedRequirements.message;
                }).then(() => void refetch())
              }
            >
              Delete Decommissioned Requirements
            </Button>
          )}
        </HStack>
      )}
      <ConfirmDialog
        open={confirmingClear}
        title={CATALOGUE_TEXTS.deleteConfirmTitle}
        message={BUSINESS_MESSAGES.deleteAllMappingsConfirm}
        busy={clearing}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() =>
          void run(async () => {
            const { data: answer } = await clearAll({ variables: { businessLawId: law.id } });
            return answer?.clearArtifactMappings.message;
          }).then((ok) => {
            setConfirmingClear(false);
            if (!ok) return;
            setEdits({});
            void refetch();
          })
        }
      />
    </Stack>
  );
}
