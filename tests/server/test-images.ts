import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A small photo-like picture (a gradient with a disc), in the given format. */
export async function picture(width: number, height: number, format: 'jpeg' | 'png'): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g">
      <stop offset="0" stop-color="#f6c"/><stop offset="1" stop-color="#36c"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#fc3"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg))[format]().toBuffer());
}

/** Where the test photo says it was taken, as a phone writes it (degrees, minutes, seconds as rationals). */
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' };

/** A JPEG carrying EXIF: the camera, and the place in its GPS block. */
export async function jpegWithGps(width = 64, height = 48): Promise<Uint8Array> {
  const plain = await picture(width, height, 'jpeg');
  return new Uint8Array(
    await sharp(plain)
      .withExif({ IFD0: { Make: 'Test camera', Model: 'Phone 1' }, IFD3: GPS })
      .jpeg()
      .toBuffer(),
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 PNG of one colour, made without the image library (so synchronously). */
export function tinyPng(red: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.from([0, red, 0, 0]))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A PNG of a few hundred bytes whose header declares `width` × `height` pixels: a decompression bomb. */
export function pngDeclaring(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      // Rows of zeros compress to almost nothing: a few bytes for many megabytes once inflated.
      pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** Whether EXIF `bytes` hold a GPS block (its pointer tag, 0x8825, in either byte order). */
export function hasGpsBlock(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
