import { useState } from 'react';

/** An item of a picker. */
export interface PickItem {
  id: string;
  name: string;
  description?: string | null;
}

/** Pickers search case-insensitively, anywhere in the name. */
export function matchesSearch(name: string, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return !wanted || name.toLowerCase().includes(wanted);
}

/** Select All is on only when every visible item is checked, and there is at least one. */
export function allChecked(visible: readonly PickItem[], checked: ReadonlySet<string>): boolean {
  return visible.length > 0 && visible.every((item) => checked.has(item.id));
}

/** Checking an item in single-select unchecks every other one. */
export function toggleChecked(
  checked: ReadonlySet<string>,
  id: string,
  { single = false }: { single?: boolean } = {},
): Set<string> {
  if (checked.has(id)) {
    const next = new Set(checked);
    next.delete(id);
    return next;
  }
  return single ? new Set([id]) : new Set([...checked, id]);
}

/** Select All acts on the visible items only: all on when they are not all checked yet, else all off. */
export function toggleAllVisible(checked: ReadonlySet<string>, visible: readonly PickItem[]): Set<string> {
  const next = new Set(checked);
  if (allChecked(visible, checked)) for (const item of visible) next.delete(item.id);
  else for (const item of visible) next.add(item.id);
  return next;
}

export interface Checklist {
  search: string;
  setSearch: (search: string) => void;
  checked: ReadonlySet<string>;
  setChecked: (checked: ReadonlySet<string>) => void;
  visible: PickItem[];
  allVisibleChecked: boolean;
  toggle: (id: string) => void;
  toggleAll: () => void;
  /** The checked items, in list order. */
  selected: PickItem[];
}

/** A picker's state: its search, what is checked, and what is visible. */
export function useChecklist(
  items: readonly PickItem[],
  { initial = [], single = false }: { initial?: readonly string[]; single?: boolean } = {},
): Checklist {
  const [search, setSearch] = useState('');
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(initial));
  const visible = items.filter((item) => matchesSearch(item.name, search));
  return {
    search,
    setSearch,
    checked,
    setChecked,
    visible,
    allVisibleChecked: allChecked(visible, checked),
    toggle: (id) => setChecked((current) => toggleChecked(current, id, { single })),
    toggleAll: () => setChecked((current) => toggleAllVisible(current, visible)),
    selected: items.filter((item) => checked.has(item.id)),
  };
}
