import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/dashboard/update-menu/$id')({
  component: UpdateMenuItem,
});

function UpdateMenuItem() {
  const { id } = Route.useParams();
  return (
    <ComingSoon title="Update this menu item" description={`Editing dish ${id} is coming soon.`} />
  );
}
