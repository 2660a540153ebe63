import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog whose code loads on demand is mounted then, and stays mounted
 * afterwards so that it can animate its closing and keep what it holds.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
