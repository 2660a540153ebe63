import { MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { notify } from './toast';

/**
 * Saves a file the BFF streams behind a single-use download ticket: `ticketUrl` asks for the ticket (a mutation),
 * then the file is fetched and handed to the browser under `fileName`. A refusal on the way is toasted under
 * 'Error!' with the BFF's text.
 */
export async function downloadThroughTicket(
  ticketUrl: () => Promise<string | null | undefined>,
  fileName: string,
): Promise<void> {
  try {
    const url = await ticketUrl();
    if (!url) throw new Error(MESSAGES.defaultError);
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok)
      throw new Error(((await response.json().catch(() => null)) as { error?: string } | null)?.error);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  } catch (error) {
    notify({
      type: 'error',
      title: TOAST_TITLES.error,
      description: error instanceof Error && error.message ? error.message : MESSAGES.defaultError,
    });
  }
}
