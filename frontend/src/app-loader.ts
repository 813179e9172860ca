// The app's code on a server-rendered page, built as `app-loader.js` (scripts/app-loader.ts), a classic script
// that server-rendered pages link instead of the app's modules. The page shows its content without them, so they are
// asked for once the page has loaded what it shows (its HTML, styles, pictures and fonts) and painted it: on a slow
// connection the content comes first. A visitor who taps before the code has come is not ignored: the first tap asks for the code
// at once, the tap is held (so that a form is not sent as a plain page) and made again once the app has taken the
// page over, and what was typed meanwhile is handed to the app. The shop's CSP forbids inline scripts, so this is a
// file: `data-entry` names the app's module and `data-preload` the modules it imports; `data-at-once` asks for them
// at once, on a page where visitors type first; `data-manifest` names the web app manifest, linked with them (Chrome
// fetches a linked manifest and its icon at once). main.tsx announces the takeover with APP_TOOK_OVER.
//
// The page paints with the CSS it needs inlined in its head (`<style data-critical>`); the rest of its stylesheets
// come with the code: `data-later-styles` names them, in parts, to go after it, with the critical rules they could tie
// with again, so that the page's styles decide every tie as the stylesheets do (backend/src/storefront/page-styles.ts).
// Should they not come, the whole stylesheets, linked disabled at the end of the body, are enabled.
import { APP_TOOK_OVER } from './lib/app-took-over';
import { nextTask } from './lib/next-task';
import { tappedElement } from './lib/tapped-element';

const loader = document.currentScript;
const entry = loader?.getAttribute('data-entry');
const preloads = (loader?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
const laterStyles = loader?.getAttribute('data-later-styles');
const manifest = loader?.getAttribute('data-manifest');
/**
 * The framework's chunks (FRAMEWORK_CHUNKS in vite.config.ts), React's first: each is evaluated in a task of its own
 * before the entry's, instead of all in one long task with the rest.
 */
const frameworks = preloads.filter((href) => /\/framework-[\w-]+\.js$/.test(href)).sort();

async function evaluateFrameworks(): Promise<void> {
  for (const href of frameworks) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
}
/** Between two parts of the later styles (LATER_PARTS_SEPARATOR in critical-css.ts). */
const PARTS_SEPARATOR = '\n/*@part*/\n';
let started = false;
/** Clicks and form submissions made before the app had the page, in order. */
const held: (() => void)[] = [];

/**
 * How many modules are asked for in one task. Each `<link>` starts a fetch, which costs the main thread about half a
 * millisecond on a phone: the page's 27 at once made one long task, during which a tap would wait.
 */
const PRELOADS_PER_TASK = 8;

function preload(hrefs: string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (preloads.length > 0) setTimeout(() => preload(preloads.splice(0, PRELOADS_PER_TASK)), 0);
}

function enableWholeStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="stylesheet"][disabled]',
  )) {
    link.disabled = false;
  }
}

/**
 * Puts the later styles after the critical ones, a part per task (the browser parses a style element as it goes in,
 * and the 100-odd KB of a page's later styles, parsed in one task, held a phone's main thread for over 100 ms), each
 * switched off until all are in: the page's style is then worked out once, when they are switched on together. They
 * go last: in Chromium, a sheet with cascade layers coming before another has the whole page's style, fonts and
 * layout worked out again, where a sheet coming last has only the elements its rules name looked at again. Settles
 * once all are in.
 */
async function putLaterStyles(css: string): Promise<void> {
  const critical = document.querySelectorAll('style[data-critical]');
  if (critical.length === 0) {
    enableWholeStyles();
    return;
  }
  const parts: HTMLStyleElement[] = [];
  for (const part of css.split(PARTS_SEPARATOR)) {
    const style = document.createElement('style');
    style.setAttribute('data-later', '');
    style.textContent = part;
    (parts.at(-1) ?? critical[critical.length - 1]).after(style);
    if (style.sheet) style.sheet.disabled = true;
    parts.push(style);
    await nextTask();
  }
  for (const style of parts) if (style.sheet) style.sheet.disabled = false;
  // The page's style is worked out with them now, in a task of its own, rather than in whichever task next asks
  // for it, which might be the app's own long first render.
  void document.documentElement.offsetWidth;
}

