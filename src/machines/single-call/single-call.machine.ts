import {
  type ActorRefFromLogic,
  assign,
  type EventObject,
  emit,
  type MetaObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
  type StateMachine,
  type StateSchema,
  setup,
} from 'xstate';
import { type FormFailure, formFailureOf } from '../form-failure';
import { providedByApp } from '../provided-by-app';

/** How one flow names and reads its single call. */
export interface SingleCallFlow<TName extends string, TSubmit extends string, TInput, TRequest, TAnswer, TEmitted> {
  /** The machine's id and its call's name: the actor the app provides, and the invoke's id. */
  name: TName;
  /** The event that makes the call, and makes it again after a failure. */
  submit: TSubmit;
  /** The call's request, from the machine's input. */
  request: (input: TInput) => TRequest;
  /** What the screen is told when the call answers. */
  done: (answer: TAnswer) => TEmitted;
  /** What the screen is told when the call is refused or not delivered. */
  failed: (failure: FormFailure) => TEmitted;
}

/** The machine's input, and the failure of the last try (null while none failed). */
export type SingleCallContext<TInput extends object> = TInput & { failure: FormFailure | null };

export type SingleCallState = 'idle' | 'busy' | 'failed' | 'done';

type Call<TRequest, TAnswer> = PromiseActorLogic<TAnswer, TRequest>;

/** The machine `singleCallMachine` makes, typed by its flow. */
export type SingleCallMachine<
  TName extends string,
  TSubmit extends string,
  TInput extends object,
  TRequest,
  TAnswer,
  TEmitted extends EventObject,
> = StateMachine<
  SingleCallContext<TInput>,
  { type: TSubmit },
  Record<string, ActorRefFromLogic<Call<TRequest, TAnswer>> | undefined>,
  { src: TName; logic: Call<TRequest, TAnswer>; id: string | undefined },
  never,
  never,
  never,
  SingleCallState,
  'busy',
  TInput,
  NonReducibleUnknown,
  TEmitted,
  MetaObject,
  StateSchema
>;

type LooseFlow = SingleCallFlow<string, string, object, unknown, unknown, EventObject>;

// Built with loose types and typed by `SingleCallMachine`: XState cannot check a config whose event names and
// context are type parameters.
function build(flow: LooseFlow) {
  const call = providedByApp<unknown, unknown>(flow.name);
  return setup({
    types: {
      context: {} as { failure: FormFailure | null },
      events: {} as { type: string },
      emitted: {} as EventObject,
      input: {} as object,
      tags: {} as 'busy',
    },
    actors: { [flow.name]: call } as Record<string, typeof call>,
  }).createMachine({
    id: flow.name,
    context: ({ input }) => ({ ...input, failure: null }),
    initial: 'idle',
    states: {
      idle: {
        description: 'Nothing asked yet.',
        on: { [flow.submit]: 'busy' },
      },
      busy: {
        description: 'The call is under way; another ask is ignored.',
        tags: ['busy'],
        entry: assign({ failure: null }),
        invoke: {
          id: flow.name,
          src: flow.name,
          input: ({ context }) => flow.request(context),
          onDone: { target: 'done', actions: emit(({ event }) => flow.done(event.output)) },
          onError: {
            target: 'failed',
            actions: [
              assign({ failure: ({ event }) => formFailureOf(event.error) }),
              emit(({ context }) => flow.failed(context.failure as FormFailure)),
            ],
          },
        },
      },
      failed: {
        description: 'The screen was told why; the same ask tries again.',
        on: { [flow.submit]: 'busy' },
      },
      done: { type: 'final', description: 'The call answered; the screen moves on.' },
    },
  });
}

/**
 * A flow that is one call: idle until the shopper asks, busy while the call is under way (another ask is
 * ignored), then done, or failed with the reason and the same ask to try again. Leaving the busy state stops
 * the call. Each outcome is emitted for the screen; the app provides the call under the flow's name.
 */
export function singleCallMachine<
  TName extends string,
  TSubmit extends string,
  TInput extends object,
  TRequest,
  TAnswer,
  TEmitted extends EventObject,
>(
  flow: SingleCallFlow<TName, TSubmit, TInput, TRequest, TAnswer, TEmitted>,
): SingleCallMachine<TName, TSubmit, TInput, TRequest, TAnswer, TEmitted> {
  return build(flow as unknown as LooseFlow) as unknown as SingleCallMachine<
    TName,
    TSubmit,
    TInput,
    TRequest,
    TAnswer,
    TEmitted
  >;
}
