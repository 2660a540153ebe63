import type { Harness, TestClient } from './harness.js';

/** POST /files/gaps-files as a signed-in client: the given form fields, then the file. */
export function uploadQuestionnaireFile(
  harness: Harness,
  client: TestClient,
  fields: Record<string, string>,
  fileName: string,
  content: string,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([content]), fileName);
  return fetch(`${harness.bffUrl}/files/gaps-files`, {
    method: 'POST',
    headers: client.cookie ? { cookie: client.cookie } : {},
    body: form,
  });
}
