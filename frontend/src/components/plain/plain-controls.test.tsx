import { ActionIcon, Badge, Burger, Button, ThemeIcon } from '@mantine/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PlainActionIcon, PlainActionIconAnchor } from './plain-action-icon';
import { BADGE_COLOURS, PlainBadge } from './plain-badge';
import { PlainBurger } from './plain-burger';
import { PlainButton, PlainButtonAnchor } from './plain-button';
import { PlainThemeIcon } from './plain-theme-icon';
import { same } from '@/test/same-markup';

const icon = <svg aria-hidden="true" />;

type ButtonProps = Parameters<typeof PlainButton>[0];
type ActionIconProps = Parameters<typeof PlainActionIcon>[0];

const sameButton = (props: ButtonProps) => same(<PlainButton {...props} />, <Button {...props} />);
const sameButtonLink = (props: Parameters<typeof PlainButtonAnchor>[0]) =>
  same(<PlainButtonAnchor {...props} />, <Button component="a" {...props} />);
const sameActionIcon = (props: ActionIconProps) =>
  same(<PlainActionIcon {...props} />, <ActionIcon {...props} />);
const sameActionIconLink = (props: Parameters<typeof PlainActionIconAnchor>[0]) =>
  same(<PlainActionIconAnchor {...props} />, <ActionIcon component="a" {...props} />);

describe('the plain controls are the markup of the Mantine components they stand for', () => {
  it('Button, in each size, variant and state the storefront shows it in', () => {
    sameButton({ children: 'Login' });
    sameButton({ loading: true, 'aria-label': 'Checking', children: 'Login' });
    sameButton({ variant: 'subtle', loading: true, 'aria-label': 'Loading' });
    sameButton({ variant: 'light', children: 'Retry' });
    sameButton({ size: 'md', loading: false, children: 'Retry' });
    sameButton({ size: 'md', loading: true, children: 'Retry' });
    sameButton({
      size: 'compact-sm',
      px: 'sm',
      classNames: { root: 'add', label: 'label' },
      leftSection: icon,
      disabled: true,
      'aria-describedby': 'why',
      children: 'Add to Cart',
    });
  });

  it('Button as a link', () => {
    sameButtonLink({ href: '/menu', size: 'lg', rightSection: icon, children: 'Order Now' });
    sameButtonLink({
      href: '/menu',
      size: 'compact-md',
      px: 'md',
      className: 'own',
      children: 'Order',
    });
  });

  it('ActionIcon, in each look, as a button and as a link', () => {
    sameActionIcon({
      variant: 'white',
      color: 'gray.8',
      radius: 'xl',
      size: 36,
      'aria-pressed': true,
    });
    sameActionIcon({ variant: 'default', radius: 'xl', size: 32, disabled: true, children: '‹' });
    sameActionIcon({
      variant: 'filled',
      radius: 'xl',
      size: 32,
      fz: 'md',
      'aria-current': 'page',
      children: 1,
    });
    sameActionIcon({ variant: 'header', radius: 'xl', size: 44, className: 'own' });
    sameActionIconLink({
      href: '/menu',
      variant: 'subtle',
      color: 'gray',
      radius: 'xl',
      size: 'sm',
    });
    sameActionIconLink({ href: '/cart-page', variant: 'header', radius: 'xl', size: 44 });
  });

  it('Badge, in every colour it comes in', () => {
    expect(BADGE_COLOURS.length).toBeGreaterThan(10);
    for (const color of BADGE_COLOURS) {
      same(
        <PlainBadge color={color} size="sm" radius="sm" className="own">
          Pizza
        </PlainBadge>,
        <Badge color={color} size="sm" radius="sm" className="own">
          Pizza
        </Badge>,
      );
    }
    same(
      <PlainBadge color="gray.9" size="lg" radius="sm" keepCase>
        Sold out
      </PlainBadge>,
      <Badge color="gray.9" size="lg" radius="sm" tt="none">
        Sold out
      </Badge>,
    );
    same(
      <PlainBadge color="tomato.8" size="lg" radius="xl" data-testid="count">
        3
      </PlainBadge>,
      <Badge color="tomato.8" size="lg" radius="xl" data-testid="count">
        3
      </Badge>,
    );
  });

  it('Burger, closed and open', () => {
    for (const opened of [false, true]) {
      same(
        <PlainBurger
          opened={opened}
          className="own"
          aria-label="Navigation"
          aria-expanded={opened}
        />,
        <Burger
          opened={opened}
          hiddenFrom="md"
          size="sm"
          className="own"
          aria-label="Navigation"
          aria-expanded={opened}
        />,
      );
    }
  });

  it('ThemeIcon', () => {
    same(
      <PlainThemeIcon aria-hidden="true" style={{ color: 'var(--mantine-color-leaf-8)' }}>
        {icon}
      </PlainThemeIcon>,
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true" c="leaf.8">
        {icon}
      </ThemeIcon>,
    );
  });

  it("are drawn by Mantine's styles in the storefront's stylesheet", () => {
    const storefrontStyles = readFileSync(
      path.join(import.meta.dirname, '../../app/mantine-styles.css'),
      'utf8',
    );
    for (const component of [
      'UnstyledButton',
      'Loader',
      'Button',
      'ActionIcon',
      'Badge',
      'Burger',
      'ThemeIcon',
    ])
      expect(storefrontStyles).toContain(`@import '@mantine/core/styles/${component}.layer.css';`);
  });
});
