/**
 * The seeded style pictures are painted here, procedurally, as SVG (no image is downloaded or
 * shipped): layered hills, water and sky for landscapes; discs, bands and strokes for
 * abstracts. Each picture is 800 × 1000 (four columns by five rows of segments), drawn from a
 * seed so that every database gets the same pictures.
 */
export const PAINTING_WIDTH = 800;
export const PAINTING_HEIGHT = 1000;

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Palette {
  sky: [string, string];
  layers: string[];
  accent: string;
}

const fixed = (value: number) => value.toFixed(1);

function svg(body: string, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAINTING_WIDTH}" height="${PAINTING_HEIGHT}" viewBox="0 0 ${PAINTING_WIDTH} ${PAINTING_HEIGHT}"><defs>${defs}</defs>${body}</svg>`;
}

/** A ridge line across the picture at height `base`, rough by `roughness`. */
function ridge(next: () => number, base: number, roughness: number) {
  const points: string[] = [`0,${PAINTING_HEIGHT}`];
  let y = base;
  for (let x = 0; x <= PAINTING_WIDTH; x += 40) {
    y = Math.min(PAINTING_HEIGHT, Math.max(80, y + (next() - 0.5) * roughness));
    points.push(`${x},${fixed(y)}`);
  }
  points.push(`${PAINTING_WIDTH},${PAINTING_HEIGHT}`);
  return points.join(' ');
}

/** Soft dabs of paint over an area, the brush texture of the pictures. */
function strokes(next: () => number, count: number, colour: string, top: number) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = next() * PAINTING_WIDTH;
    const y = top + next() * (PAINTING_HEIGHT - top);
    const rotate = fixed(next() * 180);
    out += `<ellipse cx="${fixed(x)}" cy="${fixed(y)}" rx="${fixed(10 + next() * 40)}" ry="${fixed(3 + next() * 8)}" transform="rotate(${rotate} ${fixed(x)} ${fixed(y)})" fill="${colour}" opacity="${(0.15 + next() * 0.25).toFixed(2)}"/>`;
  }
  return out;
}

export function landscape(seed: number, palette: Palette, roughness = 120): string {
  const next = random(seed);
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>`;
  let body = `<rect width="${PAINTING_WIDTH}" height="${PAINTING_HEIGHT}" fill="url(#sky)"/>`;
  body += `<circle cx="${fixed(150 + next() * 500)}" cy="${fixed(140 + next() * 160)}" r="${fixed(50 + next() * 40)}" fill="${palette.accent}" opacity="0.9"/>`;
  palette.layers.forEach((colour, index) => {
    const base = 380 + index * (560 / palette.layers.length);
    body += `<polygon points="${ridge(next, base, roughness)}" fill="${colour}"/>`;
    body += strokes(next, 40, '#ffffff', base);
  });
  return svg(body, defs);
}

export function abstract(seed: number, palette: Palette, kind: 'discs' | 'bands'): string {
  const next = random(seed);
  let body = `<rect width="${PAINTING_WIDTH}" height="${PAINTING_HEIGHT}" fill="${palette.sky[0]}"/>`;
  for (let i = 0; i < 14; i += 1) {
    const colour = palette.layers[i % palette.layers.length];
    if (kind === 'discs') {
      body += `<circle cx="${fixed(next() * PAINTING_WIDTH)}" cy="${fixed(next() * PAINTING_HEIGHT)}" r="${fixed(40 + next() * 180)}" fill="${colour}" opacity="${(0.5 + next() * 0.4).toFixed(2)}"/>`;
    } else {
      const y = (i / 14) * PAINTING_HEIGHT;
      body += `<path d="M0 ${fixed(y)} C ${fixed(next() * 400)} ${fixed(y - 80)}, ${fixed(400 + next() * 400)} ${fixed(y + 120)}, ${PAINTING_WIDTH} ${fixed(y + next() * 60)} L ${PAINTING_WIDTH} ${fixed(y + 90)} L 0 ${fixed(y + 90)} Z" fill="${colour}" opacity="0.85"/>`;
    }
  }
  body += strokes(next, 120, palette.accent, 0);
  body += strokes(next, 80, palette.sky[1], 0);
  return svg(body);
}
