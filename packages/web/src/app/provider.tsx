import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../lib/chakra-system';
import { Toaster } from '../lib/toast';

/** What every page has: the styling system and the toasts. Apollo Client comes with the screens that use it. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
