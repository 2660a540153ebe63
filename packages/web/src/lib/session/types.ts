import type { MenuItemFieldsFragment, SessionFieldsFragment } from '../../gql/graphql';

export type Session = SessionFieldsFragment;

/** A menu entry at any depth (the query reads three levels; the deepest has no subMenus field). */
export type MenuEntry = MenuItemFieldsFragment & { subMenus?: readonly MenuEntry[] };

export type SessionUser = Session['user'];
