#!/usr/bin/env node
// Regenerates every menu picture in prisma/seed/images/ from dishes.json + art.json.
//
//   npm --prefix prisma/seed/tools ci && node prisma/seed/make-images.mjs [slug ...]
//
// Each picture is a 640x480 WebP: a category-coloured gradient background, a soft
// plate with its shadow, the dish's main Fluent Emoji (3D) in the centre and one or
// two smaller "garnish" emoji in the corners named in art.json. art.json may also
// recolour the main emoji ("tone" or "tint", e.g. a redder pot for tomato soup).
// The output depends only on dishes.json, art.json and the pinned packages in
// tools/, so running it again gives the same files. Optional slug arguments limit
// the run to those dishes.
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const toolsRequire = createRequire(join(here, 'tools', 'package.json'));

let sharp;
let emojiDir;
try {
  sharp = toolsRequire('sharp');
  emojiDir = join(dirname(toolsRequire.resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');
} catch (err) {
  console.error('Missing image dependencies. Install them first:\n  npm --prefix prisma/seed/tools ci');
  console.error(String(err && err.message ? err.message : err));
  process.exit(1);
}

// Keep results identical from one run to the next.
sharp.cache(false);
sharp.concurrency(1);

const W = 640;
const H = 480;
const MAIN = 292; // longest side of the main emoji
const GARNISH = 110; // longest side of a garnish emoji
const CENTER = { x: W / 2, y: 246 };
const PLATE_R = 180;
const WEBP = { quality: 80, effort: 6, smartSubsample: true };

// Background palette per category: centre colour, edge colour, bokeh tint.
const PALETTES = {
  salad: { inner: '#f4fbe4', outer: '#8fc26d', glow: '#ffffff', shade: '#2f5a1c' },
  pizza: { inner: '#ffeac4', outer: '#d95a2b', glow: '#ffd98f', shade: '#6b2412' },
  soup: { inner: '#fff2dc', outer: '#ee9447', glow: '#fff1c7', shade: '#6e3510' },
  dessert: { inner: '#fff7f1', outer: '#f2a3bd', glow: '#ffffff', shade: '#7a2f4a' },
  drinks: { inner: '#eefbfd', outer: '#4fb0c6', glow: '#ffffff', shade: '#124a5a' },
  popular: { inner: '#fff8dc', outer: '#dfa236', glow: '#fff3c4', shade: '#6a4408' },
};

const CORNERS = {
  tl: { x: 44, y: 34 },
  tr: { x: W - 44 - GARNISH, y: 34 },
  bl: { x: 44, y: H - 34 - GARNISH },
  br: { x: W - 44 - GARNISH, y: H - 34 - GARNISH },
};

const dishes = JSON.parse(readFileSync(join(here, 'dishes.json'), 'utf8'));
const art = JSON.parse(readFileSync(join(here, 'art.json'), 'utf8'));
const outDir = join(here, 'images');
mkdirSync(outDir, { recursive: true });

// Deterministic pseudo-random numbers seeded from the slug (for the bokeh dots).
function rng(seed) {
  const h = createHash('sha1').update(seed).digest();
  let s = h.readUInt32LE(0) || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}

function backgroundSvg(slug, p) {
  const rand = rng(slug);
  const fx = 40 + Math.round(rand() * 20); // gradient focus moves a little per dish
  const fy = 32 + Math.round(rand() * 14);
  let dots = '';
  for (let i = 0; i < 7; i++) {
    const r = 18 + Math.round(rand() * 46);
    const x = Math.round(rand() * W);
    const y = Math.round(rand() * H);
    const o = (0.1 + rand() * 0.16).toFixed(2);
    dots += `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.glow}" fill-opacity="${o}"/>`;
  }
  const { x: cx, y: cy } = CENTER;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="45%" r="75%" fx="${fx}%" fy="${fy}%">
      <stop offset="0" stop-color="${p.inner}"/>
      <stop offset="0.55" stop-color="${p.inner}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${p.outer}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="base" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.outer}" stop-opacity="0.75"/>
      <stop offset="1" stop-color="${p.outer}"/>
    </linearGradient>
    <radialGradient id="plate" cx="50%" cy="42%" r="60%">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/>
      <stop offset="0.8" stop-color="#fbf7f0" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#ece4d6" stop-opacity="0.9"/>
    </radialGradient>
    <filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="blur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="9"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#base)"/>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <g filter="url(#blur)">${dots}</g>
  <ellipse cx="${cx + 6}" cy="${cy + 22}" rx="${PLATE_R + 6}" ry="${PLATE_R - 2}" fill="${p.shade}" fill-opacity="0.28" filter="url(#soft)"/>
  <circle cx="${cx}" cy="${cy}" r="${PLATE_R}" fill="url(#plate)"/>
  <circle cx="${cx}" cy="${cy}" r="${PLATE_R - 26}" fill="none" stroke="#e6dccb" stroke-opacity="0.7" stroke-width="2"/>
</svg>`;
}

const emojiCache = new Map();

function emojiFile(cp) {
  const file = join(emojiDir, `${cp}.webp`);
  if (!existsSync(file)) throw new Error(`Fluent emoji asset not found: ${cp}.webp`);
  return file;
}

// Emoji cropped to its visible pixels, scaled so its longest side is `size`.
// `look` may recolour it: tone = sharp modulate() options {hue, saturation, brightness},
// tint = a "#rrggbb" colour for sharp tint() (e.g. to turn a glass of milk into a lassi).
async function emoji(cp, size, look = {}) {
  const key = JSON.stringify([cp, size, look.tone || null, look.tint || null]);
  if (emojiCache.has(key)) return emojiCache.get(key);
  let pipeline = sharp(emojiFile(cp)).ensureAlpha();
  if (look.tone) pipeline = pipeline.modulate(look.tone);
  if (look.tint) pipeline = pipeline.tint(look.tint);
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  let x0 = info.width;
  let y0 = info.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3] > 10) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  if (x1 < 0) throw new Error(`Fluent emoji asset is empty: ${cp}.webp`);
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const scale = size / Math.max(w, h);
  const tw = Math.max(1, Math.round(w * scale));
  const th = Math.max(1, Math.round(h * scale));
  const buf = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .extract({ left: x0, top: y0, width: w, height: h })
    .resize(tw, th, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const result = { buf, width: tw, height: th };
  emojiCache.set(key, result);
  return result;
}

// Blurred, tinted silhouette of an emoji, used as its drop shadow.
async function shadowOf(img, color, opacity, blur) {
  const pad = Math.ceil(blur * 3);
  const { data, info } = await sharp(img.buf).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const out = Buffer.alloc(info.width * info.height * 4);
  for (let i = 0; i < info.width * info.height; i++) {
    out[i * 4] = r;
    out[i * 4 + 1] = g;
    out[i * 4 + 2] = b;
    out[i * 4 + 3] = Math.round(data[i * 4 + 3] * opacity);
  }
  const buf = await sharp(out, { raw: { width: info.width, height: info.height, channels: 4 } })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r, g, b, alpha: 0 } })
    .blur(blur)
    .png()
    .toBuffer();
  return { buf, pad };
}

async function render(dish) {
  const a = art[dish.slug];
  const p = PALETTES[dish.category];
  if (!a) throw new Error(`art.json has no entry for ${dish.slug}`);
  if (!p) throw new Error(`Unknown category ${dish.category} for ${dish.slug}`);
  if (!Array.isArray(a.garnish) || a.garnish.length < 1 || a.garnish.length > 2) {
    throw new Error(`${dish.slug}: art.json needs one or two garnish emoji`);
  }

  const layers = [];
  const main = await emoji(a.main, MAIN, { tone: a.tone, tint: a.tint });
  const mx = Math.round(CENTER.x - main.width / 2);
  const my = Math.round(CENTER.y - main.height / 2);
  const ms = await shadowOf(main, p.shade, 0.35, 10);
  layers.push({ input: ms.buf, left: mx - ms.pad + 6, top: my - ms.pad + 12 });
  layers.push({ input: main.buf, left: mx, top: my });

  const used = new Set();
  for (const g of a.garnish) {
    const corner = CORNERS[g.corner];
    if (!corner) throw new Error(`${dish.slug}: unknown corner "${g.corner}"`);
    if (used.has(g.corner)) throw new Error(`${dish.slug}: two garnishes in corner "${g.corner}"`);
    used.add(g.corner);
    const img = await emoji(g.emoji, GARNISH);
    const gx = Math.round(corner.x + (GARNISH - img.width) / 2);
    const gy = Math.round(corner.y + (GARNISH - img.height) / 2);
    const gs = await shadowOf(img, p.shade, 0.3, 5);
    layers.push({ input: gs.buf, left: gx - gs.pad + 3, top: gy - gs.pad + 6 });
    layers.push({ input: img.buf, left: gx, top: gy });
  }

  const background = await sharp(Buffer.from(backgroundSvg(dish.slug, p)))
    .png()
    .toBuffer();
  const flat = await sharp(background).composite(layers).flatten({ background: p.outer }).png().toBuffer();
  return sharp(flat).webp(WEBP).toBuffer();
}

const only = new Set(process.argv.slice(2));
const selected = only.size ? dishes.filter((d) => only.has(d.slug)) : dishes;
if (only.size && selected.length !== only.size) {
  const known = new Set(dishes.map((d) => d.slug));
  console.error(`Unknown slug(s): ${[...only].filter((s) => !known.has(s)).join(', ')}`);
  process.exit(1);
}
for (const slug of Object.keys(art)) {
  if (!dishes.some((d) => d.slug === slug)) console.warn(`warning: art.json entry "${slug}" matches no dish`);
}

let total = 0;
for (const dish of selected) {
  const buf = await render(dish);
  writeFileSync(join(outDir, dish.image), buf);
  total += buf.length;
  console.log(`${dish.image.padEnd(40)} ${(buf.length / 1024).toFixed(1).padStart(5)} KB`);
}

const wanted = new Set(dishes.map((d) => d.image));
const stale = readdirSync(outDir).filter((f) => !wanted.has(f));
if (stale.length) console.warn(`warning: images/ holds files no dish uses: ${stale.join(', ')}`);
console.log(`Wrote ${selected.length} picture(s), ${(total / 1024).toFixed(1)} KB in total.`);
