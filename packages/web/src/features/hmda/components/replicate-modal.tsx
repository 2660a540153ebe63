import { Text } from '@chakra-ui/react';
import { HMDA_MODAL_TITLES, TOAST_TITLES, validateReplicate } from '@lexbridge/rules';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MaintenanceModal, SelectField, TextField } from '../../../components/maintenance/maintenance-modal';
import type { HmdaReplicatePart } from '../../../gql/graphql';
import { useReplicateHmdaYearMutation } from '../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';

export interface ReplicateModalProps {
  part: HmdaReplicatePart;
  /** What is replicated, in words: 'Field master of Harborview Home Loans'. */
  scopeLabel: string;
  clientId?: string | null;
  clientEntityId?: string | null;
  priorYears: readonly { id: string; name: string }[];
  defaultPrior: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Replicate a year: copies the rows of a prior reporting year into a new one. When the new year has rows already,
 * the catalogue copies nothing until the user confirms (rows there are kept); the toast reports the counts.
 */
export function ReplicateModal({
  part,
  scopeLabel,
  clientId,
  clientEntityId,
  priorYears,
  defaultPrior,
  onClose,
  onDone,
}: ReplicateModalProps) {
  const [prior, setPrior] = useState(defaultPrior);
  const [next, setNext] = useState(defaultPrior ? String(Number(defaultPrior) + 1) : '');
  const [question, setQuestion] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [replicate] = useReplicateHmdaYearMutation();
  const failure = validateReplicate({ priorReportingYear: prior || null, newReportingYear: next || null });

  async function run(confirmed: boolean) {
    setBusy(true);
    try {
      const { data } = await replicate({
        variables: {
          input: {
            part,
            clientId: clientId || null,
            clientEntityId: clientEntityId || null,
            priorReportingYear: Number(prior),
            newReportingYear: Number(next),
            confirmed,
          },
        },
      });
      const answer = data!.replicateHmdaYear;
      if (answer.needsConfirmation) {
        setQuestion(answer.message);
        return;
      }
      setQuestion(null);
      notify({ type: 'success', title: TOAST_TITLES.success, description: answer.message });
      onDone();
    } catch (error) {
      setQuestion(null);
      setServerErrors(fieldErrors(error));
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <MaintenanceModal
      open
      title={HMDA_MODAL_TITLES.replicate}
      invalid={failure !== null || busy}
      onCancel={onClose}
      onSubmit={() => void run(false)}
    >
      <Text>{scopeLabel}</Text>
      <SelectField
        label="Prior Reporting Year"
        required
        value={prior}
        onChange={setPrior}
        options={priorYears}
        error={
          failure?.field === 'priorReportingYear' && prior ? failure.message : serverErrors.priorReportingYear
        }
      />
      <TextField
        label="New Reporting Year"
        required
        value={next}
        maxLength={4}
        onChange={(value) => setNext(value.replace(/\D/g, ''))}
        error={
          failure?.field === 'newReportingYear' && next.length === 4
            ? failure.message
            : serverErrors.newReportingYear
        }
      />
      <ConfirmDialog
        open={question !== null}
        title="Confirm"
        message={question ?? ''}
        busy={busy}
        onConfirm={() => void run(true)}
        onCancel={() => setQuestion(null)}
      />
    </MaintenanceModal>
  );
}
