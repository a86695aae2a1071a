import type { TestProject } from 'vitest/node';
import { startPrism } from '../prism-process';

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}

/** Starts `prism mock openapi.yaml` on a free loopback port for the contract tests, and stops its whole group after. */
export default async function setup(project: TestProject) {
  const prism = await startPrism(['mock', 'openapi.yaml']);
  project.provide('prismUrl', prism.url);
  return prism.stop;
}
