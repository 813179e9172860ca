import { createFileRoute } from '@tanstack/react-router';
import { FaqScreen } from '../../features/restaurant/components/faq-screen';

export const Route = createFileRoute('/_site/faq')({
  component: FaqScreen,
});
