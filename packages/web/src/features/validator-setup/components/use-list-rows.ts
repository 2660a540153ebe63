import type { PagedRows } from '../../../components/maintenance/use-paged-rows';

/** A whole list (the catalogue answers it at once) as the maintenance grid's rows. */
export function listRows<T>(
  rows: readonly T[] | undefined,
  loading: boolean,
  error: unknown,
  reload: () => void,
): PagedRows<T> {
  const all = [...(rows ?? [])];
  return {
    rows: all,
    totalCount: all.length,
    loading,
    error: error ?? null,
    loadMore: () => undefined,
    reload,
  };
}
