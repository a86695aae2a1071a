/** Tiny SVG drawing helpers for the seed's icons and avatars: a few shapes and some text, a few hundred bytes. */
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
