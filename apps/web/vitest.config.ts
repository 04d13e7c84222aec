import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // Above findBy*'s 5 s wait (testing/setup.ts), so a slow page fails on what it lacks, not on time.
    testTimeout: 15_000,
  },
});
