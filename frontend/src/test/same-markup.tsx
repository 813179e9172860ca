import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';
import { AppProviders } from '@/app/providers';
import { ShopThemeProvider } from '@/lib/mantine/shop-theme-provider';
import { createQueryClient } from '@/lib/query-client';

/** Mantine's own markup for a component, rendered with the shop's theme. */
const mantine = (node: ReactNode) =>
  renderToStaticMarkup(
    <AppProviders queryClient={createQueryClient()}>
      <ShopThemeProvider>{node}</ShopThemeProvider>
    </AppProviders>,
  );

/**
 * Markup as a browser reads it: the order of attributes, of classes and of a style's declarations means nothing.
 * Mantine's ThemeIcon also writes its `radius` prop as an attribute, which nothing reads.
 */
function asRead(markup: string): string {
  const template = document.createElement('template');
  template.innerHTML = markup;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => {
      if (name === 'class') return [name, value.split(/\s+/).sort().join(' ')];
      if (name === 'style')
        return [
          name,
          value
            .split(';')
            .map((part) => part.trim())
            .filter(Boolean)
            .sort()
            .join('; '),
        ];
      return [name, value];
    });
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b)))
      if (!(name === 'radius' && element.classList.contains('mantine-ThemeIcon-root')))
        element.setAttribute(name, value);
  }
  return template.innerHTML;
}

/** Fails unless the plain component renders what Mantine's does, as a browser reads it. */
export const same = (plain: ReactNode, mantines: ReactNode) =>
  expect(asRead(renderToStaticMarkup(plain))).toBe(asRead(mantine(mantines)));
