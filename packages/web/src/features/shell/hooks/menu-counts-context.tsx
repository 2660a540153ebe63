import { createContext, useContext } from 'react';
import type { CountOf } from './use-menu-counts';

const MenuCountsContext = createContext<CountOf>((item) => item.count);

/** The shell fetches the inbox counts once and shares them with the pages inside it. */
export const MenuCountsProvider = MenuCountsContext.Provider;

export function useCountOf(): CountOf {
  return useContext(MenuCountsContext);
}
