import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconDeviceMobile,
  IconShoppingBag,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import type { Shop } from '@/api/generated/model';
import { useGetShop } from '@/api/generated/shop/shop';
import { SectionHeading } from '@/components/section-heading';

interface Service {
  title: string;
  description: string;
  Icon: Icon;
}

/** What the shop offers, as its settings say now: nothing it does not do (no delivery while delivery is off). */
export function servicesOf(
  shop: Pick<Shop, 'pickup' | 'delivery' | 'tableBooking'> | undefined,
): Service[] {
  return [
    {
      title: 'Online Ordering',
      description: 'Explore the menu, choose a time and pay by card online.',
      Icon: IconDeviceMobile,
    },
    ...(shop?.pickup
      ? [
          {
            title: 'Pickup',
            description: 'Collect your order at the time you chose.',
            Icon: IconShoppingBag,
          },
        ]
      : []),
    ...(shop?.delivery
      ? [
          {
            title: 'Delivery',
            description: 'We bring your order to your door, at the time you chose.',
            Icon: IconTruckDelivery,
          },
        ]
      : []),
    ...(shop?.tableBooking
      ? [
          {
            title: 'Table Booking',
            description: 'Book a table online and get the confirmation by e-mail.',
            Icon: IconCalendarEvent,
          },
        ]
      : []),
  ];
}

export function OurServices() {
  const shop = useGetShop();
  const services = servicesOf(shop.data);
  return (
    <Box component="section" py={{ base: 48, md: 96 }} aria-labelledby="services-title">
      <Container size="xl">
        <SectionHeading
          eyebrow="Our story & services"
          title={<span id="services-title">Our Culinary Journey And Services</span>}
        >
          <Text c="dimmed" maw={560}>
            Rooted in passion, we curate unforgettable dining experiences and offer exceptional
            services, blending culinary artistry with warm hospitality.
          </Text>
        </SectionHeading>
        <SimpleGrid cols={{ base: 1, xs: 2, md: services.length }} spacing="lg">
          {services.map(({ title, description, Icon }) => (
            <Stack
              key={title}
              component="article"
              align="center"
              ta="center"
              gap="xs"
              p="xl"
              bg="white"
              style={{
                borderRadius: '2rem',
                boxShadow: '0 16px 40px -24px rgba(31, 42, 31, 0.35)',
              }}
            >
              <ThemeIcon
                size={64}
                radius="xl"
                variant="light"
                aria-hidden="true"
                color="leaf"
                c="leaf.8"
              >
                <Icon size={32} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg" c="leaf.9">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
