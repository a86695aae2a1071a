import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed/facts';
import { registerCustomer } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';
import { hasGpsBlock, jpegWithGps, picture, pngDeclaring } from './test-images';

/**
 * Every photo a customer uploads (the profile photo, a ticket's attachments) is read whole by the image library
 * before it is kept: a file that is no picture, a picture too large to decode, an SVG or a cut-off file is refused
 * with a 422 that says why; an accepted one is kept without its EXIF (the camera, and where it was taken).
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

interface UploadAnswer {
  status: number;
  errors: Record<string, string[]>;
  url: string | undefined;
}

/** Sent to the server itself: Prism's proxy re-encodes multipart bodies as text, which mangles binary files. */
async function post(path: string, token: string, form: FormData, language = 'en'): Promise<Response> {
  return fetch(`${server.directUrl}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Accept-Language': language },
    body: form,
  });
}

async function uploadProfilePhoto(photo: File, language = 'en'): Promise<UploadAnswer> {
  const customer = await registerCustomer(server);
  const form = new FormData();
  form.append('name', customer.user.name);
  form.append('phone', customer.phone);
  form.append('email', customer.email);
  form.append('profile_photo', photo);
  const response = await post('/update-profile', customer.token, form, language);
  const body = (await response.json()) as {
    errors?: Record<string, string[]>;
    data?: { user: { profile_photo: string } };
  };
  return { status: response.status, errors: body.errors ?? {}, url: body.data?.user.profile_photo };
}

async function openTicketWith(file: File): Promise<UploadAnswer> {
  const token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const form = new FormData();
  form.append('issue_type', '1');
  form.append('message', 'The parcel arrived dented; photo attached.');
  form.append('email', DEMO_CUSTOMER.email);
  form.append('attachments[]', file);
  const response = await post('/support-ticket', token, form);
  const body = (await response.json()) as {
    errors?: Record<string, string[]>;
    data?: { support_ticket: { attachments: { url: string }[] } };
  };
  return { status: response.status, errors: body.errors ?? {}, url: body.data?.support_ticket.attachments[0]?.url };
}

const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string, type: string) => new File([bytes], name, { type });

const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';

/** Cut off at two thirds, as an upload that stopped half-way. */
async function cutOffJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const whole = await picture(200, 150, 'jpeg');
  return new Uint8Array(whole.subarray(0, Math.floor((whole.length * 2) / 3)));
}

const badPhotos: [string, () => Promise<File>, string, string][] = [
  [
    'a text file named .jpg',
    async () => file('just some words, no picture', 'photo.jpg', 'image/jpeg'),
    'The profile photo must be a file of type: jpg, png.',
    'photo.jpg is not a jpg, png or pdf file.',
  ],
  [
    'an SVG with a script',
    async () => file(SCRIPTED_SVG, 'photo.svg', 'image/svg+xml'),
    'The profile photo must be a file of type: jpg, png.',
    'photo.svg is not a jpg, png or pdf file.',
  ],
  [
    'an SVG named .png',
    async () => file('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'photo.png', 'image/png'),
    'The profile photo must be a file of type: jpg, png.',
    'photo.png is not a jpg, png or pdf file.',
  ],
  [
    'a tiny PNG declaring 30000 × 30000 pixels',
    async () => file(new Uint8Array(pngDeclaring(30_000, 30_000)), 'photo.png', 'image/png'),
    'The profile photo must not be larger than 50 megapixels.',
    'photo.png is larger than 50 megapixels.',
  ],
  [
    'a PNG of just over 50 megapixels',
    async () => file(new Uint8Array(pngDeclaring(10_000, 5_001)), 'photo.png', 'image/png'),
    'The profile photo must not be larger than 50 megapixels.',
    'photo.png is larger than 50 megapixels.',
  ],
  [
    'a JPEG cut off before its end',
    async () => file(await cutOffJpeg(), 'photo.jpg', 'image/jpeg'),
    'The profile photo is damaged or incomplete.',
    'photo.jpg is damaged or incomplete.',
  ],
];

describe('a photo that is not a sound JPEG or PNG', () => {
  it.each(badPhotos)('refuses %s as a profile photo, with 422 and why', async (_, make, message) => {
    const answer = await uploadProfilePhoto(await make());
    expect(answer.status).toBe(422);
    expect(answer.errors.profile_photo).toEqual([message]);
  });

  it.each(badPhotos)('refuses %s as a ticket attachment, with 422 and why', async (_, make, _profile, message) => {
    const answer = await openTicketWith(await make());
    expect(answer.status).toBe(422);
    expect(answer.errors.attachments).toEqual([message]);
  });

  it('says why in Arabic to an Arabic caller', async () => {
    const bomb = file(new Uint8Array(pngDeclaring(30_000, 30_000)), 'photo.png', 'image/png');
    const answer = await uploadProfilePhoto(bomb, 'ar');
    expect(answer.status).toBe(422);
    expect(answer.errors.profile_photo).toEqual(['يجب ألا تزيد الصورة الشخصية على 50 ميغابكسل.']);
  });
});

describe('an accepted photo', () => {
  it('is kept as a JPEG without its EXIF: no camera, no place', async () => {
    const sent = await jpegWithGps();
    const before = await sharp(sent).metadata();
    expect(before.exif && hasGpsBlock(before.exif)).toBe(true);

    const answer = await uploadProfilePhoto(file(new Uint8Array(sent), 'beach.jpg', 'image/jpeg'));
    expect(answer.status).toBe(200);
    const served = await fetch(`${server.directUrl}${answer.url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const kept = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(kept.exif).toBeUndefined();
  });

  it('is kept upright: a photo the camera marked as turned is stored turned, without the mark', async () => {
    const sideways = await sharp(await picture(64, 48, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const answer = await uploadProfilePhoto(file(new Uint8Array(sideways), 'portrait.jpg', 'image/jpeg'));
    expect(answer.status).toBe(200);
    const served = await fetch(`${server.directUrl}${answer.url}`);
    const kept = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(kept).toMatchObject({ width: 48, height: 64 });
    expect(kept.orientation).toBeUndefined();
  });

  it('attached to a ticket, is served without its EXIF', async () => {
    const answer = await openTicketWith(file(new Uint8Array(await jpegWithGps()), 'dent.jpg', 'image/jpeg'));
    expect(answer.status).toBe(200);
    const served = await fetch(`${server.directUrl}${answer.url}`);
    const kept = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();
  });

  it('stays a PNG when sent as one', async () => {
    const answer = await uploadProfilePhoto(file(new Uint8Array(await picture(40, 30, 'png')), 'me.png', 'image/png'));
    expect(answer.status).toBe(200);
    expect(answer.url).toMatch(/\.png$/);
    const served = await fetch(`${server.directUrl}${answer.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 40 });
  });
});
