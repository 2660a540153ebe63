import type { MultipartFile } from '@fastify/multipart';
import { describe, expect, it } from 'vitest';
import { wholeFile } from '../upload-route.js';

/** A multipart file part as @fastify/multipart hands it over, reduced to what wholeFile reads. */
const part = (read: () => Promise<Buffer>, truncated: boolean) =>
  ({ toBuffer: read, file: { truncated } }) as unknown as MultipartFile;

describe('reading an uploaded file whole', () => {
  it('hands back the bytes of a file within the limit', async () => {
    expect(await wholeFile(part(async () => Buffer.from('abc'), false))).toEqual(Buffer.from('abc'));
  });

  it('refuses a file over the limit, whether the reader saw it or only the flag says so', async () => {
    const overLimit = async () => {
      throw new Error('request file too large');
    };
    expect(await wholeFile(part(overLimit, true))).toBeNull();
    // The limit was reached exactly at the end of the last chunk read: the bytes came back cut off.
    expect(await wholeFile(part(async () => Buffer.alloc(5), true))).toBeNull();
  });
});
