import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_LOAD, renderComponent } from '@/test/render';
import { SiteHeader } from './site-header';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('SiteHeader', () => {
  it('is marked scrolled once the page leaves its top, renders again only when it crosses it', async () => {
    let renders = 0;
    renderComponent(
      <Profiler id="header" onRender={() => (renders += 1)}>
        <SiteHeader cart={null} account={null} />
      </Profiler>,
    );
    const header = await screen.findByRole('banner', {}, FIRST_LOAD);
    expect(header).not.toHaveAttribute('data-scrolled');
    const rendersAtTheTop = renders;

    scrollTo(40);
    expect(header).toHaveAttribute('data-scrolled');
    const rendersScrolled = renders;
    expect(rendersScrolled).toBeGreaterThan(rendersAtTheTop);

    for (const y of [120, 480, 900]) scrollTo(y);
    expect(renders).toBe(rendersScrolled);

    scrollTo(0);
    expect(header).not.toHaveAttribute('data-scrolled');
  });

  it('is marked scrolled when the visitor scrolled the page before its code came', async () => {
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    renderComponent(<SiteHeader cart={null} account={null} />);
    const header = await screen.findByRole('banner', {}, FIRST_LOAD);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled'));
  });
});
