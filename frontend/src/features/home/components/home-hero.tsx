import { Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import saladOriginal from '../../../assets/dishes/greek-village-salad.webp';
import saladAvif from '../../../assets/dishes/greek-village-salad.webp?w=96;144;216&aspect=1:1&format=avif&as=srcset';
import carbonaraOriginal from '../../../assets/dishes/spaghetti-carbonara.webp';
import noodlesOriginal from '../../../assets/dishes/tonkotsu-ramen.webp';
import noodlesAvif from '../../../assets/dishes/tonkotsu-ramen.webp?w=96;144;216&aspect=1:1&format=avif&as=srcset';
import { ArtPicture } from '../../../components/art-picture';
import { ButtonLink } from '../../../components/link';
import { LiveShopStatus } from '../../../components/shop-status';
import { HERO_PLATE_AVIF, HERO_PLATE_SIZES } from './hero-plate-sizes';
import { type SampleDish, SampleDishCard } from './sample-dish-card';
import classes from './home-hero.module.css';

const salad = { src: saladOriginal, avif: saladAvif };
const carbonara = { src: carbonaraOriginal, avif: HERO_PLATE_AVIF };
const noodles = { src: noodlesOriginal, avif: noodlesAvif };

/** SPEC §2 and §9: the two dishes beside the hero and their prices. */
export const SAMPLE_DISHES: SampleDish[] = [
  { name: 'Spicy noodles', picture: noodles, price: 18, rating: 4.5 },
  { name: 'Salad', picture: salad, price: 23, rating: 5 },
];

export function HomeHero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-hero-title">
      <Container size="xl" py={{ base: 32, md: 72 }}>
        <div className={classes.grid}>
          <Stack gap="lg" align="flex-start">
            <Title order={1} className={classes.headline} id="home-hero-title">
              Dive into Delights Of Delectable <span className={classes.accent}>Food</span>
            </Title>
            <Text size="lg" c="dimmed" maw={480}>
              Where each plate weaves a story of culinary mastery and passionate craftsmanship.
            </Text>
            <Group gap="md">
              <ButtonLink
                to="/menu"
                size="lg"
                rightSection={<IconArrowRight size={20} aria-hidden="true" />}
              >
                Order Now
              </ButtonLink>
              <Text size="sm" c="dimmed" maw={200}>
                Fresh from our kitchen to your table.
              </Text>
            </Group>
            <Box mih={24}>
              <LiveShopStatus />
            </Box>
          </Stack>
          <div className={classes.art}>
            <div className={classes.blob}>
              <ArtPicture
                className={classes.plate}
                picture={carbonara}
                alt="A plate of spaghetti carbonara"
                sizes={HERO_PLATE_SIZES}
                width={400}
                height={400}
                priority
              />
            </div>
            <Badge className={classes.tag} size="lg" color="tomato.8" radius="xl">
              Hot today
            </Badge>
            <div className={classes.samples}>
              {SAMPLE_DISHES.map((dish) => (
                <SampleDishCard key={dish.name} dish={dish} />
              ))}
            </div>
          </div>
        </div>
      </Container>
    </Box>
  );
}
