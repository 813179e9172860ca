import { createFileRoute } from '@tanstack/react-router';
import { ReportsScreen } from '@/features/admin/reports/components/reports-screen';

export const Route = createFileRoute('/dashboard/reports')({
  component: ReportsScreen,
});
