import { defineProject } from 'vitest/config';

// The deterministic performance gates (they run in `npm test`); the timing gates are `npm run bench`.
export default defineProject({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 30_000,
  },
});
