import { assign, emit, setup } from 'xstate';
import type { Answer, JsonBody } from '../../api/types';
import type { FormFailure } from '../form-failure';
import { formFailureOf, withoutFieldError } from '../form-failure';
import { failedEvent, failedSubmitTransition } from '../form-submission';
import { providedByApp } from '../provided-by-app';

export type SupportMessageBody = JsonBody<'sendSupportMessage'>;
export type SupportMessageAnswer = Answer<'sendSupportMessage'>;

export type ContactField = 'name' | 'email' | 'phone' | 'subject' | 'message';
export type ContactFields = Record<ContactField, string>;

export const EMPTY_FIELDS: ContactFields = { name: '', email: '', phone: '', subject: '', message: '' };

/** A refused send: the status (0 when the server was not reached), the server's message, its field errors. */
export type ContactFailure = FormFailure;

export interface ContactFormContext {
  fields: ContactFields;
  /** The last refusal; its field errors go under the fields until each field is edited. */
  failure: ContactFailure | null;
}

export type ContactFormEvent =
  | { type: 'contact.field.changed'; field: ContactField; value: string }
  | { type: 'contact.submitted' };

/** Told to the screen: the server's thanks (a success toast), or why the send failed. */
export type ContactFormEmitted =
  | { type: 'contact.sent'; message: string }
  | { type: 'contact.failed'; status: number; message: string; hasFieldErrors: boolean };

/** What the form sends: trimmed, and without the optional fields left empty (an empty e-mail is not an address). */
export function toSupportMessage(fields: ContactFields): SupportMessageBody {
  const optional = (value: string) => value.trim() || undefined;
  return {
    name: optional(fields.name),
    email: optional(fields.email),
    phone: optional(fields.phone),
    subject: fields.subject.trim(),
    message: fields.message.trim(),
  };
}

/**
 * The public contact form (/contact-us and /support): the shopper types, sends, and either the server
 * thanks them (the form empties) or says what is wrong (the typed text stays, errors under the fields).
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    emitted: {} as ContactFormEmitted,
  },
  actors: {
    sendMessage: providedByApp<SupportMessageAnswer, SupportMessageBody>('sendMessage'),
  },
  actions: {
    keepValue: assign(({ context }, params: { field: ContactField; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.value },
      failure: withoutFieldError(context.failure, params.field),
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: formFailureOf(params.error) })),
    announceFailure: emit(({ context }) =>
      failedEvent('contact.failed', context.failure, (failure) => Object.keys(failure?.fieldErrors ?? {}).length > 0),
    ),
  },
}).createMachine({
  id: 'contactForm',
  context: { fields: EMPTY_FIELDS, failure: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper fills in the form; a field loses its server error as it is edited.',
      on: {
        'contact.field.changed': {
          actions: { type: 'keepValue', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'contact.submitted': { target: 'sending', description: 'Send the message to POST /support.' },
      },
    },
    sending: {
      description: 'Waiting for the server; another submit is ignored and the typed text stays.',
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => toSupportMessage(context.fields),
        onDone: {
          target: 'sent',
          description: "The server's thanks as a success toast; the form empties for another message.",
          actions: [
            assign({ fields: EMPTY_FIELDS, failure: null }),
            emit(({ event }) => ({ type: 'contact.sent', message: event.output.message }) as const),
          ],
        },
        onError: failedSubmitTransition(
          'editing',
          'Refused or not delivered: field errors under the fields, the typed text kept.',
        ),
      },
    },
    sent: {
      description: 'The message was delivered; the empty form is ready for another one.',
      on: {
        'contact.field.changed': {
          target: 'editing',
          actions: { type: 'keepValue', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'contact.submitted': { target: 'sending', description: 'Send another message.' },
      },
    },
  },
});
