import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Text } from '@mantine/core';
import { useGetShop } from '@/api/generated/shop/shop';
import {
  type HoursLine,
  openingHoursInWords,
  specialDaysInWords,
} from '@/lib/time/opening-hours-in-words';
import { SHOP_CONTACT } from '@/lib/shop';
import { shopDay } from '@/lib/time/shop-time';

/** The week's hours as the shop's settings have them, which the kitchen follows too, and the closures ahead. */
function OpeningHoursList() {
  const { i18n } = useLingui();
  const shop = useGetShop();
  if (shop.isPending) {
    return (
      <Text c="dimmed" role="status">
        <Trans>Loading the opening hours…</Trans>
      </Text>
    );
  }
  if (shop.isError) {
    return (
      <Text>
        <Trans>We could not load our opening hours just now: call us and we will tell you.</Trans>
      </Text>
    );
  }
  const { hours, timeZone } = shop.data;
  const specialDays = specialDaysInWords(hours.specialDays, shopDay(new Date(), timeZone), i18n);
  return (
    <>
      <HoursList lines={openingHoursInWords(hours.weekly, i18n)} />
      {specialDays.length > 0 && (
        <>
          <Text fw={600}>
            <Trans>Closures and special hours</Trans>
          </Text>
          <HoursList lines={specialDays} />
        </>
      )}
    </>
  );
}

/** Lines of hours as a list: "Monday to Friday: 11:30 to 22:00". */
function HoursList({ lines }: { lines: HoursLine[] }) {
  const { t } = useLingui();
  return (
    <List spacing={4}>
      {lines.map(({ days, hours }) => (
        <List.Item key={days}>{t`${days}: ${hours}`}</List.Item>
      ))}
    </List>
  );
}

/** Opening hours as plain text, the address, the phone and the e-mail: how to find and reach the restaurant. */
export function RestaurantDetails() {
  return (
    <>
      <Text fw={600}>
        <Trans>Opening hours</Trans>
      </Text>
      <OpeningHoursList />
      <Text>
        <Text span fw={600}>
          <Trans>Address:</Trans>
        </Text>{' '}
        {SHOP_CONTACT.address}
      </Text>
      <Text>
        <Text span fw={600}>
          <Trans>Phone:</Trans>
        </Text>{' '}
        <Anchor href={`tel:${SHOP_CONTACT.phoneHref}`} c="leaf.9" underline="always">
          {SHOP_CONTACT.phone}
        </Anchor>
      </Text>
      <Text>
        <Text span fw={600}>
          <Trans>E-mail:</Trans>
        </Text>{' '}
        <Anchor href={`mailto:${SHOP_CONTACT.email}`} c="leaf.9" underline="always">
          {SHOP_CONTACT.email}
        </Anchor>
      </Text>
    </>
  );
}
