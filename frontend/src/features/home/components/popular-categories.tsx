import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import waffleOriginal from '../../../assets/dishes/belgian-waffle.webp';
import waffleAvif from '../../../assets/dishes/belgian-waffle.webp?w=96;192;288&aspect=1:1&format=avif&as=srcset';
import burgerOriginal from '../../../assets/dishes/double-smash-burger.webp';
import burgerAvif from '../../../assets/dishes/double-smash-burger.webp?w=96;192;288&aspect=1:1&format=avif&as=srcset';
import pizzaOriginal from '../../../assets/dishes/margherita-pizza.webp';
import pizzaAvif from '../../../assets/dishes/margherita-pizza.webp?w=96;192;288&aspect=1:1&format=avif&as=srcset';
import cheesecakeOriginal from '../../../assets/dishes/new-york-cheesecake.webp';
import cheesecakeAvif from '../../../assets/dishes/new-york-cheesecake.webp?w=96;192;288&aspect=1:1&format=avif&as=srcset';
import { ArtPicture, type BuiltPicture } from '../../../components/art-picture';
import { SectionHeading } from '../../../components/section-heading';
import classes from './popular-categories.module.css';

const waffle = { src: waffleOriginal, avif: waffleAvif };
const burger = { src: burgerOriginal, avif: burgerAvif };
const pizza = { src: pizzaOriginal, avif: pizzaAvif };
const cheesecake = { src: cheesecakeOriginal, avif: cheesecakeAvif };

interface CategoryCard {
  id: number;
  title: string;
  des: string;
  image: BuiltPicture;
}

/** SPEC §9: the static category cards and their figures. */
const CATEGORY_CARDS: CategoryCard[] = [
  { id: 1, title: 'Main Dish', des: '(86 dishes)', image: burger },
  { id: 2, title: 'Break Fast', des: '(12 break fast)', image: waffle },
  { id: 3, title: 'Dessert', des: '(48 dessert)', image: cheesecake },
  { id: 4, title: 'Browse All', des: '(255 Items)', image: pizza },
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
          <article key={category.id} className={classes.card} aria-label={category.title}>
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
          </article>
        ))}
      </SimpleGrid>
    </Container>
  );
}
