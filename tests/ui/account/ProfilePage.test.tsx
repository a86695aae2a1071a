import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { User } from '../../../src/machines/session/session.types';
import ProfilePage from '../../../src/ui/pages/ProfilePage';
import { fakeAccountApi, json, notifications, renderAccountPage } from './account-harness';

const customer: User = {
  id: 41,
  name: 'Rana Profile',
  email: 'rana@example.com',
  phone: '5550100041',
  phone_code: '+1',
  country: 'United States',
  profile_photo: null,
  gender: 'female',
  date_of_birth: '1990-05-14',
  is_verified: true,
};

const MB = 1024 * 1024;
const fileOf = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

const textbox = (name: string) => screen.getByRole('textbox', { name });
const choosePhoto = () => screen.getByRole('button', { name: 'Choose Photo' });
const save = () => screen.getByRole('button', { name: 'Save Changes' });

/** The file dialog's input: it has no role of its own (the button that opens the dialog is found by role). */
function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** jsdom has no object URLs: each preview gets a made-up one, and each release is recorded. */
function fakeObjectUrls() {
  const revoked: string[] = [];
  let next = 0;
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = () => `blob:preview-${++next}`;
  URL.revokeObjectURL = (url: string) => revoked.push(url);
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return revoked;
}

function profileApi(overrides: Record<string, (body: unknown) => unknown> = {}) {
  return fakeAccountApi({
    'GET /profile': () => ({ message: 'Profile', data: { user: customer } }),
    'POST /update-profile': (body) => {
      const sent = body as Record<string, string>;
      const user = {
        ...customer,
        name: sent.name,
        profile_photo: sent.profile_photo ? '/media/users/41-new.png' : null,
      };
      return { message: 'Profile updated successfully', data: { user } };
    },
    ...overrides,
  });
}

async function openProfile(api = profileApi()) {
  const view = renderAccountPage(ProfilePage, { api, user: customer });
  await screen.findByRole('textbox', { name: 'Name' });
  return { ...view, api };
}

describe('My Profile page', () => {
  it('loads the profile into the form, each field with its autocomplete purpose', async () => {
    const { api } = await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'My Profile' })).toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('Rana Profile');
    expect(textbox('Name')).toHaveAttribute('autocomplete', 'name');
    expect(textbox('Phone')).toHaveValue('5550100041');
    expect(textbox('Phone')).toHaveAttribute('autocomplete', 'tel-national');
    expect(textbox('Phone')).toHaveAccessibleDescription('Digits only, 9 to 16.');
    expect(textbox('Email')).toHaveValue('rana@example.com');
    expect(textbox('Email')).toHaveAttribute('autocomplete', 'email');
    const birth = screen.getByLabelText('Date of Birth');
    expect(birth).toHaveValue('1990-05-14');
    expect(birth).toHaveAttribute('autocomplete', 'bday');
    expect(screen.getByRole('button', { name: /Gender/ })).toHaveTextContent('Female');
    expect(choosePhoto()).toHaveAccessibleDescription('JPG or PNG, up to 2 MB.');
    expect(api.calls.filter(({ call }) => call.endsWith('/profile'))).toEqual([{ call: 'GET /profile' }]);
  });

  it('shows a skeleton while loading, and a profile that does not load can be loaded again', async () => {
    let fail = true;
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    const api = profileApi({
      'GET /profile': async () => {
        await firstAnswered;
        return fail ? json(403, { message: 'Forbidden.' }) : { message: 'Profile', data: { user: customer } };
      },
    });
    renderAccountPage(ProfilePage, { api, user: customer });
    expect(await screen.findByText('Loading your profile')).toBeInTheDocument();
    answerFirst();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong while loading this. Please try again.');

    fail = false;
    await act(() => within(alert).getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Rana Profile');
  });

  it('previews a PNG before saving, saves it with the form and shows the new name in the session', async () => {
    const revoked = fakeObjectUrls();
    const { user, api, session } = await openProfile();
    await user.upload(fileInput(), fileOf('me.png', 'image/png'));

    const preview = screen.getByRole('img', { name: 'Preview of me.png' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByText(/It is saved with your other changes\./)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.clear(textbox('Name'));
    await user.type(textbox('Name'), 'Rana Renamed');
    await user.click(save());

    await waitFor(() => expect(within(notifications()).getByText('Profile updated successfully')).toBeInTheDocument());
    expect(api.writes()).toEqual([
      {
        call: 'POST /update-profile',
        body: {
          name: 'Rana Renamed',
          phone: '5550100041',
          email: 'rana@example.com',
          gender: 'female',
          date_of_birth: '1990-05-14',
          profile_photo: 'file',
        },
      },
    ]);
    expect(session.getSnapshot().context.user).toMatchObject({
      name: 'Rana Renamed',
      profile_photo: '/media/users/41-new.png',
    });
    // Saved, the preview gives way to the photo the server kept, and its address is released.
    expect(screen.queryByRole('img', { name: 'Preview of me.png' })).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.getByRole('button', { name: 'Change Photo' })).toBeInTheDocument();
  });

  it('refuses a GIF and a 3 MB file at once with their messages, and sends nothing', async () => {
    fakeObjectUrls();
    const { user, api } = await openProfile();

    await user.upload(fileInput(), fileOf('party.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('The photo must be a JPG or PNG image. Choose another file.');
    expect(choosePhoto()).toHaveAccessibleDescription(
      'JPG or PNG, up to 2 MB. The photo must be a JPG or PNG image. Choose another file.',
    );
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();

    await user.upload(fileInput(), fileOf('big.png', 'image/png', 3 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('The photo is larger than 2 MB. Choose a smaller file.');
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();

    await user.click(save());
    await waitFor(() => expect(choosePhoto()).toHaveFocus());
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Keep Current Photo' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(choosePhoto()).toHaveFocus();
  });

  it('checks the fields before sending: name, phone rules, e-mail and a date of birth before today', async () => {
    const { user, api } = await openProfile();
    await user.clear(textbox('Name'));
    await user.type(textbox('Phone'), 'x');
    expect(textbox('Phone')).toHaveValue('5550100041');
    expect(textbox('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('The phone number may contain digits only.'),
    );
    await user.clear(textbox('Email'));
    await user.type(textbox('Email'), 'rana@');
    await user.clear(screen.getByLabelText('Date of Birth'));
    await user.type(screen.getByLabelText('Date of Birth'), '2999-01-01');
    await user.click(save());

    expect(textbox('Name')).toHaveAccessibleDescription('The name field is required.');
    expect(textbox('Email')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(screen.getByLabelText('Date of Birth')).toHaveAccessibleDescription(
      'The date of birth must be a date before today.',
    );
    await waitFor(() => expect(textbox('Name')).toHaveFocus());
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's field errors under the fields, and its message when it names none", async () => {
    let answer = json(422, {
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'], phone: ['The phone has already been taken.'] },
    });
    const { user } = await openProfile(profileApi({ 'POST /update-profile': () => answer }));
    await user.click(save());

    await waitFor(() => expect(textbox('Email')).toHaveAccessibleDescription('The email has already been taken.'));
    expect(textbox('Phone')).toHaveAccessibleDescription(expect.stringContaining('The phone has already been taken.'));
    await waitFor(() => expect(textbox('Phone')).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Notifications' })?.textContent ?? '').not.toContain('taken');

    answer = json(500, { message: 'Server Error' });
    await user.type(textbox('Email'), 'x');
    await user.click(save());
    await waitFor(() => expect(within(notifications()).getByText('Server Error')).toBeInTheDocument());
    expect(textbox('Email')).toHaveValue('rana@example.comx');
  });
});
