/** The prefix of the per-section keys screens keep in localStorage. */
export const SECTION_KEY_PREFIX = 'section_';

/** A new hierarchy search forgets every per-section key. */
export function clearSectionKeys(storage: Storage = localStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(SECTION_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
