import sharp from 'sharp';
import { IMAGE_TIMEOUT_SECONDS, imageWork, MAX_INPUT_PIXELS } from './image-work';

/** The photo formats customers may upload; an SVG is never taken (the shop's SVGs come from the seed only). */
export type PhotoFormat = 'jpeg' | 'png';

/** Why an upload is refused: not the format its first bytes claim, too many pixels, or not readable to the end. */
export type PhotoProblem = 'type' | 'pixels' | 'damaged';

/**
 * Decodes an uploaded JPEG or PNG whole and re-encodes it in the same format, turned upright and without its
 * metadata, so no location or camera details of the sender's are kept or served. The pixel count is read from
 * the header first: a small file declaring a huge picture is refused without being decoded.
 */
export async function cleanPhoto(
  bytes: Uint8Array,
  format: PhotoFormat,
): Promise<{ data: Uint8Array } | { problem: PhotoProblem }> {
  return imageWork.run(async () => {
    // Reading the header decodes nothing, so it may look at any size.
    const header = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (!header) return { problem: 'damaged' };
    if (header.format !== format) return { problem: 'type' };
    if (header.width * header.height > MAX_INPUT_PIXELS) return { problem: 'pixels' };
    try {
      const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
        .autoOrient()
        .timeout({ seconds: IMAGE_TIMEOUT_SECONDS });
      const encoded = format === 'jpeg' ? upright.jpeg({ quality: 90, mozjpeg: true }) : upright.png();
      return { data: new Uint8Array(await encoded.toBuffer()) };
    } catch {
      return { problem: 'damaged' };
    }
  });
}
