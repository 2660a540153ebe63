/** Timing constants: idle logout, version check, report-token margin, toasts and redirects. */
export const IDLE_LOGOUT_MS = 15 * 60 * 1000;
export const IDLE_CHECK_INTERVAL_MS = 1000;
export const SIGN_IN_LOADER_MS = 2000;
export const VERSION_CHECK_INTERVAL_MS = 300_000;
export const REPORT_TOKEN_MARGIN_MS = 10_000;
export const TOAST_DURATION_MS = { success: 2000, error: 5000, warning: 5000, info: 5000 } as const;
export const REDIRECT_AFTER_APPROVAL_MS = 2000;
