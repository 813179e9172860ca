import { HomeHero } from './home-hero';
import { OurServices } from './our-services';
import { PopularCategories } from './popular-categories';
import { PopularDishes } from './popular-dishes';
import { Testimonials } from './testimonials';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <PopularCategories />
      <PopularDishes />
      <Testimonials />
      <OurServices />
    </>
  );
}
