import {
  AspectRatio,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  type TextProps,
  Title,
} from '@mantine/core';
import { describe, it } from 'vitest';
import { PlainCard, PlainCardSection, PlainSkeleton } from './plain-card';
import {
  PlainAspectRatio,
  PlainCenter,
  PlainContainer,
  PlainGroup,
  PlainStack,
} from './plain-layout';
import { PlainLoader } from './plain-loader';
import { PlainText, type PlainTextProps, PlainTitle, type PlainTitleProps } from './plain-text';
import { same } from '@/test/same-markup';

// Mantine's Text types each `component` apart; the props are the same for each.
const sameText = (props: PlainTextProps) =>
  same(<PlainText {...props} />, <Text {...(props as TextProps)} />);
const sameTitle = (props: PlainTitleProps) => same(<PlainTitle {...props} />, <Title {...props} />);

describe('the plain text and layout are the markup of the Mantine components they stand for', () => {
  it('Text, with the sizes, colours and style props the storefront gives it', () => {
    sameText({ children: 'Plain' });
    sameText({ size: 'xs', fw: 600, c: 'leaf.9', mt: 4, children: 'Vegan' });
    sameText({ size: 'sm', c: 'dimmed', lineClamp: 2, maw: 420, ta: 'center', lh: 1.3, mt: 'sm' });
    sameText({
      size: 'sm',
      c: 'tomato.8',
      fw: 700,
      tt: 'uppercase',
      style: { letterSpacing: '0.08em' },
    });
    sameText({
      component: 'span',
      inherit: true,
      lineClamp: 2,
      title: 'A long name',
      className: 'own',
    });
    sameText({
      component: 'div',
      size: 'lg',
      w: '100%',
      fz: 'lg',
      ff: 'monospace',
      c: 'white',
      bg: 'leaf',
    });
    sameText({ size: 'sm', fw: 500, id: 'offline', role: 'status', mb: 'xl', p: 4, pb: 'md' });
  });

  it('Title, at each level, sized and cut', () => {
    sameTitle({ order: 1, id: 'hero', className: 'own', children: 'Dive in' });
    sameTitle({ order: 2, fz: 'h3' });
    sameTitle({ order: 3, fz: 'lg', lineClamp: 2, c: 'leaf.9', mt: 'sm', maw: 560 });
  });

  it('Group and Stack, with their defaults and with every setting the storefront uses', () => {
    same(<PlainGroup>x</PlainGroup>, <Group>x</Group>);
    same(
      <PlainGroup gap={8} wrap="nowrap" data-testid="status" />,
      <Group gap={8} wrap="nowrap" data-testid="status" />,
    );
    same(
      <PlainGroup
        justify="space-between"
        align="end"
        gap="md"
        mt="xl"
        ps="md"
        pe={4}
        py={4}
        w="fit-content"
        bg="leaf.0"
      />,
      <Group
        justify="space-between"
        align="end"
        gap="md"
        mt="xl"
        ps="md"
        pe={4}
        py={4}
        w="fit-content"
        bg="leaf.0"
      />,
    );
    same(<PlainStack>x</PlainStack>, <Stack>x</Stack>);
    same(
      <PlainStack
        component="article"
        align="center"
        gap="sm"
        maw={480}
        ta="center"
        p="xl"
        bg="white"
        role="alert"
      />,
      <Stack
        component="article"
        align="center"
        gap="sm"
        maw={480}
        ta="center"
        p="xl"
        bg="white"
        role="alert"
      />,
    );
  });

  it('Container, Center, AspectRatio and Loader', () => {
    same(<PlainContainer>x</PlainContainer>, <Container size="xl">x</Container>);
    same(
      <PlainContainer component="section" py="xl" aria-labelledby="t" />,
      <Container component="section" size="xl" py="xl" aria-labelledby="t" />,
    );
    same(
      <PlainCenter py={80} px="md">
        x
      </PlainCenter>,
      <Center py={80} px="md">
        x
      </Center>,
    );
    same(
      <PlainAspectRatio ratio={4 / 3}>x</PlainAspectRatio>,
      <AspectRatio ratio={4 / 3}>x</AspectRatio>,
    );
    same(
      <PlainCenter mih="100dvh">
        <PlainLoader aria-label="Checking" />
      </PlainCenter>,
      <Center mih="100dvh">
        <Loader aria-label="Checking" />
      </Center>,
    );
  });

  it('Card with its sections, and Skeleton', () => {
    same(
      <PlainCard component="article" padding="sm" h="100%" className="own" aria-label="Dish">
        <PlainCardSection first pos="relative" style={{ overflow: 'hidden' }}>
          picture
        </PlainCardSection>
        text
      </PlainCard>,
      <Card component="article" padding="sm" h="100%" className="own" aria-label="Dish">
        <Card.Section pos="relative" style={{ overflow: 'hidden' }}>
          picture
        </Card.Section>
        text
      </Card>,
    );
    same(
      <PlainCard padding="md">
        <PlainCardSection first last />
      </PlainCard>,
      <Card padding="md">
        <Card.Section />
      </Card>,
    );
    same(<PlainSkeleton radius={0} />, <Skeleton radius={0} />);
    same(
      <PlainSkeleton height={20} mt="md" width="70%" />,
      <Skeleton height={20} mt="md" width="70%" />,
    );
    same(<PlainSkeleton height={220} radius="xl" />, <Skeleton height={220} radius="xl" />);
  });
});
