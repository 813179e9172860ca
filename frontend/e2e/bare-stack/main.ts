import type { DehydratedState } from '@tanstack/react-query';
import { createBrowserHistory } from '@tanstack/react-router';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BARE_STATE_ELEMENT_ID, bareStackPage } from './bare-page';

const root = document.getElementById('root');
const serverState = document.getElementById(BARE_STATE_ELEMENT_ID)?.textContent;
if (!root || !serverState) throw new Error('The bare stack page lacks its markup or its state.');
const { router, element } = bareStackPage(
  createBrowserHistory(),
  JSON.parse(serverState) as DehydratedState,
);
await router.load();
// As the shop hydrates: a transition, which yields to the browser every few milliseconds.
startTransition(() => void hydrateRoot(root, element));
