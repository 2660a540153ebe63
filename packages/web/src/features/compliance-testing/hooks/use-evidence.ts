import { checkEvidenceContent, MESSAGES, validateEvidenceFile } from '@lexbridge/rules';
import { useRemediationEvidenceDownloadMutation } from '../../../gql/hooks';
import { downloadThroughTicket } from '../../../lib/ticket-download';

/** The BFF's evidence upload route (multipart: the task id and its remediation row first, then the file). */
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

/** Sends one evidence file for a task of a row; the answer's message, or the route's error as a thrown Error. */
export async function uploadEvidence(taskId: string, queueId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('taskId', taskId);
  form.append('queueId', queueId);
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

/** Downloads an evidence file of a remediation row's task through a single-use ticket. */
export function useEvidenceDownload(queueId: string) {
  const [ticket] = useRemediationEvidenceDownloadMutation();
  return async (id: string, fileName: string) => {
    await downloadThroughTicket(
      async () =>
        (await ticket({ variables: { id, queueId } })).data?.remediationEvidenceDownload.download.url,
      fileName,
    );
  };
}
