import path from 'node:path';

// This file sits one level below backend/ both as source (src/) and compiled (dist/).
export const repoRoot = path.resolve(__dirname, '..', '..');
export const contractFile = path.join(repoRoot, 'openapi.yaml');
export const migrationsDir = path.join(repoRoot, 'prisma', 'migrations');
export const seedDir = path.join(repoRoot, 'prisma', 'seed');
/** The backend's message catalogues (its e-mails' words), one folder per language. */
export const localesDir = path.join(repoRoot, 'backend', 'locales');
