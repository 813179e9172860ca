import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../../features/restaurant/components/about-screen';

export const Route = createFileRoute('/_site/about')({
  component: AboutScreen,
});
