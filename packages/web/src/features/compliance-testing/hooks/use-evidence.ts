import { checkEvidenceContent, MESSAGES, TOAST_TITLES, validateEvidenceFile } from '@lexbridge/rules';
import { useRemediationEvidenceDownloadMutation } from '../../../gql/hooks';
import { notify } from '../../../lib/toast';

/** The BFF's evidence upload route (multipart: the task id first, then the file). */
export const EVIDENCE_UPLOAD_URL = '/files/remediation-evidence';

/** Why a chosen file cannot be evidence (name, size, then its first bytes), or null. */
export async function evidenceProblem(file: File): Promise<string | null> {
  const named = validateEvidenceFile(file.name, file.size);
  if (named) return named.message;
  const head = new Uint8Array(await file.slice(0, 65_536).arrayBuffer());
  // Text is checked whole: a NUL or a broken UTF-8 sequence may sit anywhere.
  const bytes = /\.(txt|csv)$/i.test(file.name) ? new Uint8Array(await file.arrayBuffer()) : head;
  return checkEvidenceContent(file.name, bytes)?.message ?? null;
}

/** Sends one evidence file for a task; the answer's message, or the route's error as a thrown Error. */
export async function uploadEvidence(taskId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('taskId', taskId);
  form.append('file', file, file.name);
  const response = await fetch(EVIDENCE_UPLOAD_URL, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as { message?: string; error?: string } | null;
  if (!response.ok) throw new Error(body?.error ?? MESSAGES.defaultError);
  return body?.message ?? 'Success';
}

/** Downloads an evidence file through a single-use ticket. */
export function useEvidenceDownload() {
  const [ticket] = useRemediationEvidenceDownloadMutation();
  return async (id: string, fileName: string) => {
    try {
      const { data } = await ticket({ variables: { id } });
      const url = data?.remediationEvidenceDownload.download.url;
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
  };
}
