import { describe, expect, it } from 'vitest';
import { fileOf, profileUser, refused, savedProfile, startProfileForm, TODAY } from './profile-form.fakes';

const MB = 1024 * 1024;

describe('profile form machine', () => {
  it('starts from the loaded customer, absent fields empty, the phone required', () => {
    const form = startProfileForm({ user: profileUser({ gender: 'female', date_of_birth: '1990-05-14' }) });
    expect(form.state()).toEqual({ editing: 'idle' });
    expect(form.context().values).toEqual({
      name: 'Rana Profile',
      phone: '5550100041',
      email: 'rana@example.com',
      gender: 'female',
      date_of_birth: '1990-05-14',
    });
    expect(form.context().rules.phoneRequired).toBe(true);

    const bare = startProfileForm({ user: profileUser({ email: null, phone: null }) });
    expect(bare.context().values).toMatchObject({ phone: '', email: '', gender: '', date_of_birth: '' });
  });

  it('sends the form trimmed, leaving out the optional fields left empty', () => {
    const form = startProfileForm();
    form.type('name', '  Rana New ');
    form.type('email', '  ');
    form.submit();

    expect(form.state()).toBe('saving');
    expect(form.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(form.bodies).toEqual([{ name: 'Rana New', phone: '5550100041' }]);
  });

  it('sends gender, date of birth and the chosen photo', () => {
    const form = startProfileForm();
    const photo = fileOf('me.png', 'image/png');
    form.type('gender', 'other');
    form.type('date_of_birth', '2001-02-03');
    form.choose(photo);
    form.submit();
    expect(form.bodies).toEqual([
      {
        name: 'Rana Profile',
        phone: '5550100041',
        email: 'rana@example.com',
        gender: 'other',
        date_of_birth: '2001-02-03',
        profile_photo: photo,
      },
    ]);
  });

  it('ignores another submit while saving', () => {
    const form = startProfileForm();
    form.submit();
    form.submit();
    expect(form.bodies).toHaveLength(1);
  });

  it('saved, shows what the server kept, drops the chosen photo and emits the user with the message', async () => {
    const kept = profileUser({
      name: 'Rana New',
      email: 'rana.new@example.com',
      profile_photo: '/media/users/41-a.png',
    });
    const form = startProfileForm({}, savedProfile(kept));
    form.type('name', 'Rana New');
    form.type('email', 'Rana.New@Example.com');
    form.choose(fileOf('me.png', 'image/png'));
    form.submit();
    await form.answer();

    expect(form.state()).toEqual({ editing: 'saved' });
    expect(form.context().user).toEqual(kept);
    expect(form.context().values.email).toBe('rana.new@example.com');
    expect(form.context().photo).toBeNull();
    expect(form.emitted).toEqual([{ type: 'profile.saved', user: kept, message: 'Profile updated successfully' }]);

    form.type('name', 'Rana Again');
    form.submit();
    expect(form.bodies).toHaveLength(2);
  });

  it('sends nothing and names each broken field', () => {
    const form = startProfileForm();
    form.type('name', '   ');
    form.type('phone', '');
    form.type('email', 'rana@');
    form.type('date_of_birth', TODAY);
    form.submit();

    expect(form.state()).toEqual({ editing: 'idle' });
    expect(form.bodies).toEqual([]);
    expect(form.context().problems).toEqual({
      name: 'required',
      phone: 'phone.required',
      email: 'email.invalid',
      date_of_birth: 'date.notPast',
    });
    expect(form.emitted).toEqual([{ type: 'profile.invalid' }]);

    form.type('name', 'R');
    expect(form.context().problems.name).toBeUndefined();
    expect(form.context().problems.phone).toBe('phone.required');
  });

  it('takes a date of birth before today only', () => {
    const form = startProfileForm();
    form.type('date_of_birth', '2030-01-01');
    form.submit();
    expect(form.context().problems).toEqual({ date_of_birth: 'date.notPast' });
    form.type('date_of_birth', '2025-02-30');
    form.submit();
    expect(form.context().problems).toEqual({ date_of_birth: 'date.invalid' });
    form.type('date_of_birth', '2025-06-14');
    form.submit();
    expect(form.bodies[0]?.date_of_birth).toBe('2025-06-14');
  });

  it('refuses anything but digits in the phone and checks its length against the settings', () => {
    const form = startProfileForm({ rules: { phoneMinLength: 10, phoneMaxLength: 12 } });
    form.type('phone', '5550100041a');
    expect(form.context().values.phone).toBe('5550100041');
    expect(form.context().problems.phone).toBe('phone.digitsOnly');

    form.type('phone', '555010004');
    form.submit();
    expect(form.context().problems).toEqual({ phone: 'phone.tooShort' });
    form.type('phone', '5550100041234');
    form.submit();
    expect(form.context().problems).toEqual({ phone: 'phone.tooLong' });
    expect(form.bodies).toEqual([]);
  });

  it('refuses a photo of another type or over 2 MB at once, keeping none, and blocks the save until replaced', () => {
    const form = startProfileForm();
    form.choose(fileOf('me.png', 'image/png'));
    form.choose(fileOf('party.gif', 'image/gif'));
    expect(form.context().photo).toBeNull();
    expect(form.context().problems).toEqual({ profile_photo: 'photo.type' });

    form.choose(fileOf('big.png', 'image/png', 3 * MB));
    expect(form.context().problems).toEqual({ profile_photo: 'photo.tooLarge' });
    form.submit();
    expect(form.bodies).toEqual([]);
    expect(form.context().problems).toEqual({ profile_photo: 'photo.tooLarge' });

    const fine = fileOf('me.jpg', 'image/jpeg', 2 * MB);
    form.choose(fine);
    expect(form.context().problems).toEqual({});
    expect(form.context().photo).toBe(fine);
  });

  it('knows a photo by its extension when the browser gives no type', () => {
    const form = startProfileForm();
    form.choose(fileOf('me.JPEG', ''));
    expect(form.context().problems).toEqual({});
    form.choose(fileOf('notes.txt', ''));
    expect(form.context().problems).toEqual({ profile_photo: 'photo.type' });
  });

  it('discarding the photo choice keeps the current photo and lets the form save', () => {
    const form = startProfileForm();
    form.choose(fileOf('party.gif', 'image/gif'));
    form.actor.send({ type: 'profile.photo.discarded' });
    expect(form.context().problems).toEqual({});
    form.submit();
    expect(form.bodies).toEqual([{ name: 'Rana Profile', phone: '5550100041', email: 'rana@example.com' }]);
  });

  it('refused, keeps the values and the photo with the field errors, and drops an error as its field is edited', async () => {
    const error = refused('The email has already been taken.', {
      email: 'The email has already been taken.',
      phone: 'The phone has already been taken.',
    });
    const form = startProfileForm({}, error);
    const photo = fileOf('me.png', 'image/png');
    form.type('email', 'taken@example.com');
    form.choose(photo);
    form.submit();
    await form.answer();

    expect(form.state()).toEqual({ editing: 'failed' });
    expect(form.context().values.email).toBe('taken@example.com');
    expect(form.context().photo).toBe(photo);
    expect(form.context().failure?.fieldErrors).toEqual({
      email: 'The email has already been taken.',
      phone: 'The phone has already been taken.',
    });
    expect(form.emitted).toEqual([
      { type: 'profile.failed', status: 422, message: 'The email has already been taken.', hasFieldErrors: true },
    ]);

    form.type('email', 'free@example.com');
    expect(form.context().failure?.fieldErrors).toEqual({ phone: 'The phone has already been taken.' });
  });

  it('a failure naming no field of the form, or no answer at all, is for the screen to show', async () => {
    const form = startProfileForm(
      {},
      refused('Too many attempts.', { role: 'nope' }),
      new TypeError('Failed to fetch'),
    );
    form.submit();
    await form.answer();
    form.submit();
    await form.answer();
    expect(form.emitted).toEqual([
      { type: 'profile.failed', status: 422, message: 'Too many attempts.', hasFieldErrors: false },
      { type: 'profile.failed', status: 0, message: 'Failed to fetch', hasFieldErrors: false },
    ]);
    expect(form.bodies).toHaveLength(2);
  });
});
