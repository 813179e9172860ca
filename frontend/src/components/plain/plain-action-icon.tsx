import type { ComponentPropsWithRef } from 'react';
import {
  buttonRootClasses,
  flags,
  type MantineVariables,
  NO_BORDER,
  rem,
  sizeVariable,
  UNSTYLED_BUTTON,
  withClass,
} from './mantine-markup';

/** The looks of the storefront's icon buttons, by Mantine's variant and colour. */
type ActionIconLook =
  | { variant?: 'filled'; color?: undefined }
  | { variant: 'default'; color?: undefined }
  /** Dark at rest, the shop's green under the pointer (the theme's 'header' variant). */
  | { variant: 'header'; color?: undefined }
  | { variant: 'subtle'; color: 'gray' }
  | { variant: 'white'; color: 'gray.8' };

type ActionIconProps = ActionIconLook & {
  /** In pixels, or one of Mantine's sizes. */
  size: number | 'sm';
  radius: 'xl';
  /** The font size of text in it (a page number), from the theme. */
  fz?: 'md';
};

const lookVariables = ({ variant, color }: ActionIconLook): MantineVariables => {
  switch (variant) {
    case 'default':
      return {
        '--ai-bg': 'var(--mantine-color-default)',
        '--ai-hover': 'var(--mantine-color-default-hover)',
        '--ai-color': 'var(--mantine-color-default-color)',
        '--ai-bd': `${rem(1)} solid var(--mantine-color-default-border)`,
      };
    case 'header':
      return {
        '--ai-bg': 'transparent',
        '--ai-hover': 'var(--mantine-color-leaf-0)',
        '--ai-hover-color': 'var(--mantine-color-leaf-9)',
        '--ai-color': 'var(--mantine-color-black)',
        '--ai-bd': '1px solid transparent',
      };
    case 'subtle':
      return {
        '--ai-bg': 'transparent',
        '--ai-hover': `var(--mantine-color-${color}-light-hover)`,
        '--ai-color': `var(--mantine-color-${color}-light-color)`,
        '--ai-bd': NO_BORDER,
      };
    case 'white':
      // Mantine works the white variant's hover out in script, from the theme's white.
      return {
        '--ai-bg': 'var(--mantine-color-white)',
        '--ai-hover': 'rgba(252, 252, 252, 1)',
        '--ai-color': 'var(--mantine-color-gray-8)',
        '--ai-bd': NO_BORDER,
      };
    default:
      // The shop's green is bright: Mantine's autoContrast writes on it in the theme's black.
      return {
        ...(variant && {
          '--ai-bg': 'var(--mantine-color-leaf-filled)',
          '--ai-hover': 'var(--mantine-color-leaf-filled-hover)',
        }),
        '--ai-color': 'var(--mantine-color-black)',
        ...(variant && { '--ai-bd': NO_BORDER }),
      };
  }
};

function actionIconRoot(props: ActionIconProps, disabled: boolean | undefined, className?: string) {
  const style: MantineVariables = {
    '--ai-size': sizeVariable(props.size, 'ai-size'),
    '--ai-radius': `var(--mantine-radius-${props.radius})`,
    ...lookVariables(props),
    ...(props.fz && { fontSize: `var(--mantine-font-size-${props.fz})` }),
  };
  return {
    style,
    className: withClass(
      buttonRootClasses(!disabled),
      'm_8d3f4000 mantine-ActionIcon-root',
      UNSTYLED_BUTTON,
      className,
    ),
    'data-variant': props.variant,
    'data-size': typeof props.size === 'string' ? props.size : undefined,
    ...flags({ disabled }),
  };
}

const ICON = 'm_8d3afb97 mantine-ActionIcon-icon';

/**
 * Mantine's ActionIcon as the storefront's first screens use it, written as its markup: the same elements, classes
 * and variables, so Mantine's stylesheet draws it, without Mantine's script on a first visit (ADR 32).
 */
export function PlainActionIcon(
  props: ActionIconProps & Omit<ComponentPropsWithRef<'button'>, 'color'>,
) {
  const { variant, color, size, radius, fz, className, disabled, children, ...button } = props;
  const look = { variant, color, size, radius, fz } as ActionIconProps;
  return (
    <button
      {...actionIconRoot(look, disabled, className)}
      type="button"
      disabled={disabled}
      {...button}
    >
      <span className={ICON}>{children}</span>
    </button>
  );
}

/** PlainActionIcon as a link (`createLink` makes it the router's). */
export function PlainActionIconAnchor(
  props: ActionIconProps & Omit<ComponentPropsWithRef<'a'>, 'color'>,
) {
  const { variant, color, size, radius, fz, className, children, ...anchor } = props;
  const look = { variant, color, size, radius, fz } as ActionIconProps;
  return (
    <a {...actionIconRoot(look, undefined, className)} {...anchor}>
      <span className={ICON}>{children}</span>
    </a>
  );
}
