/**
 * An omitted input field leaves the stored value unchanged (docs/graphql.md, "Conventions"): a write forwards a
 * field to the catalogue only when the client sent it, never `undefined` as null or as an empty text.
 */

/** The key, only when the client sent the field: an omitted field leaves the stored value as it is. */
export function sent<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/**
 * An optional text as an update sends it: left out, not sent (unchanged); null or blank, an empty text (cleared,
 * where the field's description says so); else trimmed.
 */
export function sentText<K extends string>(
  key: K,
  value: string | null | undefined,
): Partial<Record<K, string>> {
  return sent(key, value === undefined ? undefined : (value ?? '').trim());
}
