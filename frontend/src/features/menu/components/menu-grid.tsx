import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MenuItem } from '../../../api/generated/model';
import { DishCard } from './dish-card';
import { MenuGridLayout } from './menu-grid-layout';
import { MenuGridSkeleton } from './menu-grid-skeleton';

export type MenuGridProps =
  | { status: 'pending' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean }
  | { status: 'success'; dishes: MenuItem[] };

function MenuNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py={64} px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 15h16a8 8 0 0 0-16 0zM3 18h18M12 7V5" strokeLinecap="round" />
        </svg>
      </ThemeIcon>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The dishes of the menu, or what stands in for them while they load, fail or are missing. */
export function MenuGrid(props: MenuGridProps) {
  switch (props.status) {
    case 'pending':
      return <MenuGridSkeleton />;
    case 'error':
      return (
        <div role="alert">
          <MenuNotice title="The menu could not be loaded">
            <Text c="dimmed" maw={420}>
              {props.message}
            </Text>
            <Button size="md" onClick={props.onRetry} loading={props.retrying}>
              Retry
            </Button>
          </MenuNotice>
        </div>
      );
    case 'success':
      if (props.dishes.length === 0) {
        return (
          <MenuNotice title="No dishes on the menu yet">
            <Text c="dimmed" maw={420}>
              Our chefs are still writing today's menu. Please check back soon.
            </Text>
          </MenuNotice>
        );
      }
      return (
        <MenuGridLayout label="Dishes">
          {props.dishes.map((dish) => (
            <DishCard key={dish._id} dish={dish} />
          ))}
        </MenuGridLayout>
      );
  }
}
