import { HomeHero } from './home-hero';
import { LaterCategories, LaterDishes, LaterServices } from './home-page-parts';

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
