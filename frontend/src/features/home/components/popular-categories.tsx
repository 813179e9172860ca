import { Trans, useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Text, Title } from '@mantine/core';
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

const burger = { src: burgerOriginal, avif: burgerAvif };
const PICTURE_SIZES = '(min-width: 48em) 94px, 78px';

/** The menu's first categories, each opening its tab with a dish of its own and how many it holds, then the whole menu. */
export function PopularCategories() {
  const { t, i18n } = useLingui();
  const categories = useMenuCategories(i18n.locale).data;
  const menu = useQuery(menuInLanguage(i18n.locale)).data;
  const cards = shownCategories(categories ?? [], menu ?? []);

  return (
    <Container
      component="section"
      size="xl"
      py={{ base: 48, md: 80 }}
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
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'xl' }}>
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
            <Title order={3} fz="lg" lineClamp={2}>
              {category.name}
            </Title>
            <Text size="sm" c="dimmed">
              <DishCount count={category.dishes} />
            </Text>
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
          <Title order={3} fz="lg">
            <Trans>Browse All</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>The whole menu</Trans>
          </Text>
        </Link>
      </SimpleGrid>
    </Container>
  );
}

function DishCount({ count }: { count: number }) {
  const { i18n } = useLingui();
  return formatDishCount(count, i18n);
}
