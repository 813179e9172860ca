import { loadWhenSeen, loadWithThePage } from '@/components/load-when-seen';
import { withWordsOf } from '@/lib/i18n/catalogues';

// Under the dishes, past a phone's first screen: the page buttons' code, with Mantine's range of pages, and their
// words come as the visitor scrolls to them. Apart from the menu's screen, so that its route's loader can load them
// with the page.
export const LaterPageButtons = loadWhenSeen(
  withWordsOf('parts', () =>
    import('./menu-page-buttons').then((module) => module.MenuPageButtons),
  ),
);

// What stands instead of the dishes when there are none or they could not be had, and the search's chip: most visits
// show neither, and load neither's code.
export const LaterMenuNotice = loadWhenSeen(() =>
  import('./menu-notice').then((module) => module.MenuNotice),
);
export const LaterSearchChip = loadWhenSeen(() =>
  import('./menu-search-chip').then((module) => module.MenuSearchChip),
);

/**
 * The code of the menu's parts below its first screen, and of the search's chip for a search, for its route to load
 * with the page when the browser renders it.
 */
export const loadMenuPagePartsWithThePage = ({ q }: { q?: string }) =>
  loadWithThePage(q ? [LaterPageButtons, LaterSearchChip] : [LaterPageButtons]);
