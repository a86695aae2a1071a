import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  type ContactFormEmitted,
  contactFormMachine,
  EMPTY_FIELDS,
  type SupportMessageBody,
  toSupportMessage,
} from '../../src/machines/contact-form/contact-form.machine';

const THANKS = 'Thank you for contacting us. We will get back to you soon.';

/** A contact form whose send call answers with the given outcomes in turn, recording each body. */
function start(...outcomes: (string | Error)[]) {
  const bodies: SupportMessageBody[] = [];
  const pending: { settle: () => void }[] = [];
  const logic = contactFormMachine.provide({
    actors: {
      sendMessage: fromPromise<{ message: string }, SupportMessageBody>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            const outcome = outcomes[bodies.length] ?? THANKS;
            bodies.push(input);
            pending.push({
              settle: () => (outcome instanceof Error ? reject(outcome) : resolve({ message: outcome })),
            });
          }),
      ),
    },
  });
  const actor = createActor(logic).start();
  const emitted: ContactFormEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const type = (field: keyof typeof EMPTY_FIELDS, value: string) =>
    actor.send({ type: 'contact.field.changed', field, value });
  const answer = async () => {
    pending.shift()?.settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, bodies, emitted, type, answer, state: () => actor.getSnapshot().value };
}

const badEmail = new ApiError(422, 'The email field must be a valid email address.', {
  email: 'The email field must be a valid email address.',
});

describe('contact form machine', () => {
  it('sends the trimmed fields without the empty optional ones', async () => {
    const form = start();
    form.type('name', '  Sam ');
    form.type('email', 'sam@example.com');
    form.type('subject', ' Delivery ');
    form.type('message', 'How long?');
    form.actor.send({ type: 'contact.submitted' });
    expect(form.state()).toBe('sending');
    expect(form.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(form.bodies).toEqual([
      { name: 'Sam', email: 'sam@example.com', phone: undefined, subject: 'Delivery', message: 'How long?' },
    ]);
  });

  it("empties the form and tells the server's thanks when the message is delivered", async () => {
    const form = start();
    form.type('subject', 'Hello');
    form.actor.send({ type: 'contact.submitted' });
    await form.answer();
    expect(form.state()).toBe('sent');
    expect(form.actor.getSnapshot().context.fields).toEqual(EMPTY_FIELDS);
    expect(form.emitted).toEqual([{ type: 'contact.sent', message: THANKS }]);
  });

  it('keeps the typed text and the field errors when the server refuses, until the field is edited', async () => {
    const form = start(badEmail);
    form.type('email', 'not-an-address');
    form.type('subject', 'Hello');
    form.actor.send({ type: 'contact.submitted' });
    await form.answer();
    const { context } = form.actor.getSnapshot();
    expect(form.state()).toBe('editing');
    expect(context.fields.email).toBe('not-an-address');
    expect(context.fields.subject).toBe('Hello');
    expect(context.failure?.fieldErrors).toEqual({ email: 'The email field must be a valid email address.' });
    expect(form.emitted).toEqual([
      {
        type: 'contact.failed',
        status: 422,
        message: 'The email field must be a valid email address.',
        hasFieldErrors: true,
      },
    ]);
    form.type('subject', 'Hello again');
    expect(form.actor.getSnapshot().context.failure?.fieldErrors).toHaveProperty('email');
    form.type('email', 'sam@example.com');
    expect(form.actor.getSnapshot().context.failure?.fieldErrors).toEqual({});
  });

  it('reports a send that never reached the server as status 0, keeping the text', async () => {
    const form = start(new TypeError('Failed to fetch'));
    form.type('message', 'Still here');
    form.actor.send({ type: 'contact.submitted' });
    await form.answer();
    expect(form.state()).toBe('editing');
    expect(form.actor.getSnapshot().context.fields.message).toBe('Still here');
    expect(form.emitted).toEqual([
      { type: 'contact.failed', status: 0, message: 'Failed to fetch', hasFieldErrors: false },
    ]);
  });

  it('ignores another submit while sending', () => {
    const form = start();
    form.actor.send({ type: 'contact.submitted' });
    form.actor.send({ type: 'contact.submitted' });
    expect(form.bodies).toHaveLength(1);
  });

  it('after a delivered message, typing starts a new one and it can be sent', async () => {
    const form = start(THANKS, THANKS);
    form.actor.send({ type: 'contact.submitted' });
    await form.answer();
    form.type('message', 'One more thing');
    expect(form.state()).toBe('editing');
    expect(form.actor.getSnapshot().context.fields.message).toBe('One more thing');
    form.actor.send({ type: 'contact.submitted' });
    expect(form.bodies[1]?.message).toBe('One more thing');
  });

  it('toSupportMessage leaves out whitespace-only optional fields', () => {
    expect(toSupportMessage({ name: ' ', email: '', phone: ' 555 ', subject: 's', message: 'm' })).toEqual({
      name: undefined,
      email: undefined,
      phone: '555',
      subject: 's',
      message: 'm',
    });
  });
});
