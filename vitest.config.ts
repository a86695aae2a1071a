import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import SummaryReporter from './tests/summary-reporter.ts';

export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    reporters: ['default', new SummaryReporter()],
    // Vitest's default leaves one core free: on our two-core machines that ran every file on one core.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/{api,app,machines,ui,lib}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          // One page and one module graph per worker, reset between tests by the setup file: two to three
          // times faster than a fresh environment per file.
          isolate: false,
          // A component test drives a whole dialog key by key: on a busy two-core machine that can pass 5 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module with vi.mock need a module graph of their own.
          name: 'unit-isolated',
          environment: 'jsdom',
          include: ['tests/{api,app,machines,ui,lib}/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/contract-proxy.setup.ts', 'tests/server/database-snapshot.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          // Two instances on one PostgreSQL database; run by `npm run test:instances` only, which names it.
          name: 'instances',
          environment: 'node',
          include: ['tests/instances/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/prism-mock.setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
