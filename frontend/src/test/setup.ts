import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMantineTheme } from '@/lib/mantine/theme-on-demand';
import { signOutTestFirebaseSessions } from './firebase-auth-fake';

// A screen's first render loads its lazy route chunks, which Vite transforms on first use: on a 2-core machine that
// also runs the stories' Chromium, the home page's first render in a worker once took more than 5 s. A wait ends as
// soon as what it waits for is there: a generous one costs nothing on a quick machine.
configure({ asyncUtilTimeout: 30_000 });

// Screens under test speak English, the source language: the words are the messages as written in the code.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Components under test draw Mantine's components at once, as a page does once its theme has loaded (ADR 33).
await loadMantineTheme();

// Test files share a worker's modules (no isolation, for speed): whatever a test leaves behind is undone here.
afterEach(async () => {
  cleanup();
  await signOutTestFirebaseSessions();
  notifications.clean();
  localStorage.clear();
});

// jsdom lacks the layout APIs Mantine reads.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub;
