import { useLingui } from '@lingui/react/macro';
import { PlainCard, PlainCardSection, PlainSkeleton } from '@/components/plain/plain-card';
import { PlainAspectRatio } from '@/components/plain/plain-layout';
import { DISH_PICTURE_RATIO } from './dish-card';
import { MenuGridLayout } from './menu-grid-layout';

/** One page of the menu is eight dishes. */
const PLACEHOLDER_COUNT = 8;

export function MenuGridSkeleton() {
  const { t } = useLingui();
  return (
    <MenuGridLayout label={t`Loading the menu`} busy>
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
        <PlainCard key={index} padding="md" aria-hidden="true" data-testid="dish-skeleton">
          <PlainCardSection first>
            <PlainAspectRatio ratio={DISH_PICTURE_RATIO}>
              <PlainSkeleton radius={0} />
            </PlainAspectRatio>
          </PlainCardSection>
          <PlainSkeleton height={20} mt="md" width="70%" />
          <PlainSkeleton height={12} mt="sm" />
          <PlainSkeleton height={12} mt={6} width="85%" />
          <PlainSkeleton height={24} mt="lg" width="35%" />
        </PlainCard>
      ))}
    </MenuGridLayout>
  );
}
