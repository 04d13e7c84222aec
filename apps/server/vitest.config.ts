import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // The soak runs only through `npm run test:soak`, never inside `npm test`.
    include: process.env.CANOPY_SOAK === '1' ? ['src/**/*.soak.ts'] : ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
