import { isStepperBreadcrumb, normalizeRoute } from '@lexbridge/rules';
import type { LegacyInboxCount, LegacyMenuItem } from './navigation.dto.js';

export interface BreadcrumbData {
  id: string;
  label: string;
  routerLink: string;
  moduleName: string | null;
  stepper: boolean;
}

export interface MenuItemData {
  id: string;
  label: string;
  routerLink: string | null;
  image: string | null;
  /** The count the menu itself carried; the live inbox count wins over it. */
  counts: number | null;
  selectedIndex: number | null;
  subMenus: MenuItemData[];
  breadcrumbs: BreadcrumbData[];
}

export interface InboxCountData {
  menuId: string;
  routerLink: string | null;
  count: number;
}

function link(value: string | null | undefined): string | null {
  if (!value || !value.trim()) return null;
  const text = value.trim();
  return text.startsWith('/') ? text : `/${text}`;
}

function toMenuItem(item: LegacyMenuItem): MenuItemData {
  return {
    id: String(item.id),
    label: item.label ?? '',
    routerLink: link(item.routerLink),
    image: item.image ?? null,
    counts: item.counts === undefined || item.counts === null ? null : Number(item.counts),
    selectedIndex: item.selectedIndex ?? null,
    subMenus: (item.subMenus ?? []).map(toMenuItem),
    breadcrumbs: (item.breadcrumbs ?? []).map((crumb) => ({
      id: String(crumb.id),
      label: crumb.label ?? '',
      routerLink: link(crumb.routerLink) ?? '/',
      moduleName: crumb.moduleName ?? null,
      stepper: isStepperBreadcrumb(crumb.id),
    })),
  };
}

/** The menu arrives as an array, or (in the token response) as JSON inside a string. */
export function toMenu(value: LegacyMenuItem[] | string | null): MenuItemData[] {
  if (!value) return [];
  let items: unknown = value;
  if (typeof value === 'string') {
    try {
      items = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(items) ? (items as LegacyMenuItem[]).map(toMenuItem) : [];
}

export function toInboxCounts(rows: LegacyInboxCount[] | null | undefined): InboxCountData[] {
  return (rows ?? []).map((row) => ({
    menuId: String(row.MenuId),
    routerLink: link(row.RouterLink),
    count: Number(row.Count) || 0,
  }));
}

/**
 * Which menu entry and breadcrumb a route belongs to: the catalogue wants both as headers on every call made
 * from that screen.
 */
export function locateRoute(
  menu: readonly MenuItemData[],
  path: string | null,
): { menuId: string | null; breadcrumbId: string | null } {
  if (!path) return { menuId: null, breadcrumbId: null };
  const wanted = normalizeRoute(path);
  const visit = (
    items: readonly MenuItemData[],
  ): { menuId: string | null; breadcrumbId: string | null } | null => {
    for (const item of items) {
      const crumb = item.breadcrumbs.find((candidate) => normalizeRoute(candidate.routerLink) === wanted);
      if (crumb) return { menuId: item.id, breadcrumbId: crumb.id };
      if (item.routerLink && normalizeRoute(item.routerLink) === wanted)
        return { menuId: item.id, breadcrumbId: null };
      const nested = visit(item.subMenus);
      if (nested) return nested;
    }
    return null;
  };
  return visit(menu) ?? { menuId: null, breadcrumbId: null };
}
