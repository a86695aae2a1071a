import type { TestProject } from 'vitest/node';
import { startPrism } from '../prism-process';
import { switchboard } from './forward-http';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The port of the `prism proxy --errors` every server suite's requests go through. */
    contractProxyPort: number;
  }
}

/**
 * One `prism proxy --errors` for all the server suites: Prism spends seconds of CPU reading the contract as it
 * starts, which one proxy per suite paid fifty times over. Its upstream is a switchboard that sends each request
 * on to the test server the request names (tests/server/forward-http.ts).
 */
export default async function setup(project: TestProject) {
  const board = await switchboard();
  try {
    const prism = await startPrism(['proxy', 'openapi.yaml', `http://127.0.0.1:${board.port}/api`, '--errors']);
    project.provide('contractProxyPort', prism.port);
    return () => {
      prism.stop();
      board.server.close();
    };
  } catch (error) {
    board.server.close();
    throw error;
  }
}
