import { setupServer } from 'msw/node';

/** One msw server for the whole run; each test installs the BFF it needs with `mockBff` (see bff.ts). */
export const server = setupServer();
