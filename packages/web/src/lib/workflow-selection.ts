/**
 * The legal workflow's selection, kept where the later workflow screens keep it (spec 000 section 3): the selected
 * law in sessionStorage (`selectedLawDetail`), the business module's "clicked" flag, and the industry / business
 * line filter in localStorage. A menu reset forgets all three (section 4).
 */
export const SELECTED_LAW_KEY = 'selectedLawDetail';
export const BUSINESS_CLICKED_KEY = 'businessClicked';
export const INDUSTRY_BUSINESS_DATA_KEY = 'industryBusinessData';

export interface SelectedLawDetail {
  /** The workflow step reached (spec 000 section 4): 0 dashboard, 1 duplicates, 3 combine, 4+ define, … */
  tabIndex: number;
  requirementCount: number;
  lawIds: readonly string[];
}

/** The selected law, or null when there is none (nothing stored, unreadable, or no law id in it). */
export function readSelectedLaw(): SelectedLawDetail | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(SELECTED_LAW_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { tabIndex, requirementCount, lawIds } = stored as Record<string, unknown>;
  if (!Array.isArray(lawIds)) return null;
  const ids = lawIds
    .filter((id) => typeof id === 'string' || typeof id === 'number')
    .map(String)
    .filter(Boolean);
  if (ids.length === 0) return null;
  return {
    tabIndex: Number.isFinite(Number(tabIndex)) ? Number(tabIndex) : 0,
    requirementCount: Number.isFinite(Number(requirementCount)) ? Number(requirementCount) : 0,
    lawIds: ids,
  };
}

export function saveSelectedLaw(detail: SelectedLawDetail): void {
  sessionStorage.setItem(SELECTED_LAW_KEY, JSON.stringify(detail));
}

/** Menu reset (spec 000 sections 4 and 001 section 9): the next workflow starts from a clean selection. */
export function resetMenuSelection(): void {
  sessionStorage.removeItem(SELECTED_LAW_KEY);
  sessionStorage.removeItem(BUSINESS_CLICKED_KEY);
  localStorage.removeItem(INDUSTRY_BUSINESS_DATA_KEY);
}
