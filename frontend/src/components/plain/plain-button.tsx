import type { ComponentPropsWithRef, ReactNode } from 'react';
import keepsItsLabel from './keeps-its-label.module.css';
import {
  buttonRootClasses,
  flags,
  LOADER,
  LOADER_PLACE,
  type MantineVariables,
  NO_BORDER,
  UNSTYLED_BUTTON,
  withClass,
} from './mantine-markup';

/** Mantine's button sizes the storefront uses; `sm`, Mantine's default, when left out. */
type ButtonSize = 'md' | 'lg' | 'compact-sm' | 'compact-md';

/** In the shop's green: filled (the default), light, or subtle (no background until hovered). */
type ButtonVariant = 'filled' | 'light' | 'subtle';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Padding at the sides from the theme's spacing, instead of the size's own. */
  px?: 'sm' | 'md';
  /** Shows Mantine's spinner over the label, and cannot be pressed meanwhile. */
  loading?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  classNames?: { root?: string; label?: string };
}

// The shop's green is bright: Mantine's autoContrast writes its filled buttons' label in the theme's black.
const VARIANT_VARIABLES: Record<ButtonVariant, MantineVariables> = {
  filled: { '--button-color': 'var(--mantine-color-black)' },
  light: {
    '--button-bg': 'var(--mantine-color-leaf-light)',
    '--button-hover': 'var(--mantine-color-leaf-light-hover)',
    '--button-color': 'var(--mantine-color-leaf-light-color)',
    '--button-bd': NO_BORDER,
  },
  subtle: {
    '--button-bg': 'transparent',
    '--button-hover': 'var(--mantine-color-leaf-light-hover)',
    '--button-color': 'var(--mantine-color-leaf-light-color)',
    '--button-bd': NO_BORDER,
  },
};

function buttonRoot(
  look: ButtonLook,
  disabled: boolean | undefined,
  className: string | undefined,
) {
  const { variant, size, px, loading } = look;
  const fontSize = size?.replace('compact-', '');
  const style: MantineVariables = {
    ...(size && {
      '--button-height': `var(--button-height-${size})`,
      '--button-padding-x': `var(--button-padding-x-${size})`,
      '--button-fz': `var(--mantine-font-size-${fontSize})`,
    }),
    '--button-radius': 'var(--mantine-radius-xl)',
    ...VARIANT_VARIABLES[variant ?? 'filled'],
    ...(px && { paddingInline: `var(--mantine-spacing-${px})` }),
  };
  return {
    style,
    className: withClass(
      buttonRootClasses(!disabled && !loading),
      keepsItsLabel.keepsItsLabel,
      'm_77c9d27d mantine-Button-root',
      UNSTYLED_BUTTON,
      look.classNames?.root,
      className,
    ),
    'data-variant': variant && variant !== 'filled' ? variant : undefined,
    'data-size': size,
    ...flags({
      disabled,
      loading,
      'with-left-section': Boolean(look.leftSection),
      'with-right-section': Boolean(look.rightSection),
    }),
  };
}

const LOADER_LOOK: MantineVariables = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
};

function ButtonContent({ look, children }: { look: ButtonLook; children?: ReactNode }) {
  return (
    <>
      {look.loading && (
        <span style={LOADER_PLACE} className="m_a25b86ee mantine-Button-loader" aria-hidden>
          <span style={LOADER_LOOK} className={LOADER} />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        {look.leftSection && (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {look.leftSection}
          </span>
        )}
        <span
          className={withClass('m_811560b9 mantine-Button-label', look.classNames?.label)}
          data-loading={look.loading || undefined}
        >
          {children}
        </span>
        {look.rightSection && (
          <span className="m_a74036a mantine-Button-section" data-position="right">
            {look.rightSection}
          </span>
        )}
      </span>
    </>
  );
}

type PlainButtonProps = ButtonLook & ComponentPropsWithRef<'button'>;

/**
 * Mantine's Button as the storefront's first screens use it, written as its markup: the same elements, classes and
 * variables, so Mantine's stylesheet draws it, without Mantine's script on a first visit (ADR 32).
 */
export function PlainButton(props: PlainButtonProps) {
  const { variant, size, px, loading, leftSection, rightSection, classNames, ...button } = props;
  const look = { variant, size, px, loading, leftSection, rightSection, classNames };
  const { className, disabled, children, ...rest } = button;
  return (
    <button
      {...buttonRoot(look, disabled, className)}
      type="button"
      disabled={disabled || loading}
      {...rest}
    >
      <ButtonContent look={look}>{children}</ButtonContent>
    </button>
  );
}

type PlainButtonAnchorProps = Omit<ButtonLook, 'loading'> & ComponentPropsWithRef<'a'>;

/** PlainButton as a link (`createLink` makes it the router's). */
export function PlainButtonAnchor(props: PlainButtonAnchorProps) {
  const { variant, size, px, leftSection, rightSection, classNames, ...anchor } = props;
  const look = { variant, size, px, leftSection, rightSection, classNames };
  const { className, children, ...rest } = anchor;
  return (
    <a {...buttonRoot(look, undefined, className)} {...rest}>
      <ButtonContent look={look}>{children}</ButtonContent>
    </a>
  );
}
