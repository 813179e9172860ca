import { Anchor, List, Text } from '@mantine/core';
import { SHOP_CONTACT, SHOP_OPENING_HOURS } from '../../../lib/shop';

/** Opening hours as plain text, the address, the phone and the e-mail: how to find and reach the restaurant. */
export function RestaurantDetails() {
  return (
    <>
      <Text fw={600}>Opening hours</Text>
      <List spacing={4}>
        {SHOP_OPENING_HOURS.map(({ days, hours }) => (
          <List.Item key={days}>
            {days}: {hours}
          </List.Item>
        ))}
      </List>
      <Text>
        <Text span fw={600}>
          Address:
        </Text>{' '}
        {SHOP_CONTACT.address}
      </Text>
      <Text>
        <Text span fw={600}>
          Phone:
        </Text>{' '}
        <Anchor href={`tel:${SHOP_CONTACT.phoneHref}`} c="leaf.9" underline="always">
          {SHOP_CONTACT.phone}
        </Anchor>
      </Text>
      <Text>
        <Text span fw={600}>
          E-mail:
        </Text>{' '}
        <Anchor href={`mailto:${SHOP_CONTACT.email}`} c="leaf.9" underline="always">
          {SHOP_CONTACT.email}
        </Anchor>
      </Text>
    </>
  );
}
