import { Trans, useLingui } from '@lingui/react/macro';
import { PlainSkeleton } from '@/components/plain/plain-card';
import {
  PlainBox,
  PlainContainer,
  PlainSimpleGrid,
  PlainStack,
} from '@/components/plain/plain-layout';
import { PlainText } from '@/components/plain/plain-text';
import { useIntersection } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { PlainButton } from '@/components/plain/plain-button';
import { SectionHeading } from '@/components/section-heading';
import { ShopServiceFeeNote } from '@/components/service-fee-note';
import { usePopularDishes } from '@/features/home/hooks/use-popular-dishes';
import classes from './popular-dishes.module.css';
import section from './home-section.module.css';
import { withWordsOf } from '@/lib/i18n/catalogues';
import { lazyWithTheme } from '@/lib/mantine/theme-on-demand';

// The carousel, embla and the dishes load only when the visitor scrolls near them: they are far below the fold.
const PopularDishesCarousel = lazyWithTheme(
  withWordsOf('parts', () => import('./popular-dishes-carousel')),
);

function CarouselSkeleton() {
  return (
    <PlainSimpleGrid className={classes.skeletons} aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <PlainStack
          key={index}
          gap="sm"
          className={index === 0 ? undefined : `mantine-visible-from-${index === 1 ? 'xs' : 'sm'}`}
        >
          <PlainSkeleton height={220} radius="xl" />
          <PlainSkeleton height={20} width="60%" />
          <PlainSkeleton height={14} width="90%" />
        </PlainStack>
      ))}
    </PlainSimpleGrid>
  );
}

export function PopularDishes() {
  const { t } = useLingui();
  const { ref, entry } = useIntersection<HTMLElement>({ rootMargin: '300px' });
  const [near, setNear] = useState(false);
  if (!near && entry?.isIntersecting) setNear(true);
  const dishes = usePopularDishes();

  return (
    <section ref={ref} className={section.section} aria-labelledby="popular-dishes-title">
      <PlainContainer>
        <SectionHeading
          eyebrow={t`Special dishes`}
          title={
            <span id="popular-dishes-title">
              <Trans>Standout Dishes From Our Menu</Trans>
            </span>
          }
        />
        {dishes.isError ? (
          <PlainStack align="center" gap="sm" role="alert">
            <PlainText c="dimmed">
              <Trans>Our popular dishes could not be shown just now.</Trans>
            </PlainText>
            <PlainButton variant="light" onClick={() => void dishes.refetch()}>
              <Trans>Retry</Trans>
            </PlainButton>
          </PlainStack>
        ) : dishes.isSuccess && dishes.data.length === 0 ? (
          <PlainText c="dimmed" ta="center">
            <Trans>
              Our chefs are choosing today's favourites. Have a look at the menu meanwhile.
            </Trans>
          </PlainText>
        ) : dishes.isSuccess && near ? (
          <Suspense fallback={<CarouselSkeleton />}>
            <PopularDishesCarousel dishes={dishes.data} />
          </Suspense>
        ) : (
          <CarouselSkeleton />
        )}
        <PlainBox mt="lg" ta="center">
          <ShopServiceFeeNote />
        </PlainBox>
      </PlainContainer>
    </section>
  );
}
