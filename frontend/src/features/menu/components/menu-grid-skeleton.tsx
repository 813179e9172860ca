import { useLingui } from '@lingui/react/macro';
import { AspectRatio, Card, Skeleton } from '@mantine/core';
import { DISH_PICTURE_RATIO } from './dish-card';
import { MenuGridLayout } from './menu-grid-layout';

/** One page of the menu is eight dishes. */
const PLACEHOLDER_COUNT = 8;

export function MenuGridSkeleton() {
  const { t } = useLingui();
  return (
    <MenuGridLayout label={t`Loading the menu`} busy>
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
        <Card key={index} padding="md" aria-hidden="true" data-testid="dish-skeleton">
          <Card.Section>
            <AspectRatio ratio={DISH_PICTURE_RATIO}>
              <Skeleton radius={0} />
            </AspectRatio>
          </Card.Section>
          <Skeleton height={20} mt="md" width="70%" />
          <Skeleton height={12} mt="sm" />
          <Skeleton height={12} mt={6} width="85%" />
          <Skeleton height={24} mt="lg" width="35%" />
        </Card>
      ))}
    </MenuGridLayout>
  );
}
