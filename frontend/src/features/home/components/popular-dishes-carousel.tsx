import '@mantine/carousel/styles.layer.css';

import { useLingui } from '@lingui/react/macro';
import { Carousel } from '@mantine/carousel';
import type { MenuItem } from '@/api/generated/model';
import { PopularDishCard } from './popular-dish-card';
import classes from './popular-dishes-carousel.module.css';

/**
 * Embla measures its transition in its own units rather than milliseconds; 30 takes about 500 ms
 * to settle on the next dish.
 */
const TRANSITION_DURATION = 30;

export default function PopularDishesCarousel({ dishes }: { dishes: MenuItem[] }) {
  const { t } = useLingui();
  const count = dishes.length;
  return (
    <Carousel
      aria-label={t`Popular dishes`}
      classNames={{
        container: classes.container,
        viewport: classes.viewport,
        indicators: classes.indicators,
        indicator: classes.indicator,
        control: classes.control,
      }}
      slideGap={{ base: 'md', sm: 'xl' }}
      emblaOptions={{ loop: true, align: 'start', duration: TRANSITION_DURATION }}
      withIndicators
      controlSize={40}
      controlsOffset="xs"
    >
      {dishes.map((dish, index) => {
        const position = index + 1;
        const name = dish.name;
        return (
          <Carousel.Slide key={dish._id} aria-label={t`${position} of ${count}: ${name}`}>
            <PopularDishCard dish={dish} />
          </Carousel.Slide>
        );
      })}
    </Carousel>
  );
}
