import { assign, emit, setup } from 'xstate';
import { withoutFieldError } from '../auth/auth-failure';
import { isRefusedPhoneEdit } from '../auth/phone-rules';
import { formFailureOf } from '../form-failure';
import {
  failedEvent,
  failedSubmitTransition,
  submitTransitions,
  withFieldCleared,
  withFieldEdited,
} from '../form-submission';
import { providedByApp } from '../provided-by-app';
import {
  hasShownFieldErrors,
  initialValues,
  photoProblem,
  problemsOf,
  profilePhoneRules,
  toProfileBody,
} from './profile-form.rules';
import type {
  ProfileFormContext,
  ProfileFormEmitted,
  ProfileFormEvent,
  ProfileFormInput,
  ProfileTextField,
  ProfileUpdate,
  SavedProfileAnswer,
} from './profile-form.types';

/**
 * The profile form: the customer edits name, phone, e-mail, gender, date of birth and chooses a photo, which
 * is checked (JPG or PNG, at most 2 MB) the moment it is chosen. Save sends everything; saved, the form shows
 * what the server kept and emits `profile.saved`; refused, the typed values stay with the server's field errors.
 */
export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    emitted: {} as ProfileFormEmitted,
    input: {} as ProfileFormInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /update-profile (multipart). */
    saveProfile: providedByApp<SavedProfileAnswer, ProfileUpdate>('saveProfile'),
  },
  actions: {
    keepValue: assign(({ context }, params: { field: ProfileTextField; value: string }) =>
      withFieldEdited(context, params.field, params.value),
    ),
    refuseNonDigitPhone: assign({ problems: ({ context }) => ({ ...context.problems, phone: 'phone.digitsOnly' }) }),
    keepPhoto: assign(({ context }, params: { file: File }) => ({
      photo: params.file,
      ...withFieldCleared(context, 'profile_photo'),
    })),
    refusePhoto: assign(({ context }, params: { file: File }) => ({
      photo: null,
      problems: { ...context.problems, profile_photo: photoProblem(params.file) ?? 'photo.type' },
      failure: withoutFieldError(context.failure, 'profile_photo'),
    })),
    discardPhoto: assign(({ context }) => ({ photo: null, ...withFieldCleared(context, 'profile_photo') })),
    showProblems: assign({
      problems: ({ context }) => ({
        ...problemsOf(context.values, context.rules, context.today),
        // A refused photo is not held: its problem stays until another photo is chosen or the choice discarded.
        ...(context.problems.profile_photo ? { profile_photo: context.problems.profile_photo } : {}),
      }),
    }),
    announceInvalid: emit({ type: 'profile.invalid' as const }),
    clearProblems: assign({ problems: {} }),
    keepSaved: assign((_, answer: SavedProfileAnswer) => ({
      user: answer.data.user,
      values: initialValues(answer.data.user),
      photo: null,
      problems: {},
      failure: null,
    })),
    announceSaved: emit((_, answer: SavedProfileAnswer) => ({
      type: 'profile.saved' as const,
      user: answer.data.user,
      message: answer.message,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: formFailureOf(params.error) })),
    announceFailure: emit(({ context }) => failedEvent('profile.failed', context.failure, hasShownFieldErrors)),
  },
  guards: {
    isNonDigitPhone: ({ context }, params: { field: string; value: string }) =>
      params.field === 'phone' && isRefusedPhoneEdit(context.values.phone, params.value),
    isRefusedPhoto: (_, params: { file: File }) => photoProblem(params.file) !== null,
    hasProblems: ({ context }) =>
      context.problems.profile_photo !== undefined ||
      Object.keys(problemsOf(context.values, context.rules, context.today)).length > 0,
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({
    user: input.user,
    values: initialValues(input.user),
    photo: null,
    rules: profilePhoneRules(input.rules),
    today: input.today,
    problems: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: "The customer edits the form; a field's errors go away as it is edited.",
      on: {
        'profile.field.changed': [
          {
            description: 'Typing or pasting anything but digits into the phone is refused, with an error code.',
            guard: { type: 'isNonDigitPhone', params: ({ event }) => event },
            actions: 'refuseNonDigitPhone',
          },
          { description: 'Keep the value.', actions: { type: 'keepValue', params: ({ event }) => event } },
        ],
        'profile.photo.chosen': [
          {
            description:
              'Another type or a bigger file is refused at once: its problem is shown, the file is not kept.',
            guard: { type: 'isRefusedPhoto', params: ({ event }) => event },
            actions: { type: 'refusePhoto', params: ({ event }) => event },
          },
          {
            description: 'A JPG or PNG of at most 2 MB waits for Save.',
            actions: { type: 'keepPhoto', params: ({ event }) => event },
          },
        ],
        'profile.photo.discarded': { description: 'Keep the current photo.', actions: 'discardPhoto' },
        'profile.submitted': submitTransitions(
          'saving',
          'A required field is empty or a field breaks a rule: say which, send nothing.',
          'Send the profile.',
        ),
      },
      initial: 'idle',
      states: {
        idle: { description: 'Nothing sent yet.' },
        saved: { description: 'The last save was kept; the form shows what the server returned.' },
        failed: { description: 'The last save was refused or not delivered; the typed values are kept.' },
      },
    },
    saving: {
      description: 'Waiting for the server; another submit is ignored and the typed values stay.',
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => toProfileBody(context.values, context.photo),
        onDone: {
          target: 'editing.saved',
          actions: [
            { type: 'keepSaved', params: ({ event }) => event.output },
            { type: 'announceSaved', params: ({ event }) => event.output },
          ],
        },
        onError: failedSubmitTransition(
          'editing.failed',
          'Refused or not delivered: back to the form, values and photo kept.',
        ),
      },
    },
  },
});
