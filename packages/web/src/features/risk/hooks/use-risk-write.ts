import { MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';

/** A refusal already in the user's words (a file route's answer), shown as it is. */
export class RiskRefusal extends Error {}

/** Runs a write and says how it went: the catalogue's message as 'Success!', a refusal as 'Error!'. */
export async function runRiskWrite(work: () => Promise<string | undefined>): Promise<boolean> {
  try {
    const message = await work();
    notify({ type: 'success', title: TOAST_TITLES.success, description: message ?? 'Success' });
    return true;
  } catch (error) {
    const fields = fieldErrors(error);
    notify({
      type: 'error',
      title: TOAST_TITLES.error,
      description:
        error instanceof RiskRefusal
          ? error.message
          : (Object.values(fields)[0] ?? errorMessage(error, MESSAGES.defaultError)),
    });
    return false;
  }
}

/** Redeems a download ticket: the browser saves the file under its own name. */
export function saveTicket(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
