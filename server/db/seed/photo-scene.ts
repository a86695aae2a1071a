/**
 * The seed's photos as drawings: objects (photo-objects.ts) standing on a softly lit backdrop, with a soft
 * shadow, a key light and a vignette. No words: banners and ads carry their titles as live text. The drawing is
 * in fixed units (`view`); photo-render.ts rasterises it at the size asked and adds grain.
 */
import { drawObject, type ObjectKind } from './photo-objects';

export interface Placed {
  kind: ObjectKind;
  /** The object's colour (#rrggbb). */
  colour: string;
  /** A second colour for caps, labels and soles. */
  trim: string;
  /** Centre of the object's 1000-unit box, in the scene's units, and its size in them. */
  x: number;
  y: number;
  size: number;
}

export interface Scene {
  /** Scene units; the picture keeps this aspect ratio. */
  view: { width: number; height: number };
  wall: [string, string];
  floor: [string, string];
  /** Where the floor starts, from the top, 0..1. */
  horizon: number;
  objects: Placed[];
  /** A round plate behind the object, as on a shop's logo. */
  plate?: string;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` moved towards `b` by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)];
  const out = x.map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function materials(id: string, colour: string): string {
  const dark = mix(colour, '#000000', 0.45);
  const light = mix(colour, '#ffffff', 0.45);
  return (
    `<linearGradient id="${id}c" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/>` +
    `<stop offset=".28" stop-color="${light}"/><stop offset=".6" stop-color="${colour}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="${id}f" x1="0" y1="0" x2=".3" y2="1"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset=".55" stop-color="${colour}"/><stop offset="1" stop-color="${mix(colour, '#000000', 0.25)}"/></linearGradient>`
  );
}

function placed(object: Placed, index: number): string {
  const id = `o${index}`;
  const scale = object.size / 1000;
  const x = object.x - object.size / 2;
  const y = object.y - object.size / 2;
  const body = drawObject(object.kind, {
    cyl: `${id}c`,
    flat: `${id}f`,
    dark: mix(object.colour, '#000000', 0.5),
    light: mix(object.colour, '#ffffff', 0.55),
    trim: object.trim,
  });
  // Shadows in the box's units: a wide soft one thrown to the right, and a tight contact one.
  const shadows =
    `<ellipse cx="570" cy="805" rx="400" ry="70" fill="url(#shadow)" opacity=".6"/>` +
    `<ellipse cx="500" cy="800" rx="280" ry="24" fill="url(#shadow)"/>`;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">${shadows}${body}</g>`;
}

export function sceneSvg(scene: Scene, pixels: { width: number; height: number }): string {
  const { width: w, height: h } = scene.view;
  const defs =
    // One paper sweep: the wall bends into the floor without a seam.
    `<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.wall[0]}"/>` +
    `<stop offset="${(scene.horizon - 0.08).toFixed(2)}" stop-color="${scene.wall[1]}"/>` +
    `<stop offset="${(scene.horizon + 0.06).toFixed(2)}" stop-color="${scene.floor[0]}"/>` +
    `<stop offset="1" stop-color="${scene.floor[1]}"/></linearGradient>` +
    `<radialGradient id="key" cx=".3" cy=".2" r=".8"><stop offset="0" stop-color="#ffffff" stop-opacity=".55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".32"/></radialGradient>` +
    // Shadows fade by gradient rather than by blur filter, which costs several times the whole drawing.
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity=".45"/><stop offset=".6" stop-color="#000000" stop-opacity=".18"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>` +
    scene.objects.map((o, i) => materials(`o${i}`, o.colour)).join('');
  const plate = scene.plate
    ? `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.42}" fill="${scene.plate}"/>` +
      `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.42}" fill="none" stroke="#000000" stroke-opacity=".12" stroke-width="${w / 80}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sweep)"/>` +
    plate +
    scene.objects.map(placed).join('') +
    `<rect width="${w}" height="${h}" fill="url(#key)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#vignette)"/>` +
    '</svg>'
  );
}
