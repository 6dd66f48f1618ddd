/**
 * Makes the sample event photos of the news article on the QAIP seminar (a JPEG gallery).
 * Inputs:  none (each scene is drawn below as SVG).
 * Outputs: public/images/news/qaip-seminar-2026-*.jpg, committed; replace them with real photos
 *          under the same names (and remove the scene here) when the association has them.
 * Steps:   draw each scene (room, stage, screen, people as simple shapes), rasterize it with sharp,
 *          add a little grain and blur so it compresses like a photo, save it as JPEG.
 * Run:     npx tsx scripts/make-sample-photos.ts
 */
import path from 'node:path';
import sharp from 'sharp';

/** Scenes are drawn on a 1200 x 900 canvas and saved at 960 x 720 (4:3, like a camera). */
const WIDTH = 1200;
const HEIGHT = 900;
const OUT_WIDTH = 960;
const OUT_HEIGHT = 720;

/** A deterministic pseudo-random sequence, so the files only change when a scene changes. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const SKIN = ['#8d5524', '#a0673a', '#c68642', '#e0ac69', '#b07a4f'];
const CLOTHES = ['#1e3a8a', '#f8fafc', '#334155', '#7f1d1d', '#0f766e', '#e2e8f0', '#a16207'];

/** A seated or standing person seen from behind or the front: shoulders and a head. */
function person(x: number, y: number, scale: number, next: () => number): string {
  const skin = SKIN[Math.floor(next() * SKIN.length)]!;
  const shirt = CLOTHES[Math.floor(next() * CLOTHES.length)]!;
  const hair = next() > 0.3 ? '#1c1917' : '#44403c';
  return [
    `<rect x="${x - 34 * scale}" y="${y}" width="${68 * scale}" height="${90 * scale}" rx="${26 * scale}" fill="${shirt}"/>`,
    `<circle cx="${x}" cy="${y - 18 * scale}" r="${22 * scale}" fill="${skin}"/>`,
    `<path d="M${x - 22 * scale} ${y - 20 * scale} a${22 * scale} ${22 * scale} 0 0 1 ${44 * scale} 0 z" fill="${hair}"/>`,
  ].join('');
}

/** Rows of seated people, smaller towards the back of the room. */
function audience(rows: number, seed: number, top: number): string {
  const next = random(seed);
  const shapes: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const scale = 0.55 + row * 0.22;
    const y = top + row * 95 * scale;
    for (let x = 40 + next() * 40; x < WIDTH; x += 95 * scale + next() * 20)
      shapes.push(person(x, y, scale, next));
  }
  return shapes.join('');
}

const room = (wall: string, floor: string) =>
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/><rect y="${HEIGHT * 0.62}" width="${WIDTH}" height="${HEIGHT * 0.38}" fill="${floor}"/>`;

const ceilingLights = Array.from(
  { length: 6 },
  (_, i) => `<ellipse cx="${100 + i * 200}" cy="40" rx="60" ry="12" fill="#fffbeb" opacity="0.9"/>`,
).join('');

const banner = (x: number, y: number, w: number, text: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="70" fill="#1e3a8a"/><rect x="${x}" y="${y + 62}" width="${w}" height="8" fill="#f59e0b"/>` +
  `<text x="${x + w / 2}" y="${y + 45}" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">${text}</text>`;

const SCENES: Record<string, string> = {
  // Registration desk in the hotel foyer, a queue of participants.
  registration:
    room('#d6c6a8', '#8b6f4e') +
    ceilingLights +
    banner(250, 110, 700, 'AGIA QAIP SEMINAR · REGISTRATION') +
    `<rect x="150" y="470" width="900" height="140" fill="#f1f5f9"/><rect x="150" y="470" width="900" height="18" fill="#1e3a8a"/>` +
    `<rect x="260" y="440" width="120" height="30" fill="#ffffff"/><rect x="700" y="445" width="160" height="25" fill="#fef3c7"/>` +
    person(330, 360, 1.1, random(3)) +
    person(780, 360, 1.1, random(5)) +
    audience(1, 11, 690),
  // The lecture: a speaker beside a projection screen, rows of participants from behind.
  lecture:
    room('#c9b99b', '#6b4f3a') +
    ceilingLights +
    `<rect x="330" y="90" width="560" height="320" fill="#f8fafc"/><rect x="370" y="130" width="480" height="40" fill="#1e3a8a"/>` +
    `<rect x="370" y="200" width="380" height="16" fill="#94a3b8"/><rect x="370" y="235" width="420" height="16" fill="#94a3b8"/><rect x="370" y="270" width="300" height="16" fill="#94a3b8"/>` +
    `<rect x="940" y="330" width="90" height="150" fill="#78350f"/>` +
    person(985, 250, 1.0, random(7)) +
    audience(4, 21, 470),
  // Workshop: participants around round tables with papers.
  workshop:
    room('#e7dcc6', '#7c5e44') +
    ceilingLights +
    [220, 600, 980]
      .map(
        (x, i) =>
          `<ellipse cx="${x}" cy="640" rx="170" ry="70" fill="#f8fafc"/><rect x="${x - 60}" y="615" width="50" height="34" fill="#ffffff" transform="rotate(-8 ${x} 630)"/><rect x="${x + 20}" y="620" width="50" height="34" fill="#fef9c3"/>` +
          person(x - 120, 520, 1.0, random(30 + i)) +
          person(x, 500, 0.95, random(40 + i)) +
          person(x + 120, 520, 1.0, random(50 + i)),
      )
      .join('') +
    audience(1, 61, 790),
  // Closing: certificate holders standing in a row on the stage under the banner.
  certificates:
    room('#b8a88a', '#5b4636') +
    ceilingLights +
    banner(150, 100, 900, 'QUALITY ASSURANCE AND IMPROVEMENT PROGRAM · 2026') +
    `<rect y="560" width="${WIDTH}" height="60" fill="#3f2d20"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const x = 120 + i * 137;
      return (
        person(x, 330, 1.5, random(70 + i)) +
        `<rect x="${x - 30}" y="380" width="60" height="44" fill="#fffbeb" stroke="#a16207" stroke-width="3"/>`
      );
    }).join(''),
};

/** Grain: a semi-transparent noise layer, as every real photo has. */
async function grain(seed: number): Promise<Buffer> {
  const next = random(seed);
  const pixels = Buffer.alloc(OUT_WIDTH * OUT_HEIGHT * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    const value = Math.floor(next() * 255);
    pixels.set([value, value, value, 10], i);
  }
  return sharp(pixels, { raw: { width: OUT_WIDTH, height: OUT_HEIGHT, channels: 4 } })
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const dir = path.resolve('public/images/news');
  let seed = 1;
  for (const [name, scene] of Object.entries(SCENES)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OUT_WIDTH}" height="${OUT_HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene}</svg>`;
    const file = path.join(dir, `qaip-seminar-2026-${name}.jpg`);
    const drawn = await sharp(Buffer.from(svg)).blur(1.2).png().toBuffer();
    await sharp(drawn)
      .composite([{ input: await grain((seed += 1)), blend: 'over' }])
      .jpeg({ quality: 62, mozjpeg: true })
      .toFile(file);
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  }
}

await main();
