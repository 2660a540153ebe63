import type { LegacySavedSearch } from './search-history.dto.js';
import type { SavedSearch } from './search-history.type.js';

export function toSavedSearch(row: LegacySavedSearch): SavedSearch {
  return {
    id: String(row.Id),
    name: row.SearchName,
    searchKey: row.searchKey,
    createdAt: new Date(row.CreatedDate),
  };
}
