import type { LegacyCaller } from '../../legacy/caller.js';
import type { LegacySavedSearch } from '../../legacy/dto.js';
import { toSavedSearch } from './search-history.mapper.js';
import type { SavedSearch } from './search-history.type.js';

/** Saved searches (the catalogue's denormalize-search calls). */
export class SearchHistoryApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async list(): Promise<SavedSearch[]> {
    const { result } = await this.legacy.envelope<LegacySavedSearch[]>({
      method: 'GET',
      path: 'denormalize-search/get-history-search',
    });
    return (result ?? []).map(toSavedSearch);
  }

  async add(name: string, searchKey: string): Promise<{ savedSearch: SavedSearch; message: string | null }> {
    const { result, message } = await this.legacy.envelope<LegacySavedSearch>({
      method: 'POST',
      path: 'denormalize-search/add-history-search',
      body: { SearchName: name, searchKey },
    });
    return { savedSearch: toSavedSearch(result), message };
  }

  async remove(id: string): Promise<string | null> {
    const { message } = await this.legacy.envelope<boolean>({
      method: 'DELETE',
      path: 'denormalize-search/delete-history-search',
      query: { id },
    });
    return message;
  }
}
