import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, StateMachine } from 'xstate';

// Every module of the machines layer, so a machine added later is checked too.
const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/**/*.ts', { eager: true });

interface NodeConfig {
  invoke?: { id?: unknown; src?: unknown } | { id?: unknown; src?: unknown }[];
  states?: Record<string, NodeConfig>;
}

/** The invokes without an id, as `path: src`, under a state's raw config. */
function invokesWithoutId(config: NodeConfig, path: string): string[] {
  const invokes = config.invoke === undefined ? [] : [config.invoke].flat();
  const missing = invokes.filter((invoke) => typeof invoke.id !== 'string').map((invoke) => `${path}: ${invoke.src}`);
  for (const [name, child] of Object.entries(config.states ?? {}))
    missing.push(...invokesWithoutId(child, `${path}.${name}`));
  return missing;
}

const machines: [string, AnyStateMachine][] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine)
    .map(([name, machine]): [string, AnyStateMachine] => [
      `${file.replace('../../src/machines/', '')} ${name}`,
      machine,
    ]),
);

describe('the machines layer', () => {
  it('finds the exported machines', () => {
    expect(machines.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('cartMachine'),
        expect.stringContaining('orderAgainMachine'),
        expect.stringContaining('resourceMachine'),
      ]),
    );
  });

  it.each(machines)('%s: every invoke has an id (its events and the fakes of tests are named by it)', (_, machine) => {
    expect(invokesWithoutId(machine.config as NodeConfig, machine.id)).toEqual([]);
  });
});
