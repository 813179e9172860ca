// Renders public/og-image.jpg, the 1200×630 picture a shared link of the shop shows, from the seed menu's own
// pictures (credited in prisma/seed/ATTRIBUTION.md) in Debian's Chromium: `npm exec -- node frontend/scripts/share-picture.mjs`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const here = import.meta.dirname;
const seedImages = path.join(here, '..', '..', 'prisma', 'seed', 'images');
const output = path.join(here, '..', 'public', 'og-image.jpg');

const dishes = [
  'margherita-pizza',
  'greek-village-salad',
  'tonkotsu-ramen',
  'double-smash-burger',
  'spaghetti-carbonara',
  'new-york-cheesecake',
  'fresh-mint-lemonade',
  'warm-chocolate-brownie',
];

const pictures = await Promise.all(
  dishes.map((slug) => readFile(path.join(seedImages, `${slug}.webp`), 'base64')),
);
const tiles = pictures
  .map((picture) => `<img src="data:image/webp;base64,${picture}" alt="">`)
  .join('');

const page = `<!doctype html>
<style>
  html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
  .dishes { display: grid; grid-template-columns: repeat(4, 300px); grid-template-rows: repeat(2, 315px); }
  .dishes img { width: 300px; height: 315px; object-fit: cover; display: block; }
  .card {
    position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
    padding: 32px 56px; border-radius: 28px; background: rgba(255, 255, 255, 0.94);
    box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25); text-align: center; font-family: 'DejaVu Sans', sans-serif;
  }
  .name { margin: 0; font-size: 96px; font-weight: 700; letter-spacing: -2px; color: #1c9c28; }
  .name span { color: #f54e4e; }
  .lead { margin: 8px 0 0; font-size: 30px; color: #333; white-space: nowrap; }
</style>
<div class="dishes">${tiles}</div>
<div class="card">
  <p class="name">Food<span>i</span></p>
  <p class="lead">Order online, collect at the counter</p>
</div>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await tab.setContent(page, { waitUntil: 'load' });
  await tab.screenshot({ path: output, type: 'jpeg', quality: 82 });
} finally {
  await browser.close();
}
console.log(`Wrote ${output}`);
