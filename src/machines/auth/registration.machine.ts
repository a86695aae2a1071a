import { assign, emit, setup } from 'xstate';
import { formFailureOf } from '../form-failure';
import { withoutProblem } from '../form-submission';
import { providedByApp } from '../provided-by-app';
import type { AuthFailure, AuthRefused, RegisterAnswer, RegisterBody, SignedIn } from './auth.types';
import { REFUSED, withoutFieldError } from './auth-failure';
import { DEFAULT_PHONE_RULES, isPhoneDigits, type PhoneProblem, type PhoneRules, phoneProblem } from './phone-rules';
import {
  isRefusedRegistration,
  type RegistrationField,
  type RegistrationForm,
  type RegistrationProblems,
  registrationProblems,
} from './registration.rules';

export type { RegistrationField, RegistrationForm } from './registration.rules';
export type RegistrationInput = Partial<PhoneRules>;

/** What a registration hands to the parent: the session, and where a verification code can go. */
export interface Registered extends SignedIn {
  contact: { email: string; phone: string; phoneCode: string };
}

export interface RegistrationContext {
  form: RegistrationForm;
  rules: PhoneRules;
  /** The client-side phone error code (the UI maps it to a message with the rules' lengths). */
  phoneProblem: PhoneProblem | null;
  /** The client-side error codes of the other fields, set by a refused submit. */
  problems: RegistrationProblems;
  /** The last server failure: field errors go under the fields (docs/requirements.md §8: no toast). */
  error: AuthFailure | null;
  registered: Registered | null;
}

export type RegistrationEvent =
  | { type: 'registration.field.changed'; field: RegistrationField; value: string }
  | { type: 'registration.country.selected'; country: string; phoneCode: string }
  | { type: 'registration.submitted' };

const EMPTY_FORM: RegistrationForm = { name: '', country: '', phone_code: '', phone: '', email: '', password: '' };

function registerBody(form: RegistrationForm): RegisterBody {
  return {
    name: form.name,
    country: form.country || null,
    phone_code: form.phone_code || null,
    phone: form.phone || null,
    email: form.email,
    password: form.password,
  };
}

/**
 * The registration dialog: name, country (which sets the phone's country code), phone, e-mail and password.
 * The phone takes digits only, and its length and requirement follow the settings. Ends (output
 * `Registered`) when the server returns a session; the form is cleared.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as Registered,
    emitted: {} as AuthRefused,
  },
  actors: {
    register: providedByApp<RegisterAnswer, RegisterBody>('register'),
  },
  actions: {
    announceRefused: emit(REFUSED),
  },
  guards: {
    isNonDigitPhone: (_, params: { field: RegistrationField; value: string }) =>
      params.field === 'phone' && !isPhoneDigits(params.value),
    isRefused: ({ context }) => isRefusedRegistration(context.form, context.rules),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    form: EMPTY_FORM,
    rules: { ...DEFAULT_PHONE_RULES, ...input },
    phoneProblem: null,
    problems: {},
    error: null,
    registered: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper fills in the form.',
      on: {
        'registration.field.changed': [
          {
            description: 'A phone with anything but digits is refused, with an error code.',
            guard: { type: 'isNonDigitPhone', params: ({ event }) => event },
            actions: assign({ phoneProblem: 'phone.digitsOnly' }),
          },
          {
            description: "Keep the value; the field's errors go away as it is edited.",
            actions: assign(({ context, event }) => ({
              form: { ...context.form, [event.field]: event.value },
              phoneProblem: event.field === 'phone' ? null : context.phoneProblem,
              problems: withoutProblem(context.problems, event.field),
              error: withoutFieldError(context.error, event.field),
            })),
          },
        ],
        'registration.country.selected': {
          description: 'The country sets the prefix of the phone.',
          actions: assign(({ context, event }) => ({
            form: { ...context.form, country: event.country, phone_code: event.phoneCode },
            problems: withoutProblem(context.problems, 'country'),
            error: withoutFieldError(withoutFieldError(context.error, 'country'), 'phone_code'),
          })),
        },
        'registration.submitted': [
          {
            description: 'A field is empty or breaks a rule: mark every one, say why, send nothing.',
            guard: 'isRefused',
            actions: [
              assign({
                phoneProblem: ({ context }) => phoneProblem(context.form.phone, context.rules),
                problems: ({ context }) => registrationProblems(context.form, context.rules),
              }),
              'announceRefused',
            ],
          },
          { target: 'submitting', description: 'Send the form to /registration.' },
        ],
      },
    },
    submitting: {
      description: 'Waiting for /registration; another submit is ignored.',
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registerBody(context.form),
        onDone: {
          description: 'Registered and signed in: keep where a code can go, and clear the form.',
          target: 'done',
          actions: assign(({ context, event }) => ({
            registered: {
              session: event.output.data,
              message: event.output.message,
              contact: { email: context.form.email, phone: context.form.phone, phoneCode: context.form.phone_code },
            },
            form: EMPTY_FORM,
            error: null,
          })),
        },
        onError: {
          description: "The server's field errors go under the fields.",
          target: 'editing',
          actions: [assign({ error: ({ event }) => formFailureOf(event.error) }), 'announceRefused'],
        },
      },
    },
    done: { type: 'final', description: 'Registered; the parent stores the session.' },
  },
  // `done` is entered only with a session.
  output: ({ context }) => context.registered as Registered,
});
