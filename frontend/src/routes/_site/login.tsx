import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/login')({
  component: RouteComponent,
});

function RouteComponent() {
  return <div>Hello "/_site/login"!</div>;
}