/** How long the app's code waits for the later styles before it runs without them. */
const STYLES_WAIT_MS = 3000;

/** Settles once the later styles are in place (or the whole stylesheets enabled), or after STYLES_WAIT_MS. */
function applyStyles(): Promise<void> {
  if (!laterStyles) return Promise.resolve();
  const applied = fetch(laterStyles)
    .then((response) =>
      response.ok ? response.text() : Promise.reject(new Error(`${response.status}`)),
    )
    .then(putLaterStyles, enableWholeStyles);
  return Promise.race([applied, new Promise<void>((done) => setTimeout(done, STYLES_WAIT_MS))]);
}

function linkManifest(href: string): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  document.head.append(link);
}

function start(): void {
  if (started) return;
  started = true;
  if (manifest) linkManifest(manifest);
  if (!entry) return;
  // The entry is fetched at once, with the later styles, and runs once they are in place: the browser works the
  // page's style out with them before the app renders, not in the middle of it. The modules it and the page's
  // routes import follow it, in turns.
  preload([entry, ...preloads.splice(0, PRELOADS_PER_TASK - 1)]);
  void applyStyles()
    .then(evaluateFrameworks)
    // The entry's own import of it says what failed, if anything did.
    .catch(() => undefined)
    .then(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    });
}

const inPage = (node: Node) => document.getElementById('root')?.contains(node) ?? false;

// A link works without the app: the next page comes from the server, rendered. Anything else waits for it.
function holdClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || !inPage(target) || target.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const tapped = tappedElement(target);
  held.push(() => {
    if (tapped?.isConnected) tapped.click();
  });
  start();
}

function holdSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !inPage(form)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(() => {
    if (form.isConnected) form.requestSubmit();
  });
  start();
}

function startOnIntent(event: Event): void {
  if (event.target instanceof Node && inPage(event.target)) start();
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fieldsTypedIn(): Field[] {
  const root = document.getElementById('root');
  if (!root) return [];
  return [...root.querySelectorAll<Field>('input, textarea, select')].filter((field) => {
    if (field instanceof HTMLSelectElement) {
      return [...field.options].some((option) => option.selected !== option.defaultSelected);
    }
    // Ticks and choices come from clicks, which were held; a file's name cannot be set again.
    if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type))
      return false;
    return field.value !== field.defaultValue;
  });
}

// The app's fields are React's: it reads a field's value as it hydrates and then hears only changes from it, so
// the typed value is set again as a change once the field is React's.
function handOver(field: Field): void {
  const typed = field.value;
  const isSelect = field instanceof HTMLSelectElement;
  field.dispatchEvent(new Event('input', { bubbles: true })); // the page hydrates at once to hear it
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
  field.value = isSelect ? typed : field.defaultValue;
  // Past React's own setter on the field, which would note the value as heard.
  nativeValue?.set?.call(field, typed);
  field.dispatchEvent(new Event(isSelect ? 'change' : 'input', { bubbles: true }));
}

document.addEventListener('click', holdClick, true);
document.addEventListener('submit', holdSubmit, true);
for (const type of ['pointerdown', 'keydown', 'focusin', 'input', 'change']) {
  document.addEventListener(type, startOnIntent, { capture: true, passive: true });
}

document.addEventListener(
  APP_TOOK_OVER,
  () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    fieldsTypedIn().forEach(handOver);
    for (const again of held.splice(0)) again();
  },
  { once: true },
);

/**
 * After the paint that follows the load is on the screen. Chromium reports it, as the page's largest contentful paint
 * so far, once that frame has been shown; a task in the frame itself (as the loader once waited) can run before the
 * frame is shown, and the code's requests then share the connection with what the paint still waits for. Where no
 * such report comes (other browsers, or nothing larger painted after the load), two frames and a moment later.
 */
function afterPaint(): void {
  let done = false;
  const reportsPaints =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') ?? false);
  const observer = reportsPaints ? new PerformanceObserver(() => go()) : undefined;
  function go(): void {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(start, 0);
  }
  observer?.observe({ type: 'largest-contentful-paint' });
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, reportsPaints ? 250 : 0)));
}

if (loader?.hasAttribute('data-at-once')) start();
else if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
