import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import type { Db } from '../db/client';
import { media, ticketAttachments } from '../db/schema';
import { fieldError } from '../http/http-error';
import { say } from '../i18n/say';
import { MAX_INPUT_PIXELS } from '../media/image-work';
import { cleanPhoto, type PhotoProblem } from '../media/photo-check';

type TicketAttachment = Schema<'TicketAttachment'>;

const MAX_ATTACHMENTS = 5;
const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

/** The accepted files, recognised by their first bytes (a name or a declared type proves nothing). */
const FILE_KINDS = [
  { ext: 'pdf', names: ['pdf'], contentType: 'application/pdf', photo: null, magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  {
    ext: 'png',
    names: ['png'],
    contentType: 'image/png',
    photo: 'png',
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  { ext: 'jpg', names: ['jpg', 'jpeg'], contentType: 'image/jpeg', photo: 'jpeg', magic: [0xff, 0xd8, 0xff] },
] as const;

const PHOTO_PROBLEMS = {
  type: (name: string) => say('ticket.fileType', { name }),
  pixels: (name: string) => say('ticket.filePixels', { name, megapixels: MAX_INPUT_PIXELS / 1_000_000 }),
  damaged: (name: string) => say('ticket.fileDamaged', { name }),
} satisfies Record<PhotoProblem, (name: string) => string>;

export interface Upload {
  name: string;
  ext: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * The `attachments[]` of a multipart form (a new ticket or a reply): jpg, png or pdf (by content, and named
 * so), at most 2 MB each, at most 5, a photo readable to its end and within the pixel limit; 422 on the first
 * broken rule. `fields` are the form's text parts: an `attachments[]` sent as text instead of a file is refused
 * rather than dropped without a word.
 */
export async function checkAttachments(files: File[], fields: Record<string, unknown>): Promise<Upload[]> {
  if (fields['attachments[]'] !== undefined || fields.attachments !== undefined) {
    throw fieldError('attachments', say('ticket.notAFile'));
  }
  if (files.length > MAX_ATTACHMENTS)
    throw fieldError('attachments', say('ticket.tooManyFiles', { count: MAX_ATTACHMENTS }));
  const uploads: Upload[] = [];
  for (const file of files) {
    // Browsers may send a path ("C:\fakepath\photo.jpg"): keep the file's own name only.
    const name = (file.name.split(/[\\/]/).pop() ?? '').slice(-200) || 'attachment';
    if (file.size > MAX_ATTACHMENT_BYTES) throw fieldError('attachments', say('ticket.fileTooLarge', { name }));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = FILE_KINDS.find((k) => k.magic.every((byte, i) => bytes[i] === byte));
    const nameExt = name.includes('.') ? name.split('.').pop()?.toLowerCase() : undefined;
    if (!kind || !(kind.names as readonly string[]).includes(nameExt ?? '')) {
      throw fieldError('attachments', say('ticket.fileType', { name }));
    }
    // A photo is kept re-encoded, without the location and camera details a phone writes into it.
    const cleaned = kind.photo ? await cleanPhoto(bytes, kind.photo) : { data: bytes };
    if ('problem' in cleaned) throw fieldError('attachments', PHOTO_PROBLEMS[cleaned.problem](name));
    uploads.push({ name, ext: kind.ext, contentType: kind.contentType, bytes: cleaned.data });
  }
  return uploads;
}

export interface AttachmentOwner {
  userId: number;
  ticketId: number;
  /** The reply the files came with; null for the ticket's opening message. */
  messageId: number | null;
}

/**
 * Keeps checked files as media under an unguessable path, listed as the ticket's or one of its messages', and
 * returns them as the thread shows them.
 */
export async function storeAttachments(db: Db, owner: AttachmentOwner, uploads: Upload[]): Promise<TicketAttachment[]> {
  if (uploads.length === 0) return [];
  const stored = uploads.map((upload) => ({
    ...upload,
    path: `/media/tickets/${owner.ticketId}-${randomBytes(8).toString('hex')}.${upload.ext}`,
  }));
  await db.insert(media).values(
    stored.map((file) => ({
      path: file.path,
      contentType: file.contentType,
      data: file.bytes,
      ownerUserId: owner.userId,
    })),
  );
  await db.insert(ticketAttachments).values(
    stored.map((file) => ({
      ticketId: owner.ticketId,
      messageId: owner.messageId,
      name: file.name,
      mediaPath: file.path,
    })),
  );
  return stored.map((file) => ({ name: file.name, url: file.path }));
}

const toAttachment = (row: { name: string; mediaPath: string }): TicketAttachment => ({
  name: row.name,
  url: row.mediaPath,
});

/** The files of a ticket's opening message (not those of its replies), in the order they were sent. */
export async function openingAttachments(db: Db, ticketId: number): Promise<TicketAttachment[]> {
  const rows = await db
    .select({ name: ticketAttachments.name, mediaPath: ticketAttachments.mediaPath })
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.ticketId, ticketId), isNull(ticketAttachments.messageId)))
    .orderBy(asc(ticketAttachments.id));
  return rows.map(toAttachment);
}

/** The files of each of these replies of one ticket, by reply id, in the order they were sent. */
export async function replyAttachments(
  db: Db,
  ticketId: number,
  messageIds: number[],
): Promise<Map<number, TicketAttachment[]>> {
  const byMessage = new Map<number, TicketAttachment[]>(messageIds.map((id) => [id, []]));
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      messageId: ticketAttachments.messageId,
      name: ticketAttachments.name,
      mediaPath: ticketAttachments.mediaPath,
    })
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.ticketId, ticketId), inArray(ticketAttachments.messageId, messageIds)))
    .orderBy(asc(ticketAttachments.id));
  for (const row of rows) {
    if (row.messageId !== null) byMessage.get(row.messageId)?.push(toAttachment(row));
  }
  return byMessage;
}
