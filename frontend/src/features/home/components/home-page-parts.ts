import { loadWhenSeen, loadWithThePage } from '@/components/load-when-seen';
import { withWordsOf } from '@/lib/i18n/catalogues';
// The parts' styles come with the page, which the server renders with them: only their code waits to be seen
// (storefront.budget.ts compares their look in the server's page with theirs once taken over).
import './home-section.module.css';
import './our-services.module.css';
import './popular-categories.module.css';
import './popular-dishes.module.css';

// Below the hero, which fills a phone's first screen: each comes, its code, its words and its takeover, as the
// visitor scrolls to it. Apart from the page, so that the route's loader can load them with the page without the
// page's own code.
export const LaterCategories = loadWhenSeen(
  withWordsOf('parts', () =>
    import('./popular-categories').then((module) => module.PopularCategories),
  ),
);
export const LaterDishes = loadWhenSeen(
  withWordsOf('parts', () => import('./popular-dishes').then((module) => module.PopularDishes)),
);
export const LaterServices = loadWhenSeen(
  withWordsOf('parts', () => import('./our-services').then((module) => module.OurServices)),
);

/** The code of the home page's parts below the hero, for its route to load with the page when the browser renders it. */
export const loadHomePagePartsWithThePage = () =>
  loadWithThePage([LaterCategories, LaterDishes, LaterServices]);
