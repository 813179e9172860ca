import { existsSync } from 'node:fs';

// Debian's Chromium, never a downloaded browser build, and the flags of every headless run: the stories, the
// journeys, the budget and Lighthouse.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The journeys and the budget run in Debian's headless shell of the same Chromium (chromium-headless-shell, the build
// Playwright itself runs headless by default): the same Blink and V8 without the full browser's windowing layer, it
// ran the journeys in about a sixth less time. Without it, they run in Chromium. Lighthouse keeps the full browser,
// whose figures are those of a phone's Chrome, and so do the stories: in the shell, two stories of the Manage Items
// table, resized to 360 px by Vitest, still showed its desktop layout, and the whole Vitest run was no faster.
const debianHeadlessShell = '/usr/bin/chromium-headless-shell';
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (process.env.CHROMIUM_PATH || !existsSync(debianHeadlessShell)
    ? chromiumPath
    : debianHeadlessShell);

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
