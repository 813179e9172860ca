import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../../components/link';
import classes from './home-hero.module.css';

export function HomeHero() {
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, sm: 96 }}>
        <Stack gap="lg" maw={620}>
          <Title order={1} className={classes.headline}>
            Dive into Delights Of Delectable <span className={classes.accent}>Food</span>
          </Title>
          <Text size="lg" c="dimmed">
            Where each plate weaves a story of culinary mastery and passionate craftsmanship.
          </Text>
          <div>
            <ButtonLink to="/menu" size="lg">
              Order Now
            </ButtonLink>
          </div>
        </Stack>
      </Container>
    </Box>
  );
}
