import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // The soak runs only through `npm run test:soak`, never inside `npm test`.
    include: process.env.CANOPY_SOAK === '1' ? ['src/**/*.soak.ts'] : ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/postgres-global-setup.ts'],
    // Each worker imports the server's modules once for all its files instead of once per file: loading
    // the app's module graph again for every file was a third of the battery's time. The files share no
    // state through modules (each builds its own app, database and clock) and mock no module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
