import type { CSSProperties } from 'react';
import { rem, sizeVariable } from './mantine-markup';

/** A spacing of the theme (`sm`), or pixels. */
export type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
/** Pixels, or a CSS length as it is (`100%`, `fit-content`). */
type Length = number | string;
/** `dimmed`, `white`, a colour of the theme at its filled shade (`leaf`) or at a shade (`leaf.9`). */
type Colour = string;

/**
 * The style props of Mantine's components that the plain ones take, written into `style` as Mantine writes them
 * (its spacing, size, colour and font resolvers). Responsive values (`{ base, sm }`) are not taken: Mantine writes
 * them as a <style> element of their own; a class in the component's CSS module says the same.
 */
export interface PlainStyleProps {
  m?: Spacing;
  mt?: Spacing;
  mb?: Spacing;
  mx?: Spacing;
  my?: Spacing;
  p?: Spacing;
  pt?: Spacing;
  pb?: Spacing;
  ps?: Spacing;
  pe?: Spacing;
  px?: Spacing;
  py?: Spacing;
  w?: Length;
  h?: Length;
  maw?: Length;
  mih?: Length;
  c?: Colour;
  bg?: Colour;
  fw?: number;
  fz?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'h3';
  ff?: 'monospace';
  ta?: CSSProperties['textAlign'];
  lh?: number;
  tt?: CSSProperties['textTransform'];
  pos?: CSSProperties['position'];
}

const SPACING = {
  m: 'margin',
  mt: 'marginTop',
  mb: 'marginBottom',
  mx: 'marginInline',
  my: 'marginBlock',
  p: 'padding',
  pt: 'paddingTop',
  pb: 'paddingBottom',
  ps: 'paddingInlineStart',
  pe: 'paddingInlineEnd',
  px: 'paddingInline',
  py: 'paddingBlock',
} as const;

const SIZE = { w: 'width', h: 'height', maw: 'maxWidth', mih: 'minHeight' } as const;

/** A spacing as Mantine writes it: the theme's variable, or pixels as rem. */
export const spacing = (value: Spacing) => sizeVariable(value, 'mantine-spacing');

const length = (value: Length) => (typeof value === 'number' ? rem(value) : value);

const colour = (value: Colour) => {
  if (value === 'dimmed' || value === 'white' || value === 'black')
    return `var(--mantine-color-${value})`;
  const [name, shade] = value.split('.');
  return `var(--mantine-color-${name}-${shade ?? 'filled'})`;
};

const fontSize = (value: NonNullable<PlainStyleProps['fz']>) =>
  value === 'h3' ? 'var(--mantine-h3-font-size)' : `var(--mantine-font-size-${value})`;

/** Separates the style props from the other props, and writes them as Mantine would. */
export function splitStyleProps<Props extends PlainStyleProps>(
  props: Props,
): [CSSProperties, Omit<Props, keyof PlainStyleProps>] {
  const {
    m,
    mt,
    mb,
    mx,
    my,
    p,
    pt,
    pb,
    ps,
    pe,
    px,
    py,
    w,
    h,
    maw,
    mih,
    c,
    bg,
    fw,
    fz,
    ff,
    ta,
    lh,
    tt,
    pos,
    ...rest
  } = props;
  const style: Record<string, string | number> = {};
  const spacings = { m, mt, mb, mx, my, p, pt, pb, ps, pe, px, py };
  for (const [prop, value] of Object.entries(spacings))
    if (value !== undefined) style[SPACING[prop as keyof typeof SPACING]] = spacing(value);
  for (const [prop, value] of Object.entries({ w, h, maw, mih }))
    if (value !== undefined) style[SIZE[prop as keyof typeof SIZE]] = length(value);
  if (c !== undefined) style.color = colour(c);
  if (bg !== undefined) style.background = colour(bg);
  if (fw !== undefined) style.fontWeight = fw;
  if (fz !== undefined) style.fontSize = fontSize(fz);
  if (ff !== undefined) style.fontFamily = `var(--mantine-font-family-${ff})`;
  if (ta !== undefined) style.textAlign = ta;
  if (lh !== undefined) style.lineHeight = lh;
  if (tt !== undefined) style.textTransform = tt;
  if (pos !== undefined) style.position = pos;
  return [style, rest];
}
