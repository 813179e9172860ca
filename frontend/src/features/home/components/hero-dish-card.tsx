import { PlainText } from '@/components/plain/plain-text';
import { Link } from '@tanstack/react-router';
import type { MenuItem } from '@/api/generated/model';
import { DishPicture } from '@/components/dish-picture';
import { PriceParts } from '@/components/price-parts';
import { formatPrice } from '@/lib/money';
import classes from './hero-dish-card.module.css';

/** A dish of the menu shown off beside the hero: its picture, name and price, opening the menu on it. */
export function HeroDishCard({ dish }: { dish: Pick<MenuItem, 'name' | 'image' | 'price'> }) {
  return (
    <Link
      to="/menu"
      search={{ q: dish.name }}
      className={classes.card}
      aria-label={`${dish.name}, ${formatPrice(dish.price)}`}
    >
      <DishPicture
        className={classes.picture}
        src={dish.image}
        alt=""
        sizes="(min-width: 48em) 72px, 48px"
        width={72}
        height={72}
      />
      <div className={classes.text}>
        <PlainText fw={600} size="sm" lh={1.3} lineClamp={2}>
          {dish.name}
        </PlainText>
        <PlainText className={classes.price} size="sm">
          <PriceParts amount={dish.price} signClassName={classes.currencySign} />
        </PlainText>
      </div>
    </Link>
  );
}
