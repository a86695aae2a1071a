import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A call a machine declares by name and the app provides (`machine.provide({ actors })`): the machines layer
 * makes no request itself, so a call left unprovided fails at once, naming itself.
 */
export function providedByApp<Output, Input = NonReducibleUnknown>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the app`);
  });
}
