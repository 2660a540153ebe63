import { ConfirmDialog } from '../confirm-dialog';
import { VALIDATOR_MESSAGES } from '@lexbridge/rules';
import { DELETE_QUESTION, type useDeleteFlow } from './use-screen';

export function DeleteConfirm({ flow }: { flow: ReturnType<typeof useDeleteFlow> }) {
  return (
    <ConfirmDialog
      open={flow.pending}
      title={VALIDATOR_MESSAGES.confirmTitle}
      message={DELETE_QUESTION}
      busy={flow.busy}
      onConfirm={() => void flow.run()}
      onCancel={flow.cancel}
    />
  );
}
