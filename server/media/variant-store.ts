import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_TIMEOUT_SECONDS, imageWork, MAX_INPUT_PIXELS } from './image-work';
import type { VariantRequest } from './variant-request';

type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** The sources variants are made of, and the format a variant keeps when none is asked. */
const RESIZABLE: Record<string, OutputFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** One size of one source in one format. `source` is the SHA-256 of the stored bytes, in hex. */
export interface Variant {
  source: string;
  width: number;
  format: OutputFormat;
}

/**
 * The variant to make for a request, or null when the source is served as stored whatever is asked: an SVG
 * scales by itself, and a PDF is no picture.
 */
export function variantOf(contentType: string, source: string, request: VariantRequest): Variant | null {
  const own = RESIZABLE[contentType];
  return own ? { source, width: request.width, format: request.format ?? own } : null;
}

/** Qualities that keep a photo looking as it did at a fraction of its bytes; a low AVIF effort keeps a make short. */
function encode(image: Sharp, format: OutputFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75 });
    case 'jpeg':
      return image.jpeg({ quality: 78, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
  }
}

/**
 * Variants made once and kept on disk. The file is named by the source's hash, so bytes replaced under the same
 * path are never answered with an old picture, and a variant's file never changes once written.
 */
export class VariantStore {
  /** Variants being read or made now, by file. */
  private readonly making = new Map<string, Promise<Uint8Array | null>>();

  constructor(private readonly dir: string) {}

  /** Where a variant is kept. */
  private fileOf(variant: Variant): string {
    return join(this.dir, variant.source.slice(0, 2), `${variant.source}-${variant.width}.${variant.format}`);
  }

  /**
   * The variant's bytes: read from disk when made before, else made from `readSource` (null: no such source).
   * Requests for one variant at the same time share one read and one make.
   */
  get(variant: Variant, readSource: () => Promise<Uint8Array | null>): Promise<Uint8Array | null> {
    const file = this.fileOf(variant);
    const pending = this.making.get(file);
    if (pending) return pending;
    const answer = this.readOrMake(variant, file, readSource).finally(() => this.making.delete(file));
    this.making.set(file, answer);
    return answer;
  }

  private async readOrMake(
    variant: Variant,
    file: string,
    readSource: () => Promise<Uint8Array | null>,
  ): Promise<Uint8Array | null> {
    const kept = await readFile(file).catch(() => null);
    if (kept) return kept;
    const source = await readSource();
    return source ? this.make(variant, source, file) : null;
  }

  private async make(variant: Variant, source: Uint8Array, file: string): Promise<Uint8Array> {
    const bytes = await imageWork.run(() =>
      encode(
        sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
          .autoOrient()
          .resize({ width: variant.width, withoutEnlargement: true })
          .timeout({ seconds: IMAGE_TIMEOUT_SECONDS }),
        variant.format,
      ).toBuffer(),
    );
    await this.keep(file, bytes);
    return bytes;
  }

  /** Written under another name and renamed, so a reader never sees half a file; a failure only costs a remake. */
  private async keep(file: string, bytes: Uint8Array): Promise<void> {
    const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(partial, bytes);
      await rename(partial, file);
    } catch (error) {
      console.warn(`Could not keep the image variant ${file}:`, (error as Error).message);
      await rm(partial, { force: true });
    }
  }
}
