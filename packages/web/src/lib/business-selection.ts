import { saveSelectedLaw } from './workflow-selection';

/**
 * The business module's selection: the law chosen on the business dashboard (its business law id beside the shared
 * selectedLawDetail the step guards read) and the new-request flow flag, set when a law is opened from the dashboard
 * and cleared when the user is back on the dashboard or its report.
 */
export const SELECTED_BUSINESS_LAW_KEY = 'selectedBusinessLaw';
export const NEW_REQUEST_FLOW_KEY = 'businessNewRequestFlow';

export interface SelectedBusinessLaw {
  businessLawId: string;
  lawId: string;
  sectionId: string;
  businessLineId: string;
  tabIndex: number;
  requirementCount: number;
}

export function selectBusinessLaw(law: SelectedBusinessLaw): void {
  sessionStorage.setItem(SELECTED_BUSINESS_LAW_KEY, JSON.stringify(law));
  sessionStorage.setItem(NEW_REQUEST_FLOW_KEY, 'true');
  saveSelectedLaw({
    tabIndex: law.tabIndex,
    requirementCount: law.requirementCount,
    lawIds: [law.lawId],
    sectionId: law.sectionId,
    businessLineId: law.businessLineId,
  });
}

export function readSelectedBusinessLaw(): SelectedBusinessLaw | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SELECTED_BUSINESS_LAW_KEY) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return null;
    const law = stored as Partial<SelectedBusinessLaw>;
    if (typeof law.businessLawId !== 'string' || !/^\d+$/.test(law.businessLawId)) return null;
    return {
      businessLawId: law.businessLawId,
      lawId: String(law.lawId ?? ''),
      sectionId: String(law.sectionId ?? ''),
      businessLineId: String(law.businessLineId ?? ''),
      tabIndex: Number(law.tabIndex) || 0,
      requirementCount: Number(law.requirementCount) || 0,
    };
  } catch {
    return null;
  }
}

/** The step reached after a write: the stored tab index moves forward, never back. */
export function advanceBusinessLaw(tabIndex: number): void {
  const law = readSelectedBusinessLaw();
  if (law && tabIndex > law.tabIndex) selectBusinessLaw({ ...law, tabIndex });
}

export function isNewRequestFlow(): boolean {
  return sessionStorage.getItem(NEW_REQUEST_FLOW_KEY) === 'true';
}

export function clearNewRequestFlow(): void {
  sessionStorage.removeItem(NEW_REQUEST_FLOW_KEY);
}
