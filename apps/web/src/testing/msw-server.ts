import { setupServer } from 'msw/node';

/** One msw server for all component tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();
