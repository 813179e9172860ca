import { Trans, useLingui } from '@lingui/react/macro';
import { PlainBox, PlainContainer, PlainGroup, PlainStack } from '@/components/plain/plain-layout';
import { PlainText, PlainTitle } from '@/components/plain/plain-text';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import carbonaraOriginal from '@/assets/dishes/spaghetti-carbonara.webp';
import { ArtPicture } from '@/components/art-picture';
import { PlainBadge } from '@/components/plain/plain-badge';
import { PlainButtonLink } from '@/components/plain/plain-links';
import { ShopServiceFeeNote } from '@/components/service-fee-note';
import { LiveShopStatus } from '@/components/shop-status';
import { HERO_PLATE_AVIF, HERO_PLATE_SIZES } from './hero-plate-sizes';
import { heroDishes } from '@/features/home/lib/featured-dishes';
import { menuInLanguage } from '@/lib/menu/menu-queries';
import { HeroDishCard } from './hero-dish-card';
import classes from './home-hero.module.css';

const carbonara = { src: carbonaraOriginal, avif: HERO_PLATE_AVIF };

export function HomeHero() {
  const { t, i18n } = useLingui();
  // Two dishes of the menu as it is now, with their prices (the server renders the page with the menu).
  const dishes = useQuery({ ...menuInLanguage(i18n.locale), select: heroDishes }).data ?? [];
  return (
    <section className={classes.hero} aria-labelledby="home-hero-title">
      <PlainContainer className={classes.space}>
        <div className={classes.grid}>
          <PlainStack gap="lg" align="flex-start">
            <PlainTitle order={1} className={classes.headline} id="home-hero-title">
              <Trans>
                Dive into Delights Of Delectable <span className={classes.accent}>Food</span>
              </Trans>
            </PlainTitle>
            <PlainText size="lg" c="dimmed" maw={480}>
              <Trans>
                Where each plate weaves a story of culinary mastery and passionate craftsmanship.
              </Trans>
            </PlainText>
            <PlainGroup gap="md">
              <PlainButtonLink
                to="/menu"
                size="lg"
                rightSection={
                  <IconArrowRight size={20} aria-hidden="true" className="mantine-rotate-rtl" />
                }
              >
                <Trans>Order Now</Trans>
              </PlainButtonLink>
              <PlainText size="sm" c="dimmed" maw={200}>
                <Trans>Fresh from our kitchen to your table.</Trans>
              </PlainText>
            </PlainGroup>
            <PlainBox mih={24}>
              <LiveShopStatus />
            </PlainBox>
            <ShopServiceFeeNote />
          </PlainStack>
          <div className={classes.art}>
            <div className={classes.blob}>
              <ArtPicture
                className={classes.plate}
                picture={carbonara}
                alt={t`A plate of spaghetti carbonara`}
                sizes={HERO_PLATE_SIZES}
                width={400}
                height={400}
                priority
              />
            </div>
            {dishes.length > 0 && (
              <>
                <PlainBadge className={classes.tag} size="lg" color="tomato.8" radius="xl">
                  <Trans>Popular</Trans>
                </PlainBadge>
                <div className={classes.samples}>
                  {dishes.map((dish) => (
                    <HeroDishCard key={dish._id} dish={dish} />
                  ))}
                </div>
              </>
            )}
          </div>
        </div>
      </PlainContainer>
    </section>
  );
}
