#!/usr/bin/env node
// Writes the SPA's static carousel file: the "popular" dishes from dishes.json.
//
//   node prisma/seed/write-static-menu.mjs <outputFile>
//
// Output: a pretty-printed JSON array of
//   { "_id": slug, "name", "recipe", "image": "/menu-images/<file>", "category": "popular", "price": dollars }
// No dependencies; works on Node 20 and later.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMAGE_URL_PREFIX = '/menu-images/';

const outArg = process.argv[2];
if (!outArg || process.argv.length > 3) {
  console.error('Usage: node prisma/seed/write-static-menu.mjs <outputFile>');
  process.exit(2);
}

const here = dirname(fileURLToPath(import.meta.url));
const dishes = JSON.parse(readFileSync(join(here, 'dishes.json'), 'utf8'));
if (!Array.isArray(dishes)) throw new Error('dishes.json must hold an array');

const popular = dishes
  .filter((d) => d.category === 'popular')
  .map((d) => {
    if (!Number.isInteger(d.priceCents)) throw new Error(`${d.slug}: priceCents must be an integer`);
    return {
      _id: d.slug,
      name: d.name,
      recipe: d.recipe,
      image: IMAGE_URL_PREFIX + d.image,
      category: 'popular',
      price: d.priceCents / 100,
    };
  });

const outFile = resolve(outArg);
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify(popular, null, 2) + '\n');
console.log(`Wrote ${popular.length} popular dishes to ${outArg}`);
