import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '@/components/plain/plain-button';
import { SectionHeading } from '@/components/section-heading';
import { ShopServiceFeeNote } from '@/components/service-fee-note';
import { usePopularDishes } from '@/features/home/hooks/use-popular-dishes';

// The carousel, embla and the dishes load only when the visitor scrolls near them: they are far below the fold.
const PopularDishesCarousel = lazy(() => import('./popular-dishes-carousel'));

function CarouselSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xl" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Stack
          key={index}
          gap="sm"
          visibleFrom={index === 0 ? undefined : index === 1 ? 'xs' : 'sm'}
        >
          <Skeleton height={220} radius="xl" />
          <Skeleton height={20} width="60%" />
          <Skeleton height={14} width="90%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function PopularDishes() {
  const { t } = useLingui();
  const { ref, entry } = useIntersection<HTMLElement>({ rootMargin: '300px' });
  const [near, setNear] = useState(false);
  if (!near && entry?.isIntersecting) setNear(true);
  const dishes = usePopularDishes();

  return (
    <Box
      ref={ref}
      component="section"
      py={{ base: 48, md: 80 }}
      aria-labelledby="popular-dishes-title"
    >
      <Container size="xl">
        <SectionHeading
          eyebrow={t`Special dishes`}
          title={
            <span id="popular-dishes-title">
              <Trans>Standout Dishes From Our Menu</Trans>
            </span>
          }
        />
        {dishes.isError ? (
          <Stack align="center" gap="sm" role="alert">
            <Text c="dimmed">
              <Trans>Our popular dishes could not be shown just now.</Trans>
            </Text>
            <PlainButton variant="light" onClick={() => void dishes.refetch()}>
              <Trans>Retry</Trans>
            </PlainButton>
          </Stack>
        ) : dishes.isSuccess && dishes.data.length === 0 ? (
          <Text c="dimmed" ta="center">
            <Trans>
              Our chefs are choosing today's favourites. Have a look at the menu meanwhile.
            </Trans>
          </Text>
        ) : dishes.isSuccess && near ? (
          <Suspense fallback={<CarouselSkeleton />}>
            <PopularDishesCarousel dishes={dishes.data} />
          </Suspense>
        ) : (
          <CarouselSkeleton />
        )}
        <Box mt="lg" ta="center">
          <ShopServiceFeeNote />
        </Box>
      </Container>
    </Box>
  );
}
