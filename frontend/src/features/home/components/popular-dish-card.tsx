import { Trans, useLingui } from '@lingui/react/macro';
import { PlainText, PlainTitle } from '@/components/plain/plain-text';
import type { MenuItem } from '@/api/generated/model';
import { DishPicture } from '@/components/dish-picture';
import { PriceParts } from '@/components/price-parts';
import { PlainButtonLink } from '@/components/plain/plain-links';
import classes from './popular-dish-card.module.css';

// A slide of the carousel: one per view below 480 px, two below 600 px, three from there, in a container of 1320 px.
const SLIDE_PICTURE_SIZES =
  '(min-width: 1320px) 408px, (min-width: 600px) calc((100vw - 32px) / 3 - 22px), (min-width: 480px) calc(50vw - 24px), calc(100vw - 32px)';

/**
 * A popular dish in the home carousel, one the kitchen can cook now; Order Now opens the menu on that dish, found by
 * its name.
 */
export function PopularDishCard({ dish }: { dish: MenuItem }) {
  const { t } = useLingui();
  const name = dish.name;
  return (
    <article className={classes.card} aria-label={dish.name}>
      <DishPicture
        className={classes.picture}
        src={dish.image}
        alt={dish.name}
        sizes={SLIDE_PICTURE_SIZES}
        width={640}
        height={480}
      />
      <div className={classes.body}>
        <PlainTitle order={3} fz="lg" lineClamp={1}>
          {dish.name}
        </PlainTitle>
        <PlainText size="sm" c="dimmed" lineClamp={2}>
          {dish.recipe}
        </PlainText>
        <div className={classes.footer}>
          <PlainText component="span" className={classes.price}>
            <PriceParts amount={dish.price} signClassName={classes.currencySign} />
          </PlainText>
          <PlainButtonLink
            to="/menu"
            search={{ q: dish.name }}
            size="compact-md"
            px="md"
            aria-label={t`Order Now: ${name}`}
          >
            <Trans>Order Now</Trans>
          </PlainButtonLink>
        </div>
      </div>
    </article>
  );
}
