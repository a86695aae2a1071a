/**
 * Writes the seed's media rows into PGlite by a binary COPY: as bind parameters, each photo's bytes travel as
 * hex text that PostgreSQL parses back, several times slower for the seed's photos (docs/decisions/seed-photos.md).
 * On PostgreSQL (DATABASE_URL) the caller inserts as usual.
 */
import type * as schema from '../schema';

type MediaRow = typeof schema.media.$inferInsert;

interface BlobQuery {
  query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/** PostgreSQL's binary COPY counts time in microseconds from 2000-01-01 UTC. */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);

function field(bytes: Uint8Array | null): Buffer[] {
  const length = Buffer.alloc(4);
  length.writeInt32BE(bytes ? bytes.length : -1, 0);
  return bytes ? [length, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)] : [length];
}

function int32(value: number): Uint8Array {
  const out = Buffer.alloc(4);
  out.writeInt32BE(value, 0);
  return out;
}

function timestamp(moment: Date): Uint8Array {
  const out = Buffer.alloc(8);
  out.writeBigInt64BE(BigInt(moment.getTime() - POSTGRES_EPOCH_MS) * 1000n, 0);
  return out;
}

export function binaryCopy(rows: MediaRow[]): Blob {
  const parts: Buffer[] = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  for (const row of rows) {
    const count = Buffer.alloc(2);
    count.writeInt16BE(5, 0);
    parts.push(
      count,
      ...field(Buffer.from(row.path, 'utf8')),
      ...field(Buffer.from(row.contentType, 'utf8')),
      ...field(row.data),
      ...field(row.ownerUserId == null ? null : int32(row.ownerUserId)),
      ...field(timestamp(row.createdAt ?? new Date())),
    );
  }
  const end = Buffer.alloc(2);
  end.writeInt16BE(-1, 0);
  parts.push(end);
  return new Blob([Buffer.concat(parts)]);
}

/**
 * Copies the rows through the transaction's PGlite connection, when `tx` runs on PGlite; false (nothing written)
 * otherwise. Drizzle keeps that connection on the transaction's session, which its types do not show.
 */
export async function copyMediaIntoPglite(tx: unknown, rows: MediaRow[]): Promise<boolean> {
  const client = (tx as { session?: { client?: unknown } }).session?.client as Partial<BlobQuery> | undefined;
  const isPglite = !!client && typeof client.query === 'function' && 'rollback' in client && 'closed' in client;
  if (!isPglite || !client.query) return false;
  await client.query(
    "copy media (path, content_type, data, owner_user_id, created_at) from '/dev/blob' with (format binary)",
    [],
    { blob: binaryCopy(rows) },
  );
  return true;
}
