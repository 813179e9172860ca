import { Container } from '@mantine/core';
import { useListMenuItems } from '../../../api/generated/menu/menu';
import { MenuGrid, type MenuGridProps } from './menu-grid';
import { MenuHeading } from './menu-heading';

const useMenuGridState = (): MenuGridProps => {
  // The route loader already tried once; a failure is shown at once and retried only on request.
  const menu = useListMenuItems({ query: { retryOnMount: false } });

  if (menu.isSuccess) return { status: 'success', dishes: menu.data };
  if (menu.isError) {
    return {
      status: 'error',
      message: menu.error.message,
      onRetry: () => void menu.refetch(),
      retrying: menu.isFetching,
    };
  }
  return { status: 'pending' };
};

export function MenuScreen() {
  const state = useMenuGridState();

  return (
    <Container size="lg" py="xl">
      <MenuHeading />
      <MenuGrid {...state} />
    </Container>
  );
}
