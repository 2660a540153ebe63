import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { LegacySavedSearch, LegacySavedSearchPage } from './search-history.dto.js';
import { AnyResult, writtenRecord } from '../../legacy/shape.js';

const SavedSearches = z.array(LegacySavedSearch).nullable();
import { toSavedSearch } from './search-history.mapper.js';
import type { SavedSearch } from './search-history.type.js';

/** Saved searches (the catalogue's denormalize-search calls). */
export class SearchHistoryApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async list(): Promise<SavedSearch[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: 'denormalize-search/get-history-search' },
      SavedSearches,
    );
    return (result ?? []).map(toSavedSearch);
  }

  async add(name: string, searchKey: string): Promise<{ savedSearch: SavedSearch; message: string | null }> {
    // The saved search comes back: an answer without it is no success.
    const { result, message } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'denormalize-search/add-history-search',
        body: { SearchName: name, searchKey },
      },
      writtenRecord(LegacySavedSearch),
    );
    return { savedSearch: toSavedSearch(result), message };
  }

  async remove(id: string): Promise<string | null> {
    const { message } = await this.legacy.envelope(
      { method: 'DELETE', path: 'denormalize-search/delete-history-search', query: { id } },
      AnyResult,
    );
    return message;
  }

  async rename(id: string, name: string): Promise<SavedSearch> {
    const { result } = await this.legacy.envelope(
      {
        method: 'PUT',
        path: 'denormalize-search/update-history-search',
        body: { Id: Number(id), SearchName: name },
      },
      writtenRecord(LegacySavedSearch),
    );
    return toSavedSearch(result);
  }

  async compare(ids: readonly [string, string]): Promise<SavedSearch[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: 'denormalize-search/get-history-search-compare', query: { ids: ids.join(',') } },
      z.array(LegacySavedSearch),
    );
    return result.map(toSavedSearch);
  }

  async search(
    key: string,
    page: { pageNumber: number; pageSize: number },
  ): Promise<{ totalCount: number; items: SavedSearch[] }> {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: 'denormalize-search/search-list', query: { key }, body: page },
      LegacySavedSearchPage,
    );
    return { totalCount: result.totalCount, items: result.data.map(toSavedSearch) };
  }
}
