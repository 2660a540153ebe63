import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Rows per catalogue page: the grid asks for the next page when the user scrolls near the end. */
export const GRID_PAGE_SIZE = 500;

export interface PageResult<T> {
  totalCount: number;
  items: readonly T[];
}

export interface PagedRows<T> {
  rows: T[];
  totalCount: number;
  loading: boolean;
  error: unknown;
  /** Loads the next page, if any and none is loading. */
  loadMore: () => void;
  /** Starts again from page 1 (Refresh, after a save). */
  reload: () => void;
}

/**
 * A grid's rows, fetched a page at a time (the catalogue pages its lists) and kept together, so a 10,000-row list
 * costs 20 requests spread over scrolling while react-data-grid renders only the visible rows. `key` names the
 * filter: a new key starts again.
 */
export function usePagedRows<T>(
  fetchPage: (pageNumber: number, pageSize: number) => Promise<PageResult<T>>,
  key: string,
): PagedRows<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [totalCount, setTotalCount] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const generation = useRef(0);
  const nextPage = useRef(1);
  const busy = useRef(false);
  const fetchRef = useRef(fetchPage);
  // The latest fetcher (it closes over the filter) before any load runs.
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  });

  const load = useCallback(async (reset: boolean) => {
    if (reset) {
      generation.current += 1;
      nextPage.current = 1;
      busy.current = false;
    }
    if (busy.current) return;
    const mine = generation.current;
    busy.current = true;
    setLoading(true);
    try {
      const page = await fetchRef.current(nextPage.current, GRID_PAGE_SIZE);
      if (mine !== generation.current) return;
      nextPage.current += 1;
      setTotalCount(page.totalCount);
      setRows((current) => (reset ? [...page.items] : [...current, ...page.items]));
      setError(null);
    } catch (failure) {
      if (mine === generation.current) setError(failure);
    } finally {
      if (mine === generation.current) {
        busy.current = false;
        setLoading(false);
      }
    }
  }, []);

  useEffect(() => {
    void load(true);
  }, [key, load]);

  const loadMore = useCallback(() => {
    if ((nextPage.current - 1) * GRID_PAGE_SIZE < totalCount) void load(false);
  }, [load, totalCount]);
  const reload = useCallback(() => void load(true), [load]);

  return { rows, totalCount, loading, error, loadMore, reload };
}

/** A lazy query's data, or its error thrown (Apollo answers errors either way). */
export async function answerOf<D>(pending: Promise<{ data?: D | null; error?: unknown }>): Promise<D> {
  const result = await pending;
  if (result.error) throw result.error;
  if (!result.data) throw new Error('No data.');
  return result.data;
}

/** A lazy query's answer as a page, or its error thrown. */
export async function pageOf<D, T>(
  pending: Promise<{ data?: D | null; error?: unknown }>,
  pick: (data: D) => PageResult<T>,
): Promise<PageResult<T>> {
  return pick(await answerOf(pending));
}
