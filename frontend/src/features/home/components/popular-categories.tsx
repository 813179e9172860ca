import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import waffle from '../../../assets/dishes/belgian-waffle.webp';
import burger from '../../../assets/dishes/double-smash-burger.webp';
import pizza from '../../../assets/dishes/margherita-pizza.webp';
import cheesecake from '../../../assets/dishes/new-york-cheesecake.webp';
import { SectionHeading } from '../../../components/section-heading';
import classes from './popular-categories.module.css';

interface CategoryCard {
  id: number;
  title: string;
  des: string;
  image: string;
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
            <img className={classes.picture} src={category.image} alt="" width={104} height={104} />
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
