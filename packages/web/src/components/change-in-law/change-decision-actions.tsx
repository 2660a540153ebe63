import { Alert, Button, Field, HStack, Textarea } from '@chakra-ui/react';
import {
  MAPPING_TEXTS,
  MESSAGES,
  TOAST_TITLES,
  validateCompanyPolicy,
  validateDoesNotApplyComment,
} from '@lexbridge/rules';
import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { DraggableDialog } from '../dialogs/draggable-dialog';
import type { ChangedLawFieldsFragment, UpdatedRequirementFieldsFragment } from '../../gql/graphql';
import {
  useAcceptChangeInLawMutation,
  useAcceptChangeInLawWithPolicyMutation,
  useMarkChangeInLawNotApplicableMutation,
} from '../../gql/hooks';
import { errorMessage, fieldErrors } from '../../lib/graphql-errors';
import { notify } from '../../lib/toast';

type Line = ChangedLawFieldsFragment['businessLines'][number];
type Decision = 'accept' | 'policy' | 'notApplicable';

export interface ChangeDecided {
  message: string;
  changedLaw: ChangedLawFieldsFragment;
  requirements: readonly UpdatedRequirementFieldsFragment[];
}

/** What a business line decided, by whom and when, with the comment or the company policy note. */
export function ChangeDecisionBanner({
  line,
}: {
  line: Pick<Line, 'decision' | 'decidedBy' | 'decidedAt' | 'decisionComment' | 'companyPolicy'>;
}) {
  if (!line.decision) return null;
  const key =
    line.decision === 'ACCEPTED'
      ? 'Accepted'
      : line.decision === 'ACCEPTED_WITH_POLICY'
        ? 'AcceptedWithPolicy'
        : 'DoesNotApply';
  return (
    <Alert.Root status={line.decision === 'DOES_NOT_APPLY' ? 'info' : 'success'} data-part="change-decision">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {MAPPING_TEXTS.decided[key]}
          {line.decidedBy ? ` by ${line.decidedBy}` : ''}
          {line.decidedAt ? ` on ${line.decidedAt.slice(0, 10)}` : ''}
        </Alert.Title>
        {(line.decisionComment || line.companyPolicy) && (
          <Alert.Description>{line.decisionComment ?? line.companyPolicy}</Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

export interface ChangeDecisionActionsProps {
  changeLawId: string;
  businessLineId: string;
  businessLineName: string;
  /** The line's decision so far: the actions are disabled once there is one. */
  decided: boolean;
  /** Opens Edit Business Requirements; the button is left out without it. */
  onEditBusiness?: () => void;
  /** Called with the BFF's answer after a decision was recorded (the success toast is already shown). */
  onDecided: (payload: ChangeDecided) => void;
}

/**
 * The decisions about a change in law for one business line (docs/change-in-law.md): Accept Change in
 * Law/Requirements after a Yes/No confirmation, Accept Business Requirements with Company Policy Requirements with
 * a required note, Edit Business Requirements (when offered) and Does Not Apply with a required comment ('The
 * comment needs to be entered'). Render it only for users with edit permission: the BFF refuses the others.
 */
export function ChangeDecisionActions({
  changeLawId,
  businessLineId,
  businessLineName,
  decided,
  onEditBusiness,
  onDecided,
}: ChangeDecisionActionsProps) {
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accept] = useAcceptChangeInLawMutation();
  const [acceptWithPolicy] = useAcceptChangeInLawWithPolicyMutation();
  const [notApplicable] = useMarkChangeInLawNotApplicableMutation();
  const canAct = !decided && !!businessLineId;

  function openDialog(kind: Decision) {
    setNote('');
    setNoteError(null);
    setDialog(kind);
  }

  async function decide(kind: Decision) {
    const input = { changeLawId, businessLineId };
    const invalid =
      kind === 'policy'
        ? validateCompanyPolicy(note)
        : kind === 'notApplicable'
          ? validateDoesNotApplyComment(note)
          : null;
    if (invalid) {
      setNoteError(invalid.message);
      return;
    }
    setBusy(true);
    try {
      const payload =
        kind === 'accept'
          ? (await accept({ variables: { input } })).data?.acceptChangeInLaw
          : kind === 'policy'
            ? (await acceptWithPolicy({ variables: { input: { ...input, companyPolicy: note } } })).data
                ?.acceptChangeInLawWithPolicy
            : (await notApplicable({ variables: { input: { ...input, comment: note } } })).data
                ?.markChangeInLawNotApplicable;
      setDialog(null);
      if (payload) {
        notify({ type: 'success', title: TOAST_TITLES.success, description: payload.message });
        onDecided(payload);
      }
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.comment || fields.companyPolicy)
        setNoteError(fields.comment ?? fields.companyPolicy ?? null);
      else {
        setDialog(null);
        notify({
          type: 'error',
          title: TOAST_TITLES.error,
          description: errorMessage(failure, MESSAGES.defaultError),
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="blue" disabled={!canAct || busy} onClick={() => setDialog('accept')}>
          {MAPPING_TEXTS.acceptChange}
        </Button>
        <Button
          size="sm"
          colorPalette="blue"
          variant="outline"
          disabled={!canAct || busy}
          onClick={() => openDialog('policy')}
        >
          {MAPPING_TEXTS.acceptWithPolicy}
        </Button>
        {onEditBusiness && (
          <Button size="sm" variant="outline" disabled={!canAct} onClick={onEditBusiness}>
            {MAPPING_TEXTS.editBusinessRequirements}
          </Button>
        )}
        <Button
          size="sm"
          colorPalette="red"
          variant="outline"
          disabled={!canAct || busy}
          onClick={() => openDialog('notApplicable')}
        >
          {MAPPING_TEXTS.doesNotApply}
        </Button>
      </HStack>

      <ConfirmDialog
        open={dialog === 'accept'}
        title={MAPPING_TEXTS.acceptChange}
        message={`The new texts become the business requirements of ${businessLineName}. Continue?`}
        busy={busy}
        onConfirm={() => void decide('accept')}
        onCancel={() => setDialog(null)}
      />
      <DraggableDialog
        open={dialog === 'policy' || dialog === 'notApplicable'}
        title={dialog === 'policy' ? MAPPING_TEXTS.acceptWithPolicy : MAPPING_TEXTS.doesNotApply}
        onDismiss={() => setDialog(null)}
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button colorPalette="blue" loading={busy} onClick={() => dialog && void decide(dialog)}>
              Submit
            </Button>
          </HStack>
        }
      >
        <Field.Root required invalid={!!noteError}>
          <Field.Label>
            {dialog === 'policy' ? MAPPING_TEXTS.policyLabel : MAPPING_TEXTS.commentLabel}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={5}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(null);
            }}
          />
          {noteError && <Field.ErrorText>{noteError}</Field.ErrorText>}
        </Field.Root>
      </DraggableDialog>
    </>
  );
}
