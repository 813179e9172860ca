import type { MantineRadius } from '@mantine/core';
import { sizeVariable } from './plain/mantine-markup';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { dishPictureSources } from '@/lib/menu/dish-picture-sources';
import classes from './dish-picture.module.css';

export interface DishPictureProps {
  /** The dish's picture as the menu gives it: `/menu-images/…`, `/uploads/…` or an image host's address. */
  src: string;
  alt: string;
  /** How wide the picture shows in each layout, so the browser fetches the smallest size that is sharp there. */
  sizes: string;
  /** The picture's shape in pixels: the page keeps its space before it loads. */
  width: number;
  height: number;
  /** The page's largest picture on its first screen: fetched first and at once, not when scrolled near. */
  priority?: boolean;
  /** Shown when the picture cannot be loaded. */
  fallbackSrc?: string;
  radius?: MantineRadius;
  fit?: CSSProperties['objectFit'];
  /** A fixed size on screen, in pixels; otherwise the picture fills its frame's width. */
  w?: number;
  h?: number;
  className?: string;
}

/** A dish's picture in AVIF or WebP at the size its layout shows, looking as Mantine's Image did. */
export function DishPicture({
  src,
  alt,
  sizes,
  width,
  height,
  priority = false,
  fallbackSrc,
  radius,
  fit,
  w,
  h,
  className,
}: DishPictureProps) {
  const [brokenSrc, setBrokenSrc] = useState<string>();
  const broken = brokenSrc === src;
  const image = useRef<HTMLImageElement>(null);
  // A picture of the server's page that failed before the browser took the page over said so before React listened.
  // (One not fetched yet, below the first screen, has no current source.)
  useEffect(() => {
    const shown = image.current;
    if (fallbackSrc && shown?.complete && shown.naturalWidth === 0 && shown.currentSrc)
      setBrokenSrc(src);
  }, [fallbackSrc, src]);
  const sources = broken ? undefined : dishPictureSources(src);
  return (
    <picture className={classes.frame}>
      {sources && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        ref={image}
        className={className}
        style={{
          borderRadius: radius === undefined ? undefined : sizeVariable(radius, 'mantine-radius'),
          objectFit: fit,
          width: w,
          height: h,
        }}
        src={broken ? (fallbackSrc ?? src) : src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={fallbackSrc && !broken ? () => setBrokenSrc(src) : undefined}
      />
    </picture>
  );
}
