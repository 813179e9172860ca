import { HomeHero } from './home-hero';
import { OurServices } from './our-services';
import { PopularCategories } from './popular-categories';
import { PopularDishes } from './popular-dishes';

/** The home page: no testimonial, rating or review count the shop has not got. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <PopularCategories />
      <PopularDishes />
      <OurServices />
    </>
  );
}
