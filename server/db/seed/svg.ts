/** Tiny SVG drawing helpers for the seed's images: each image is a few shapes and some text, a few hundred bytes. */
import type { Palette } from './catalog-data';
import { escapeXml, seededRandom } from './util';

const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"';

export function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

export function initials(name: string, max = 2): string {
  const words = name
    .replace(/['’]/g, '')
    .replace(/[^A-Za-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.filter((w) => /^[A-Za-z]/.test(w)).map((w) => w[0]);
  return (letters.length > 0 ? letters : words.map((w) => w[0])).slice(0, max).join('').toUpperCase();
}

/** Splits text into lines of at most `width` characters (a long word stays whole). */
export function wrap(text: string, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  }
  return lines;
}

interface TextOptions {
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
}

/** A block of lines starting at baseline y. */
export function text(x: number, y: number, lines: string[] | string, o: TextOptions): string {
  const list = typeof lines === 'string' ? [lines] : lines;
  const lh = o.lineHeight ?? Math.round(o.size * 1.25);
  const spans = list.map((line, i) => `<tspan x="${x}" y="${y + i * lh}">${escapeXml(line)}</tspan>`).join('');
  return `<text ${FONT} font-size="${o.size}" font-weight="${o.weight ?? 400}" fill="${o.fill}" text-anchor="${o.anchor ?? 'middle'}">${spans}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A left-to-right gradient with id `g`, plus a rectangle filling the image with it. */
export function gradientBackground(width: number, height: number, from: string, to: string): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>${rect(0, 0, width, height, 'url(#g)')}`;
}

/** A product photo stand-in; `n` (1..3) varies the composition. */
export function productImage(name: string, palette: Palette, n: number): string {
  const mark = initials(name);
  const label = text(200, 318, wrap(name, 24, 2), { size: 22, fill: n === 3 ? palette.bg : palette.fg, weight: 600 });
  if (n === 1) {
    return svg(
      400,
      400,
      name,
      rect(0, 0, 400, 400, palette.bg) +
        circle(200, 170, 112, palette.accent, 'opacity=".45"') +
        text(200, 200, mark, { size: 88, fill: palette.fg, weight: 800 }) +
        label,
    );
  }
  if (n === 2) {
    return svg(
      400,
      400,
      `${name}, detail`,
      rect(0, 0, 400, 400, palette.bg) +
        `<path d="M0 260 L400 120 L400 400 L0 400Z" fill="${palette.accent}" opacity=".3"/>` +
        rect(110, 60, 180, 180, '#fff', `rx="28" stroke="${palette.accent}" stroke-width="6"`) +
        text(200, 172, mark, { size: 64, fill: palette.fg, weight: 800 }) +
        label,
    );
  }
  return svg(
    400,
    400,
    `${name}, in use`,
    rect(0, 0, 400, 400, palette.fg) +
      circle(90, 90, 60, palette.accent, 'opacity=".5"') +
      circle(320, 230, 90, palette.accent, 'opacity=".35"') +
      text(200, 200, mark, { size: 96, fill: palette.bg, weight: 800 }) +
      label,
  );
}

/** A square tile with a big initial and the name under it (categories, sub-categories). */
export function tile(name: string, palette: Palette, light = false): string {
  return svg(
    200,
    200,
    name,
    rect(0, 0, 200, 200, light ? '#ffffff' : palette.bg, `rx="24"`) +
      circle(100, 82, 52, palette.accent, `opacity="${light ? '.3' : '.55'}"`) +
      text(100, 104, initials(name), { size: 52, fill: palette.fg, weight: 800 }) +
      text(100, 168, wrap(name, 18, 2), { size: 17, fill: palette.fg, weight: 600, lineHeight: 20 }),
  );
}

/** A round avatar or logo with initials. */
export function badge(name: string, size: number, background: string, foreground: string): string {
  const r = size / 2;
  return svg(
    size,
    size,
    name,
    circle(r, r, r, background) +
      text(r, r + size * 0.13, initials(name), { size: size * 0.38, fill: foreground, weight: 700 }),
  );
}

/** A wide promotional picture: gradient, title, subtitle and a call-to-action pill. */
export function promo(
  width: number,
  height: number,
  title: string,
  subtitle: string,
  palette: Palette,
  cta: string,
): string {
  const big = Math.round(height / 7);
  const lines = wrap(title, Math.floor(width / (big * 0.58)), 2);
  const top = Math.round(height * 0.38);
  return svg(
    width,
    height,
    title,
    gradientBackground(width, height, palette.bg, palette.accent) +
      circle(width - height * 0.35, height * 0.5, height * 0.42, '#ffffff', 'opacity=".25"') +
      text(48, top, lines, { size: big, fill: palette.fg, weight: 800, anchor: 'start' }) +
      text(48, top + lines.length * big * 1.25, subtitle, {
        size: Math.round(big * 0.5),
        fill: palette.fg,
        anchor: 'start',
      }) +
      rect(48, height - 48 - big * 0.9, big * 3.4, big * 0.9, palette.fg, `rx="${big * 0.45}"`) +
      text(48 + big * 1.7, height - 48 - big * 0.28, cta, {
        size: Math.round(big * 0.42),
        fill: '#ffffff',
        weight: 700,
      }),
  );
}

/** A QR-code-like pattern (not scannable): finder squares plus seeded modules, drawn as one path. */
export function qrPattern(title: string, seed: string): string {
  const random = seededRandom(seed);
  const n = 21;
  const finder = (x: number, y: number) => x < 8 && y < 8;
  const inFinder = (x: number, y: number) => finder(x, y) || finder(n - 1 - x, y) || finder(x, n - 1 - y);
  let d = '';
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!inFinder(x, y) && random.chance(0.45)) {
        let run = 1;
        while (x + run < n && !inFinder(x + run, y) && random.chance(0.45)) run++;
        d += `M${x + 2} ${y + 2}h${run}v1h-${run}z`;
        x += run;
      } else x++;
    }
  }
  const eye = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z" fill="#111827" fill-rule="evenodd"/>`;
  return svg(
    160,
    160,
    title,
    `<g transform="scale(6.4)">${rect(0, 0, 25, 25, '#ffffff')}<path d="${d}" fill="#111827"/>${eye(2, 2)}${eye(n - 5, 2)}${eye(2, n - 5)}</g>`,
  );
}
