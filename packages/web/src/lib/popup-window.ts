/**
 * Pop-up windows: law detail, law text, link to source, requirement detail and complete law
 * detail open in their own browser window, 700 x 600, or the screen less 110 wide and 200 high for the large ones.
 * They share the session (the BFF's cookie) and the idle-logout deadline with the window that opened them.
 */
export type PopupSize = 'normal' | 'large';

export const POPUP_WINDOW_SIZE = { width: 700, height: 600 } as const;
export const LARGE_POPUP_MARGIN = { width: 110, height: 200 } as const;

export function popupFeatures(
  size: PopupSize,
  screenSize = { width: screen.availWidth, height: screen.availHeight },
) {
  const { width, height } =
    size === 'large'
      ? {
          width: Math.max(POPUP_WINDOW_SIZE.width, screenSize.width - LARGE_POPUP_MARGIN.width),
          height: Math.max(POPUP_WINDOW_SIZE.height, screenSize.height - LARGE_POPUP_MARGIN.height),
        }
      : POPUP_WINDOW_SIZE;
  return `popup=yes,width=${width},height=${height},resizable=yes,scrollbars=yes`;
}

/**
 * Opens `href` (an app path) in a new window. When the browser blocks the window, the page opens in this one
 * instead, so the user still gets it (its Close button then goes back).
 */
export function openPopupWindow(href: string, size: PopupSize = 'normal'): void {
  const opened = window.open(href, '_blank', popupFeatures(size));
  if (!opened) window.location.assign(href);
}

/**
 * Closes a pop-up window. A window the app opened closes itself; a pop-up URL opened some other way (typed,
 * bookmarked, or the fallback above) goes to `fallback`, the screen that opened it.
 */
export function closePopupWindow(fallback: () => void): void {
  if (window.opener) {
    window.close();
    return;
  }
  fallback();
}
