import { Trans, useLingui } from '@lingui/react/macro';
import { PlainContainer, PlainSimpleGrid } from '@/components/plain/plain-layout';
import { PlainText, PlainTitle } from '@/components/plain/plain-text';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import burgerOriginal from '@/assets/dishes/double-smash-burger.webp';
import burgerAvif from '@/assets/dishes/double-smash-burger.webp?w=96;192;288&aspect=1:1&format=avif&as=srcset';
import { ArtPicture } from '@/components/art-picture';
import { DishPicture } from '@/components/dish-picture';
import { SectionHeading } from '@/components/section-heading';
import { useMenuCategories } from '@/lib/menu/menu-categories';
import { menuInLanguage } from '@/lib/menu/menu-queries';
import { shownCategories } from '@/features/home/lib/featured-dishes';
import { formatDishCount } from '@/lib/menu/dish-count';
import classes from './popular-categories.module.css';
import section from './home-section.module.css';

const burger = { src: burgerOriginal, avif: burgerAvif };
const PICTURE_SIZES = '(min-width: 48em) 94px, 78px';

/** The menu's first categories, each opening its tab with a dish of its own and how many it holds, then the whole menu. */
export function PopularCategories() {
  const { t, i18n } = useLingui();
  const categories = useMenuCategories(i18n.locale).data;
  const menu = useQuery(menuInLanguage(i18n.locale)).data;
  const cards = shownCategories(categories ?? [], menu ?? []);

  return (
    <PlainContainer
      component="section"
      className={section.section}
      aria-labelledby="categories-title"
    >
      <SectionHeading
        eyebrow={t`Customer favorites`}
        title={
          <span id="categories-title">
            <Trans>Popular Categories</Trans>
          </span>
        }
      />
      <PlainSimpleGrid className={classes.categories}>
        {cards.map(({ category, picture }) => (
          <Link
            key={category.key}
            to="/menu"
            search={{ category: category.key }}
            className={classes.card}
          >
            <DishPicture
              className={classes.picture}
              src={picture}
              alt=""
              sizes={PICTURE_SIZES}
              width={104}
              height={104}
            />
            <PlainTitle order={3} fz="lg" lineClamp={2}>
              {category.name}
            </PlainTitle>
            <PlainText size="sm" c="dimmed">
              <DishCount count={category.dishes} />
            </PlainText>
          </Link>
        ))}
        <Link to="/menu" search={{}} className={classes.card}>
          <ArtPicture
            className={classes.picture}
            picture={burger}
            alt=""
            sizes={PICTURE_SIZES}
            width={104}
            height={104}
          />
          <PlainTitle order={3} fz="lg">
            <Trans>Browse All</Trans>
          </PlainTitle>
          <PlainText size="sm" c="dimmed">
            <Trans>The whole menu</Trans>
          </PlainText>
        </Link>
      </PlainSimpleGrid>
    </PlainContainer>
  );
}

function DishCount({ count }: { count: number }) {
  const { i18n } = useLingui();
  return formatDishCount(count, i18n);
}
