import sharp from 'sharp';

/** Larger pictures are refused before they are decoded: a decode holds every pixel in memory. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** A decode or encode that takes longer is stopped rather than holding a worker thread. */
export const IMAGE_TIMEOUT_SECONDS = 30;

/** Images worked on at once: libuv's few threads also read files, compress answers and hash passwords. */
const IMAGES_AT_ONCE = 2;

// Every variant is made once and then read from disk, so libvips' own cache would only hold memory.
sharp.cache(false);

/** Runs at most `limit` tasks at once; the others wait their turn, first come first served. */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task, so nobody can take it between the two.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The one queue every sharp task of this process goes through: uploads' checks and variants alike. */
export const imageWork = new WorkQueue(IMAGES_AT_ONCE);
