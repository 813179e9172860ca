import { Button, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { MenuItem } from '../../../api/generated/model';
import { UnavailableBadge, UnavailableReason } from '../../../components/dish-unavailable';
import { ButtonLink } from '../../../components/link';
import { dishAvailability } from '../../../lib/dish-availability';
import classes from './popular-dish-card.module.css';

/** A popular dish in the home carousel; Order Now opens the menu on that dish, found by its name. */
export function PopularDishCard({ dish }: { dish: MenuItem }) {
  const availability = dishAvailability(dish);
  const reasonId = useId();
  const orderNow = {
    size: 'compact-md',
    px: 'md',
    'aria-label': `Order Now: ${dish.name}`,
  } as const;

  return (
    <article
      className={classes.card}
      data-unavailable={availability.orderable ? undefined : true}
      aria-label={dish.name}
    >
      <div className={classes.frame}>
        <img
          className={classes.picture}
          src={dish.image}
          alt={dish.name}
          loading="lazy"
          decoding="async"
          width={640}
          height={480}
        />
        {!availability.orderable && (
          <div className={classes.unavailable}>
            <UnavailableBadge availability={availability} />
          </div>
        )}
      </div>
      <div className={classes.body}>
        <Title order={3} fz="lg" lineClamp={1}>
          {dish.name}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {dish.recipe}
        </Text>
        <div className={classes.footer}>
          <Text component="span" className={classes.price}>
            <span className={classes.dollar}>$</span>
            {dish.price.toFixed(2)}
          </Text>
          {availability.orderable ? (
            <ButtonLink to="/menu" search={{ q: dish.name }} {...orderNow}>
              Order Now
            </ButtonLink>
          ) : (
            <>
              <Button disabled aria-describedby={reasonId} {...orderNow}>
                Order Now
              </Button>
              <UnavailableReason availability={availability} id={reasonId} />
            </>
          )}
        </div>
      </div>
    </article>
  );
}
