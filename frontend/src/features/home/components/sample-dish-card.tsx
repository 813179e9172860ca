import { Box, Text } from '@mantine/core';
import { ArtPicture, type BuiltPicture } from '../../../components/art-picture';
import { StarRating } from '../../../components/star-rating';
import classes from './sample-dish-card.module.css';

export interface SampleDish {
  name: string;
  picture: BuiltPicture;
  /** In dollars, shown with two decimals. */
  price: number;
  rating: number;
}

/** A dish shown off beside the hero: picture, name, its stars and its price. */
export function SampleDishCard({ dish }: { dish: SampleDish }) {
  return (
    <Box className={classes.card}>
      <ArtPicture
        className={classes.picture}
        picture={dish.picture}
        alt={dish.name}
        sizes="(min-width: 48em) 72px, 48px"
        width={72}
        height={72}
      />
      <div>
        <Text fw={600} size="sm" lh={1.3}>
          {dish.name}
        </Text>
        <StarRating value={dish.rating} size={13} />
        <Text className={classes.price} size="sm">
          <span className={classes.dollar}>$</span>
          {dish.price.toFixed(2)}
        </Text>
      </div>
    </Box>
  );
}
