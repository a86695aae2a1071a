import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { profileFormMachine } from '../../src/machines/profile-form/profile-form.machine';
import type {
  ProfileFormInput,
  ProfileTextField,
  ProfileUpdate,
  SavedProfileAnswer,
  User,
} from '../../src/machines/profile-form/profile-form.types';
import { flush } from './auth.fakes';
import { recordEmitted } from './emitted';

/** The day the tests run on, as the app passes it. */
export const TODAY = '2025-06-15';

/** A customer as GET /profile returns them. */
export const profileUser = (overrides: Partial<User> = {}): User => ({
  id: 41,
  name: 'Rana Profile',
  email: 'rana@example.com',
  phone: '5550100041',
  phone_code: '+1',
  country: 'United States',
  profile_photo: null,
  gender: null,
  date_of_birth: null,
  is_verified: true,
  ...overrides,
});

export const savedProfile = (user: User, message = 'Profile updated successfully'): SavedProfileAnswer => ({
  message,
  data: { user },
});

export const refused = (message: string, fieldErrors: Record<string, string> = {}) =>
  new ApiError(422, message, fieldErrors);

/** A file as the browser hands it over: `size` bytes of zeros, typed as the name says. */
export function fileOf(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

type Outcome = SavedProfileAnswer | Error;

/**
 * A profile form whose saves answer with the given outcomes in turn (each when the test calls `answer()`),
 * recording every body sent.
 */
export function startProfileForm(input: Partial<ProfileFormInput> = {}, ...outcomes: Outcome[]) {
  const bodies: ProfileUpdate[] = [];
  const pending: (() => void)[] = [];
  const logic = profileFormMachine.provide({
    actors: {
      saveProfile: fromPromise<SavedProfileAnswer, ProfileUpdate>(
        ({ input: body }) =>
          new Promise((resolve, reject) => {
            bodies.push(body);
            const outcome = outcomes[bodies.length - 1] ?? savedProfile(profileUser());
            pending.push(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
          }),
      ),
    },
  });
  const actor = createActor(logic, { input: { user: profileUser(), today: TODAY, ...input } }).start();
  const emitted = recordEmitted(actor);
  return {
    actor,
    bodies,
    emitted,
    type: (field: ProfileTextField, value: string) => actor.send({ type: 'profile.field.changed', field, value }),
    choose: (file: File) => actor.send({ type: 'profile.photo.chosen', file }),
    submit: () => actor.send({ type: 'profile.submitted' }),
    answer: async () => {
      pending.shift()?.();
      await flush();
    },
    context: () => actor.getSnapshot().context,
    state: () => actor.getSnapshot().value,
  };
}
