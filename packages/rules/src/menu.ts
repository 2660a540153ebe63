/** The parts of a menu entry the access rules look at; both the BFF's and the web's menu types satisfy it. */
export interface MenuNode {
  routerLink?: string | null;
  subMenus?: readonly MenuNode[] | null;
  breadcrumbs?: readonly { routerLink?: string | null }[] | null;
}

/** Where a user lands when no menu entry has a link. */
export const LEGAL_QUICK_SEARCH_PATH = '/legal-module/hierarchy-search';

/** Route links compare without query, hash, trailing slash or case. */
export function normalizeRoute(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return trimmed.toLowerCase();
}

/** Every route link the menu grants: top-level entries, sub-menus and breadcrumbs, at any depth. */
export function menuRoutes(menu: readonly MenuNode[]): Set<string> {
  const routes = new Set<string>();
  const visit = (items: readonly MenuNode[]) => {
    for (const item of items) {
      if (item.routerLink) routes.add(normalizeRoute(item.routerLink));
      for (const crumb of item.breadcrumbs ?? [])
        if (crumb.routerLink) routes.add(normalizeRoute(crumb.routerLink));
      visit(item.subMenus ?? []);
    }
  };
  visit(menu);
  return routes;
}

/**
 * Menu-access rule: a route is reachable only if the user's menu holds it as a top-level
 * entry, a sub-menu or a breadcrumb. No menu means no access.
 */
export function canAccessRoute(menu: readonly MenuNode[] | null | undefined, path: string): boolean {
  if (!menu || menu.length === 0) return false;
  return menuRoutes(menu).has(normalizeRoute(path));
}

/** Edit permission: the route must be in the user's editable-breadcrumb list. */
export function isEditableRoute(editableRoutes: readonly string[] | null | undefined, path: string): boolean {
  if (!editableRoutes || editableRoutes.length === 0) return false;
  const wanted = normalizeRoute(path);
  return editableRoutes.some((route) => normalizeRoute(route) === wanted);
}

/**
 * Screens behind the permission guard as well as the menu guard: they open only with edit permission on their
 * route (extracts, change password).
 */
export const PERMISSION_GUARDED_ROUTES: readonly string[] = ['/extracts', '/changePassword'];

export function isPermissionGuardedRoute(path: string): boolean {
  const wanted = normalizeRoute(path);
  return PERMISSION_GUARDED_ROUTES.some((route) => normalizeRoute(route) === wanted);
}

/** A menu entry of any menu type: the web's and the BFF's entries both fit. */
type MenuTree<T> = MenuNode & { subMenus?: readonly T[] | null };

/**
 * The menu a user is shown: the catalogue's menu less the entries and breadcrumbs whose screen the permission
 * guard would refuse them, and less the groups left empty by that. The menu and the guards then agree.
 */
export function openableMenu<T extends MenuTree<T>>(
  menu: readonly T[],
  editableRoutes: readonly string[],
): T[] {
  const refused = (link: string | null | undefined) =>
    !!link && isPermissionGuardedRoute(link) && !isEditableRoute(editableRoutes, link);
  const result: T[] = [];
  for (const item of menu) {
    if (refused(item.routerLink)) continue;
    const hadChildren = (item.subMenus ?? []).length > 0;
    const subMenus = openableMenu(item.subMenus ?? [], editableRoutes);
    if (hadChildren && subMenus.length === 0 && !item.routerLink) continue;
    const kept = { ...item, subMenus };
    if (item.breadcrumbs) kept.breadcrumbs = item.breadcrumbs.filter((crumb) => !refused(crumb.routerLink));
    result.push(kept);
  }
  return result;
}

/** Home: the first menu entry with a link, depth first; otherwise the legal quick search. */
export function homePath(menu: readonly MenuNode[] | null | undefined): string {
  const visit = (items: readonly MenuNode[]): string | null => {
    for (const item of items) {
      if (item.routerLink) return item.routerLink.startsWith('/') ? item.routerLink : `/${item.routerLink}`;
      const nested = visit(item.subMenus ?? []);
      if (nested) return nested;
    }
    return null;
  };
  return visit(menu ?? []) ?? LEGAL_QUICK_SEARCH_PATH;
}

/** Breadcrumb ids of the process types that render as a stepper. */
export const STEPPER_BREADCRUMB_IDS: readonly number[] = [1, 57, 10, 59];

export function isStepperBreadcrumb(id: number | string): boolean {
  return STEPPER_BREADCRUMB_IDS.includes(Number(id));
}

/** At least 105 px, or the content height plus 30 once the content is taller than 100 px. */
export function breadcrumbBarHeight(contentHeight: number): number {
  return contentHeight > 100 ? Math.max(105, contentHeight + 30) : 105;
}

/** Legal versus business mode comes from the first path segment. */
export function isLegalModulePath(path: string): boolean {
  return normalizeRoute(path).split('/')[1] === 'legal-module';
}

export type WorkspaceMode = 'legal' | 'business';

/**
 * The mode a page is in, as the shell shows it: legal inside the legal module, business inside the business
 * module, none elsewhere (change management, extracts, change password, the back office belong to neither).
 */
export function workspaceModeOf(path: string): WorkspaceMode | null {
  const area = normalizeRoute(path).split('/')[1];
  if (area === 'legal-module') return 'legal';
  if (area === 'business-module') return 'business';
  return null;
}
