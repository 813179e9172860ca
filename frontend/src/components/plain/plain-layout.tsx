import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react';
import { type MantineVariables, withClass } from './mantine-markup';
import { type PlainStyleProps, type Spacing, spacing, splitStyleProps } from './style-props';

type DivProps = PlainStyleProps & Omit<ComponentPropsWithRef<'div'>, 'color'>;

type Sectioning = 'div' | 'section' | 'article';

export type PlainGroupProps = DivProps & {
  gap?: Spacing;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: 'wrap' | 'nowrap';
};

/** Mantine's Group (a row) written as its markup, without Mantine's script on a first visit (ADR 32). */
export function PlainGroup(props: PlainGroupProps) {
  const [
    styleProps,
    {
      gap = 'md',
      align = 'center',
      justify = 'flex-start',
      wrap = 'wrap',
      className,
      style,
      ...rest
    },
  ] = splitStyleProps(props);
  const variables: MantineVariables = {
    '--group-gap': spacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
    ...styleProps,
    ...style,
  };
  return (
    <div
      style={variables}
      className={withClass('m_4081bf90 mantine-Group-root', className)}
      {...rest}
    />
  );
}

export type PlainStackProps = DivProps & {
  component?: Sectioning;
  gap?: Spacing;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
};

/** Mantine's Stack (a column) written as its markup, without Mantine's script on a first visit (ADR 32). */
export function PlainStack(props: PlainStackProps) {
  const [
    styleProps,
    { component, gap = 'md', align = 'stretch', justify = 'flex-start', className, style, ...rest },
  ] = splitStyleProps(props);
  const Element: ElementType = component ?? 'div';
  const variables: MantineVariables = {
    '--stack-gap': spacing(gap),
    '--stack-align': align,
    '--stack-justify': justify,
    ...styleProps,
    ...style,
  };
  return (
    <Element
      style={variables}
      className={withClass('m_6d731127 mantine-Stack-root', className)}
      {...rest}
    />
  );
}

/**
 * Mantine's Container at the theme's `xl` width, written as its markup, without Mantine's script on a first visit
 * (ADR 32).
 */
export function PlainContainer(props: DivProps & { component?: Sectioning }) {
  const [styleProps, { component, className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'div';
  const variables: MantineVariables = {
    '--container-size': 'var(--container-size-xl)',
    ...styleProps,
    ...style,
  };
  return (
    <Element
      style={variables}
      className={withClass('m_7485cace mantine-Container-root', className)}
      data-size="xl"
      data-strategy="block"
      {...rest}
    />
  );
}

/** Mantine's Center written as its markup, without Mantine's script on a first visit (ADR 32). */
export function PlainCenter(props: DivProps) {
  const [styleProps, { className, style, ...rest }] = splitStyleProps(props);
  return (
    <div
      style={{ ...styleProps, ...style }}
      className={withClass('m_4451eb3a mantine-Center-root', className)}
      {...rest}
    />
  );
}

/** Mantine's AspectRatio written as its markup, without Mantine's script on a first visit (ADR 32). */
export function PlainAspectRatio({ ratio, style, ...rest }: DivProps & { ratio: number }) {
  const variables: MantineVariables = { '--ar-ratio': String(ratio), ...style };
  return <div style={variables} className="m_71ac47fc mantine-AspectRatio-root" {...rest} />;
}

/** An element with Mantine's style props, as Mantine's Box writes them (ADR 32). */
export function PlainBox(props: DivProps & { component?: Sectioning }) {
  const [styleProps, { component, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'div';
  return <Element style={{ ...styleProps, ...style }} {...rest} />;
}

/**
 * Mantine's SimpleGrid, its columns and spacing set by the caller's class: `--sg-cols`, `--sg-spacing-x` and
 * `--sg-spacing-y`, at each breakpoint, where Mantine writes a <style> element of its own (ADR 32).
 */
export function PlainSimpleGrid({
  component,
  className,
  ...rest
}: Omit<ComponentPropsWithRef<'div'>, 'color'> & { component?: Sectioning; className: string }) {
  const Element: ElementType = component ?? 'div';
  return <Element className={`m_2415a157 mantine-SimpleGrid-root ${className}`} {...rest} />;
}
