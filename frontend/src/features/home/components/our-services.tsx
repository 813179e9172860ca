import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChefHat,
  IconDeviceMobile,
  IconGift,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import { SectionHeading } from '../../../components/section-heading';

interface Service {
  title: string;
  description: string;
  Icon: Icon;
}

const SERVICES: Service[] = [
  {
    title: 'Catering',
    description: 'Delight your guests with our flavors and presentation.',
    Icon: IconChefHat,
  },
  {
    title: 'Fast delivery',
    description: 'We deliver your order promptly to your door.',
    Icon: IconTruckDelivery,
  },
  {
    title: 'Online Ordering',
    description: 'Explore the menu and order with ease online.',
    Icon: IconDeviceMobile,
  },
  {
    title: 'Gift Cards',
    description: 'Give the gift of exceptional dining with Foodi gift cards.',
    Icon: IconGift,
  },
];

export function OurServices() {
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
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {SERVICES.map(({ title, description, Icon }) => (
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
