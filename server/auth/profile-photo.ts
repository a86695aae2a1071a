import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { media } from '../db/schema';
import type { ServerDeps } from '../deps';
import { say } from '../i18n/say';
import { MAX_INPUT_PIXELS } from '../media/image-work';
import { cleanPhoto, type PhotoFormat, type PhotoProblem } from '../media/photo-check';

type Db = ServerDeps['db'];
type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Photo {
  ext: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
  data: Uint8Array;
}

const MAX_BYTES = 2048 * 1024;

const SIGNATURES: (Omit<Photo, 'data'> & { format: PhotoFormat; magic: number[] })[] = [
  { ext: 'png', contentType: 'image/png', format: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'jpg', contentType: 'image/jpeg', format: 'jpeg', magic: [0xff, 0xd8, 0xff] },
];

const PROBLEMS = {
  type: () => say('profile.photoType'),
  pixels: () => say('profile.photoPixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 }),
  damaged: () => say('profile.photoDamaged'),
} satisfies Record<PhotoProblem, () => string>;

/**
 * A JPG or PNG of at most 2 MB, known by its first bytes: the declared type and the file name are the sender's
 * word, so a script named photo.png is refused, and the type served later is the one the bytes show. It is kept
 * re-encoded, without the location and camera details a phone writes into a photo (media/photo-check.ts).
 */
export async function readPhoto(file: File): Promise<Photo | { error: string }> {
  if (file.size > MAX_BYTES) return { error: say('profile.photoSize') };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const found = SIGNATURES.find(({ magic }) => magic.every((byte, i) => bytes[i] === byte));
  if (!found) return { error: say('profile.photoType') };
  const cleaned = await cleanPhoto(bytes, found.format);
  if ('problem' in cleaned) return { error: PROBLEMS[cleaned.problem]() };
  return { ext: found.ext, contentType: found.contentType, data: cleaned.data };
}

/** Stores the photo under a path nobody can guess and returns its URL. */
export async function storePhoto(db: Executor, userId: number, photo: Photo): Promise<string> {
  const path = `/media/users/${userId}-${randomBytes(8).toString('hex')}.${photo.ext}`;
  await db.insert(media).values({ path, contentType: photo.contentType, data: photo.data, ownerUserId: userId });
  return path;
}

/** Removes a replaced photo, only when it is the customer's own file (never a shared or seeded one of others). */
export async function removePhoto(db: Executor, userId: number, path: string | null, keep: string): Promise<void> {
  if (!path || path === keep) return;
  await db.delete(media).where(and(eq(media.path, path), eq(media.ownerUserId, userId), ne(media.path, keep)));
}
