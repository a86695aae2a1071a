import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderFirstScreen } from '../../common/first-screen-drawing';

/** Where `npm run build` puts the storefront's rendering entry (src/render-first-screen.tsx), under the build. */
export const RENDER_DIR = 'render';
const RENDER_ENTRY = join(RENDER_DIR, 'render-first-screen.js');

/**
 * The storefront's rendering entry, from its build: the one way the server runs the storefront's components. Null
 * when the build has none (a build of another shape): pages are then sent without a drawing.
 */
export async function loadFirstScreenRenderer(distDir: string): Promise<RenderFirstScreen | null> {
  const file = join(distDir, RENDER_ENTRY);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: RenderFirstScreen };
  return entry.renderFirstScreen ?? null;
}
