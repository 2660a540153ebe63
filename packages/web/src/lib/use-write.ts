import { MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { errorMessage, fieldErrors } from './graphql-errors';
import { notify } from './toast';

/**
 * Runs a write and toasts how it went: its message under 'Success!', or the refusal (the first field message, else
 * the error's) under 'Error!'. Resolves true when it succeeded.
 */
export async function runWrite(work: () => Promise<string | null | undefined>): Promise<boolean> {
  try {
    const message = await work();
    notify({ type: 'success', title: TOAST_TITLES.success, description: message ?? 'Success' });
    return true;
  } catch (error) {
    notify({
      type: 'error',
      title: TOAST_TITLES.error,
      description: Object.values(fieldErrors(error))[0] ?? errorMessage(error, MESSAGES.defaultError),
    });
    return false;
  }
}

/** POSTs a multipart form to a BFF file route; resolves its JSON answer or throws its error text. */
export async function postFile<T extends { message?: string }>(url: string, form: FormData): Promise<T> {
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? MESSAGES.defaultError);
  return body;
}
