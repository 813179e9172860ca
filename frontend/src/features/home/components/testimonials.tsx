import { Avatar, Box, Container, Group, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import steakOriginal from '../../../assets/dishes/grilled-ribeye-steak.webp';
import steakAvif from '../../../assets/dishes/grilled-ribeye-steak.webp?w=240;320;480&aspect=1:1&format=avif&as=srcset';
import { ArtPicture } from '../../../components/art-picture';
import { SectionHeading } from '../../../components/section-heading';
import classes from './testimonials.module.css';

const steak = { src: steakOriginal, avif: steakAvif };

const GUESTS = [
  { initials: 'AM', color: 'leaf.8' },
  { initials: 'JR', color: 'tomato.8' },
  { initials: 'SK', color: 'orange.9' },
];

export function Testimonials() {
  return (
    <Box
      component="section"
      bg="white"
      py={{ base: 48, md: 96 }}
      aria-labelledby="testimonials-title"
    >
      <Container size="xl">
        <div className={classes.grid}>
          <div className={classes.art}>
            <ArtPicture
              className={classes.plate}
              picture={steak}
              alt="A grilled rib-eye steak"
              sizes="(min-width: 62em) 316px, 204px"
              width={400}
              height={400}
            />
          </div>
          <Stack gap="lg">
            <SectionHeading
              eyebrow="Testimonials"
              title={<span id="testimonials-title">What Our Customers Say About Us</span>}
              align="left"
            />
            <Box component="figure" m={0} mt={-24}>
              <blockquote className={classes.quote}>
                “I had the pleasure of dining at Foodi last night, and I'm still raving about the
                experience! The attention to detail in presentation and service was impeccable.”
              </blockquote>
            </Box>
            <Group gap="lg" wrap="wrap">
              <Avatar.Group spacing="sm">
                {GUESTS.map((guest) => (
                  <Avatar
                    key={guest.initials}
                    color={guest.color}
                    variant="filled"
                    radius="xl"
                    size={48}
                    fz="sm"
                    alt=""
                  >
                    {guest.initials}
                  </Avatar>
                ))}
                <Avatar radius="xl" size={48} fz="sm" color="gray.8" variant="filled">
                  +99
                </Avatar>
              </Avatar.Group>
              <Stack gap={0}>
                <Text fw={600}>Customer Feedback</Text>
                <Group gap={6}>
                  <IconStarFilled
                    size={18}
                    aria-hidden="true"
                    color="var(--mantine-color-yellow-6)"
                  />
                  <Text fw={700} fz="lg">
                    4.9
                  </Text>
                  <Text c="dimmed" size="sm">
                    (18.6k Reviews)
                  </Text>
                </Group>
              </Stack>
            </Group>
          </Stack>
        </div>
      </Container>
    </Box>
  );
}
