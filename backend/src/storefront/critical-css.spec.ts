import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CriticalCss } from './critical-css';

/** The theme's variables as the build writes them (frontend/src/app/theme-css-variables.ts), and a component's rules. */
const STYLESHEET = [
  'html:root{--mantine-scale:1}',
  'html:root[data-mantine-color-scheme=light]{--mantine-color-body:#fff}',
  'html:root[data-mantine-color-scheme=dark]{--mantine-color-body:#242424}',
  '.dish{color:var(--mantine-color-body)}',
  '.dialog{color:red}',
].join('');

const PAGE = `<!doctype html><html data-mantine-color-scheme="light"><head><script src="/app-loader.js" async></script>
<link rel="stylesheet" href="/assets/app-1.css"></head><body><div id="root"><p class="dish">Soup</p></div></body></html>`;

describe('CriticalCss', () => {
  let spa: string;

  beforeAll(async () => {
    spa = await mkdtemp(path.join(tmpdir(), 'critical-css-'));
    await mkdir(path.join(spa, 'assets'));
    await writeFile(path.join(spa, 'assets', 'app-1.css'), STYLESHEET);
  });
  afterAll(() => rm(spa, { recursive: true, force: true }));

  it("inlines the theme's variables for the page's root in the light scheme only, the dark scheme's coming later", async () => {
    const { html, laterStyles } = await new CriticalCss(spa).inline(PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('html:root{--mantine-scale:1}');
    expect(head).toContain('html:root[data-mantine-color-scheme=light]{--mantine-color-body:#fff}');
    expect(head).toContain('.dish{color:var(--mantine-color-body)}');
    expect(head).not.toContain('dark');
    expect(head).not.toContain('.dialog');
    const later = laterStyles!.css.toString();
    expect(later).toContain('html:root[data-mantine-color-scheme=dark]{--mantine-color-body:#242424}');
    expect(later).toContain('.dialog{color:red}');
  });
});
