import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { toastDone, toastNote, toastProblem } from './toasts';

const later = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  notifications.clean();
  // The app's providers: the stack comes with the first toast, its close button named in the interface's language.
  render(
    <AppProviders queryClient={new QueryClient()} env="test">
      {null}
    </AppProviders>,
  );
});

describe("the shop's toasts", () => {
  it.each([
    ['a success', () => toastDone('Food added on the cart.')],
    ['a short note', () => toastNote("Item can't be zero")],
    ['a titled success', () => toastDone({ title: 'Payment successfull!', message: 'Paid.' })],
  ])('%s goes after 1,500 ms', async (_kind, show) => {
    const shownAt = performance.now();
    act(() => void show());
    const toast = await screen.findByRole('alert');

    // Measured rather than sampled at fixed moments, so that a busy machine cannot make it pass or fail early; a toast
    // that stayed would fail the wait.
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { interval: 20 });
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(1_500);
  });

  it('a problem to read stays until it is closed', async () => {
    act(() => void toastProblem('At most 99 of a dish fit in one cart.'));
    const toast = await screen.findByRole('alert');

    await later(2500);
    expect(toast).toHaveTextContent('At most 99 of a dish fit in one cart.');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('toasts in the shop', () => {
  it('are all shown through these three kinds, so that each lasts as the shop times them', () => {
    const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../api/generated/**', '!./toasts.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const showingToastsThemselves = Object.entries(sources)
      .filter(
        ([path, source]) => !path.endsWith('.test.tsx') && /notifications\.show\(/.test(source),
      )
      .map(([path]) => path);
    expect(showingToastsThemselves).toEqual([]);
  });
});
