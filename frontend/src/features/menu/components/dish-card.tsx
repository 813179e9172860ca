import {
  AspectRatio,
  Badge,
  Card,
  Group,
  Image,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import type { MenuItem } from '../../../api/generated/model';
import { formatPrice } from '../../../lib/money';
import { dishPictureFallback } from './dish-picture-fallback';
import { menuCategoryLook } from './menu-category';

export const DISH_PICTURE_RATIO = 4 / 3;

interface DishCardProps {
  dish: MenuItem;
  /** The dish name's heading level: one below the heading of the list it sits in. */
  headingOrder?: TitleOrder;
}

export function DishCard({ dish, headingOrder = 2 }: DishCardProps) {
  const category = menuCategoryLook[dish.category];

  return (
    <Card component="article" padding="md" shadow="xs" h="100%" aria-label={dish.name}>
      <Card.Section pos="relative">
        <AspectRatio ratio={DISH_PICTURE_RATIO}>
          <Image
            src={dish.image}
            alt={dish.name}
            loading="lazy"
            decoding="async"
            fallbackSrc={dishPictureFallback}
            fit="cover"
          />
        </AspectRatio>
        <Badge color={category.color} pos="absolute" top={12} left={12} radius="sm">
          {category.label}
        </Badge>
      </Card.Section>

      <Title order={headingOrder} fz="lg" mt="md" lineClamp={2}>
        {dish.name}
      </Title>
      <Text size="sm" c="dimmed" mt={4} lineClamp={2}>
        {dish.recipe}
      </Text>
      <Group mt="auto" pt="md" justify="space-between">
        <Text fw={700} fz="xl" c="leaf.9">
          {formatPrice(dish.price)}
        </Text>
      </Group>
    </Card>
  );
}
