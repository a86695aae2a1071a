import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  type ContactFormEvent,
  contactFormMachine,
  type SupportMessageBody,
} from '../../src/machines/contact-form/contact-form.machine';

const THANKS = 'Thank you for contacting us. We will get back to you soon.';
const refused = new ApiError(422, 'The subject field is required.', { subject: 'The subject field is required.' });

// The traversal runs no actor: the send call's answers are fed as events.
const events = [
  { type: 'contact.field.changed', field: 'subject', value: 'Hello' },
  { type: 'contact.submitted' },
  { type: 'xstate.done.actor.sendMessage', output: { message: THANKS } },
  { type: 'xstate.error.actor.sendMessage', error: refused },
] as unknown as ContactFormEvent[];

type Step = { event: { type: string; output?: { message: string }; error?: unknown } };

describe('contact form machine: generated paths', () => {
  const paths = getShortestPaths(contactFormMachine, { events });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(contactFormMachine.root.states).sort());
  });

  const named = paths.map((path) => {
    const steps = (path.steps as unknown as Step[])
      .map(({ event }) => event.type)
      .filter((type) => type !== 'xstate.init');
    return [String(path.state.value), steps.join(' → ') || 'start', path] as const;
  });

  it.each(named)('a real actor reaches %s after %s', async (target, _steps, path) => {
    const settle: ((step: Step['event']) => void)[] = [];
    const actor = createActor(
      contactFormMachine.provide({
        actors: {
          sendMessage: fromPromise<{ message: string }, SupportMessageBody>(
            () =>
              new Promise((resolve, reject) => {
                settle.push((event) => (event.error ? reject(event.error) : resolve(event.output ?? { message: '' })));
              }),
          ),
        },
      }),
    ).start();
    for (const { event } of path.steps as unknown as Step[]) {
      if (event.type === 'xstate.init') continue;
      if (event.type.startsWith('xstate.')) {
        settle.shift()?.(event);
        await new Promise((resolve) => setTimeout(resolve, 0));
      } else {
        actor.send(event as ContactFormEvent);
      }
    }
    expect(String(actor.getSnapshot().value)).toBe(target);
  });
});
