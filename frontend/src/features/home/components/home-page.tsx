import { hydrateWhenSeen } from '@/components/hydrate-when-seen';
import { HomeHero } from './home-hero';
import { OurServices } from './our-services';
import { PopularCategories } from './popular-categories';
import { PopularDishes } from './popular-dishes';

// Below the hero, which fills a phone's first screen: each is taken over as the visitor scrolls to it.
const LaterCategories = hydrateWhenSeen(PopularCategories);
const LaterDishes = hydrateWhenSeen(PopularDishes);
const LaterServices = hydrateWhenSeen(OurServices);

/** The home page: no testimonial, rating or review count the shop has not got. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <LaterCategories />
      <LaterDishes />
      <LaterServices />
    </>
  );
}
