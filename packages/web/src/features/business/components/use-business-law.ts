import { BUSINESS_MESSAGES, MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { readSelectedBusinessLaw } from '../../../lib/business-selection';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { useRefreshInboxCounts } from '../../../lib/inbox-counts';
import { notify } from '../../../lib/toast';

/** The business law the step screens work on: the one chosen on the business dashboard. */
export function useSelectedBusinessLawId(): string {
  return readSelectedBusinessLaw()?.businessLawId ?? '';
}

/** Runs a write, toasts its message ('Success!') or its refusal ('Error!'), refreshes the inbox counts. */
export function useBusinessWrite() {
  const refreshInbox = useRefreshInboxCounts();
  return async function run(work: () => Promise<string | undefined>): Promise<boolean> {
    try {
      const message = await work();
      notify({ type: 'success', title: TOAST_TITLES.success, description: message ?? 'Success' });
      void refreshInbox();
      return true;
    } catch (error) {
      const fields = fieldErrors(error);
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: Object.values(fields)[0] ?? errorMessage(error, MESSAGES.defaultError),
      });
      return false;
    }
  };
}

export const NO_LAW = BUSINESS_MESSAGES.selectLaw;
