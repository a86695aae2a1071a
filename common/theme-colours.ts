/** The primary palette's shades, as `/master` theme_colors names them. */
export const THEME_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type ThemeShade = (typeof THEME_SHADES)[number];

type Rgb = [number, number, number];

let canvasContext: CanvasRenderingContext2D | null | undefined;

/**
 * An opaque colour as red, green and blue (0–255), or null when it is not one: the browser reads any CSS colour
 * (a canvas normalises it to `#rrggbb`); where there is no canvas (a test's DOM), only `#rgb` and `#rrggbb`.
 */
export function readColour(value: string): Rgb | null {
  if (canvasContext === undefined) {
    canvasContext =
      typeof document === 'undefined' ? null : (document.createElement('canvas').getContext?.('2d') ?? null);
  }
  let hex = value.trim();
  if (canvasContext) {
    // An unreadable value leaves fillStyle as it was: try from two different colours to tell.
    canvasContext.fillStyle = '#000000';
    canvasContext.fillStyle = hex;
    const fromBlack = String(canvasContext.fillStyle);
    canvasContext.fillStyle = '#ffffff';
    canvasContext.fillStyle = hex;
    if (String(canvasContext.fillStyle) !== fromBlack) return null;
    hex = fromBlack;
  }
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  if (short) hex = `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return long ? [parseInt(long[1] ?? '', 16), parseInt(long[2] ?? '', 16), parseInt(long[3] ?? '', 16)] : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
/** WCAG 1.4.3 AA for text. */
const TEXT_CONTRAST = 4.5;

/**
 * The server's palette when the shop can use it: every shade a colour, white text readable on the buttons' shade
 * (700, and 800 and 900 when pressed) and those shades readable as text on white (links, headings). Anything
 * else (a typo, an empty value, a pale brand colour) is null: the shop keeps its own default palette
 * (src/styles.css), rather than showing invisible buttons.
 */
export function usableThemeColours<T extends Record<ThemeShade, string>>(colours: T): T | null {
  const read = THEME_SHADES.map((shade) => readColour(colours[shade] ?? ''));
  if (read.some((colour) => colour === null)) return null;
  const [dark700, dark800, dark900] = [read[7], read[8], read[9]] as [Rgb, Rgb, Rgb];
  return [dark700, dark800, dark900].every((colour) => contrast(colour, WHITE) >= TEXT_CONTRAST) ? colours : null;
}
