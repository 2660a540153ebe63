/**
 * The legal workflow's selection, kept where the later workflow screens keep it: the selected
 * law in sessionStorage (`selectedLawDetail`), the business module's "clicked" flag, and the industry / business
 * line filter in localStorage. A menu reset forgets all three.
 */
export const SELECTED_LAW_KEY = 'selectedLawDetail';
export const BUSINESS_CLICKED_KEY = 'businessClicked';
export const INDUSTRY_BUSINESS_DATA_KEY = 'industryBusinessData';

export interface SelectedLawDetail {
  /** The workflow step reached: 0 dashboard, 1 duplicates, 3 combine, 4+ define, … */
  tabIndex: number;
  requirementCount: number;
  lawIds: readonly string[];
  /** The law section and business line the workflow screens work on (set by the legal dashboard). */
  sectionId?: string;
  businessLineId?: string;
  lawDetailId?: string;
  /** The dashboard column it was chosen from: the approve screen is read-only from Draft, Total and Completed. */
  legalColumn?: 'PENDING' | 'DRAFT' | 'COMPLETED' | 'TOTAL';
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
  const { tabIndex, requirementCount, lawIds, sectionId, businessLineId, lawDetailId, legalColumn } =
    stored as Record<string, unknown>;
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
    ...(typeof sectionId === 'string' && sectionId ? { sectionId } : {}),
    ...(typeof businessLineId === 'string' && businessLineId ? { businessLineId } : {}),
    ...(typeof lawDetailId === 'string' && lawDetailId ? { lawDetailId } : {}),
    ...(legalColumn === 'PENDING' ||
    legalColumn === 'DRAFT' ||
    legalColumn === 'COMPLETED' ||
    legalColumn === 'TOTAL'
      ? { legalColumn }
      : {}),
  };
}

/** The change-management selection (selectedChangedLawDetail with status and tabIndex). */
export const SELECTED_CHANGED_LAW_KEY = 'selectedChangedLawDetail';

export interface SelectedChangedLawDetail {
  status: string;
  tabIndex: number;
  /**
   * The change in law and business line chosen in the change-management work queue (newLaw), and the ids the
   * change-in-law calls name it by.
   */
  changeLawId?: string;
  businessLineId?: string;
  lawId?: string;
  sectionId?: string;
  lawDetailId?: string;
  statusId?: string;
  businessLineName?: string;
}

const CHANGED_LAW_IDS = [
  'changeLawId',
  'businessLineId',
  'lawId',
  'sectionId',
  'lawDetailId',
  'statusId',
  'businessLineName',
] as const;

export function readSelectedChangedLaw(): SelectedChangedLawDetail | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SELECTED_CHANGED_LAW_KEY) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (!stored || typeof stored !== 'object') return null;
    const ids: Partial<Record<(typeof CHANGED_LAW_IDS)[number], string>> = {};
    for (const name of CHANGED_LAW_IDS) {
      const value = stored[name];
      if ((typeof value === 'string' && value) || typeof value === 'number') ids[name] = String(value);
    }
    return {
      status: typeof stored.status === 'string' ? stored.status : '',
      tabIndex: Number.isFinite(Number(stored.tabIndex)) ? Number(stored.tabIndex) : 0,
      ...ids,
    };
  } catch {
    return null;
  }
}

export function saveSelectedChangedLaw(detail: SelectedChangedLawDetail): void {
  sessionStorage.setItem(SELECTED_CHANGED_LAW_KEY, JSON.stringify(detail));
}

export function saveSelectedLaw(detail: SelectedLawDetail): void {
  sessionStorage.setItem(SELECTED_LAW_KEY, JSON.stringify(detail));
}

/** Menu reset: the next workflow starts from a clean selection. */
export function resetMenuSelection(): void {
  sessionStorage.removeItem(SELECTED_LAW_KEY);
  sessionStorage.removeItem(BUSINESS_CLICKED_KEY);
  localStorage.removeItem(INDUSTRY_BUSINESS_DATA_KEY);
}

/**
 * The stored call route: 'Send Back' when the law was opened as sent back. The law text views
 * show the '( Send Back )' tag in Send Back mode on the legal workflow's screens.
 */
export const CALL_ROUTE_KEY = 'callRoute';
export const SEND_BACK_CALL_ROUTE = 'Send Back';
const SEND_BACK_SCREENS = [
  'identifyDuplicateLaws',
  'duplicateLawRelationsShip',
  'combineLaws',
  'defineBusinessRequirements',
  'mapLawToBusinessProcesses',
  'approveBusinessRequirements',
];

export function saveCallRoute(callRoute: string | null): void {
  if (callRoute) sessionStorage.setItem(CALL_ROUTE_KEY, callRoute);
  else sessionStorage.removeItem(CALL_ROUTE_KEY);
}

/** Send Back mode; with `pathname` (the law text view) the URL must also be one of the workflow screens. */
export function isSendBackMode(pathname?: string): boolean {
  if (sessionStorage.getItem(CALL_ROUTE_KEY) !== SEND_BACK_CALL_ROUTE) return false;
  return pathname === undefined || SEND_BACK_SCREENS.some((screen) => pathname.includes(screen));
}

/** Business-clicked values that put the requirement grids in change-law mode. */
const CHANGE_LAW_CLICKS = ['changed law', 'sendback changeinlaw'];

/**
 * Change-law mode: the stored business-clicked value is 'changed law' or 'SendBack ChangeInLaw' (any case). Row
 * colours by change status apply then, never when the value is 'open'.
 */
export function isChangeLawMode(): boolean {
  const clicked = (sessionStorage.getItem(BUSINESS_CLICKED_KEY) ?? '')
    .replace(/^"|"$/g, '')
    .trim()
    .toLowerCase();
  return clicked !== 'open' && CHANGE_LAW_CLICKS.includes(clicked);
}
