import { normalizeRoute } from '@lexbridge/rules';
import type { MenuEntry } from '../../lib/session/types';

/** The entries from the top of the menu down to the one for `path` (matched by its link or one of its breadcrumbs). */
export function findMenuTrail(menu: readonly MenuEntry[], path: string): MenuEntry[] {
  const wanted = normalizeRoute(path);
  const matches = (item: MenuEntry, viaBreadcrumb: boolean) =>
    viaBreadcrumb
      ? item.breadcrumbs.some((crumb) => normalizeRoute(crumb.routerLink) === wanted)
      : !!item.routerLink && normalizeRoute(item.routerLink) === wanted;

  // An entry's own link wins over another entry's breadcrumb that happens to point at the same page.
  for (const viaBreadcrumb of [false, true]) {
    const trail = search(menu, (item) => matches(item, viaBreadcrumb));
    if (trail) return trail;
  }
  return [];
}

function search(items: readonly MenuEntry[], found: (item: MenuEntry) => boolean): MenuEntry[] | null {
  for (const item of items) {
    if (found(item)) return [item];
    const below = search(item.subMenus ?? [], found);
    if (below) return [item, ...below];
  }
  return null;
}

/** The entries that have a link, at any depth, in menu order. */
export function linkedEntries(items: readonly MenuEntry[]): MenuEntry[] {
  return items.flatMap((item) => [...(item.routerLink ? [item] : []), ...linkedEntries(item.subMenus ?? [])]);
}
