import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { profileFormMachine } from '../../src/machines/profile-form/profile-form.machine';
import type { ProfileUpdate, SavedProfileAnswer } from '../../src/machines/profile-form/profile-form.types';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';
import { fileOf, profileUser, refused, savedProfile, TODAY } from './profile-form.fakes';

const events = [
  { type: 'profile.field.changed', field: 'name', value: 'Rana New' },
  { type: 'profile.field.changed', field: 'phone', value: '555-0100' },
  { type: 'profile.field.changed', field: 'date_of_birth', value: '2030-01-01' },
  { type: 'profile.photo.chosen', file: fileOf('me.png', 'image/png') },
  { type: 'profile.photo.chosen', file: fileOf('party.gif', 'image/gif') },
  { type: 'profile.photo.discarded' },
  { type: 'profile.submitted' },
  { type: 'xstate.done.actor.saveProfile', output: savedProfile(profileUser({ name: 'Rana New' })) },
  { type: 'xstate.error.actor.saveProfile', error: refused('Taken.', { email: 'Taken.' }) },
  { type: 'xstate.error.actor.saveProfile', error: new TypeError('Failed to fetch') },
];

describe('profile form machine: generated paths', () => {
  const input = { user: profileUser(), today: TODAY };
  const paths = pathPerState(profileFormMachine, events, input);

  it('reach every state it can rest in', () => {
    expect([...paths.keys()].sort()).toEqual(restingStates(profileFormMachine));
  });

  it('replay against the machine with fake calls, state by state', async () => {
    for (const [leaf, path] of paths) {
      const { actor, settle } = settledByPath();
      const running = createActor(
        profileFormMachine.provide({
          actors: { saveProfile: actor<SavedProfileAnswer, ProfileUpdate>('saveProfile') },
        }),
        { input },
      ).start();
      await replay(running, path, settle, (actual, expected, event) =>
        expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
      );
      running.stop();
    }
  });
});
