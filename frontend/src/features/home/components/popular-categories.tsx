import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import saladOriginal from '../../../assets/dishes/greek-village-salad.webp';
import saladAvif from '../../../assets/dishes/greek-village-salad.webp?w=96;192;288&aspect=1:1&format=avif&as=srcset';
import burgerOriginal from '../../../assets/dishes/double-smash-burger.webp';
import burgerAvif from '../../../assets/dishes/double-smash-burger.webp?w=96;192;288&aspect=1:1&format=avif&as=srcset';
import pizzaOriginal from '../../../assets/dishes/margherita-pizza.webp';
import pizzaAvif from '../../../assets/dishes/margherita-pizza.webp?w=96;192;288&aspect=1:1&format=avif&as=srcset';
import cheesecakeOriginal from '../../../assets/dishes/new-york-cheesecake.webp';
import cheesecakeAvif from '../../../assets/dishes/new-york-cheesecake.webp?w=96;192;288&aspect=1:1&format=avif&as=srcset';
import { ArtPicture, type BuiltPicture } from '../../../components/art-picture';
import { Link } from '@tanstack/react-router';
import { SectionHeading } from '../../../components/section-heading';
import classes from './popular-categories.module.css';

const salad = { src: saladOriginal, avif: saladAvif };
const burger = { src: burgerOriginal, avif: burgerAvif };
const pizza = { src: pizzaOriginal, avif: pizzaAvif };
const cheesecake = { src: cheesecakeOriginal, avif: cheesecakeAvif };

interface CategoryCard {
  title: string;
  des: string;
  /** The menu's tab it opens; none for the whole menu. */
  category?: 'pizza' | 'salad' | 'dessert';
  image: BuiltPicture;
}

/** The menu's own categories, each opening its tab: no figure the shop has not counted. */
const CATEGORY_CARDS: CategoryCard[] = [
  { title: 'Pizza', des: 'From the oven', category: 'pizza', image: pizza },
  { title: 'Salads', des: 'Fresh and light', category: 'salad', image: salad },
  { title: 'Desserts', des: 'To finish', category: 'dessert', image: cheesecake },
  { title: 'Browse All', des: 'The whole menu', image: burger },
];

export function PopularCategories() {
  return (
    <Container
      component="section"
      size="xl"
      py={{ base: 48, md: 80 }}
      aria-labelledby="categories-title"
    >
      <SectionHeading
        eyebrow="Customer favorites"
        title={<span id="categories-title">Popular Categories</span>}
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'xl' }}>
        {CATEGORY_CARDS.map((category) => (
          <Link
            key={category.title}
            to="/menu"
            search={category.category ? { category: category.category } : {}}
            className={classes.card}
          >
            <ArtPicture
              className={classes.picture}
              picture={category.image}
              alt=""
              sizes="(min-width: 48em) 94px, 78px"
              width={104}
              height={104}
            />
            <Title order={3} fz="lg">
              {category.title}
            </Title>
            <Text size="sm" c="dimmed">
              {category.des}
            </Text>
          </Link>
        ))}
      </SimpleGrid>
    </Container>
  );
}
