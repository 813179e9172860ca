import { Trans } from '@lingui/react/macro';
import { PlainBox } from '@/components/plain/plain-layout';
import { PlainText, PlainTitle } from '@/components/plain/plain-text';
import burgerOriginal from '@/assets/dishes/double-smash-burger.webp';
import burgerAvif from '@/assets/dishes/double-smash-burger.webp?w=120;240;360&aspect=1:1&format=avif&as=srcset';
import pizzaOriginal from '@/assets/dishes/margherita-pizza.webp';
import pizzaAvif from '@/assets/dishes/margherita-pizza.webp?w=120;240;360&aspect=1:1&format=avif&as=srcset';
import cheesecakeOriginal from '@/assets/dishes/new-york-cheesecake.webp';
import cheesecakeAvif from '@/assets/dishes/new-york-cheesecake.webp?w=120;240;360&aspect=1:1&format=avif&as=srcset';
import { ArtPicture } from '@/components/art-picture';
import { LiveShopStatus } from '@/components/shop-status';
import classes from './menu-heading.module.css';

const PLATES = [
  { src: pizzaOriginal, avif: pizzaAvif },
  { src: burgerOriginal, avif: burgerAvif },
  { src: cheesecakeOriginal, avif: cheesecakeAvif },
];

export function MenuHeading() {
  return (
    <PlainBox className={classes.banner} mb="xl">
      <PlainBox className={classes.intro}>
        <PlainTitle order={1}>
          <Trans>
            For the love of delicious <span className={classes.accent}>food</span>
          </Trans>
        </PlainTitle>
        <PlainText c="dimmed" mt="sm" className={classes.lead}>
          <Trans>
            Every dish is made fresh to order. Pick your favourites and we will take it from there.
          </Trans>
        </PlainText>
        <PlainBox mt="md" mih={24}>
          <LiveShopStatus />
        </PlainBox>
      </PlainBox>
      <PlainBox className={`${classes.plates} mantine-visible-from-lg`} aria-hidden="true">
        {PLATES.map((plate) => (
          <ArtPicture
            key={plate.src}
            className={classes.plate}
            picture={plate}
            alt=""
            sizes="120px"
            width={132}
            height={132}
          />
        ))}
      </PlainBox>
    </PlainBox>
  );
}
