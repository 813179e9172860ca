import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/_site/cart-page')({
  component: () => <ComingSoon title="Your cart" description="The cart is coming soon." />,
});
