import classes from './art-picture.module.css';

/** One of the shop's own pictures as the build gave it: the original, and its AVIF widths (an `…&as=srcset` import). */
interface BuiltPicture {
  src: string;
  avif: string;
}

export interface ArtPictureProps {
  picture: BuiltPicture;
  alt: string;
  /** How wide the picture shows in each layout, so the browser fetches the smallest size that is sharp there. */
  sizes: string;
  /** The shown size in pixels: the page keeps its space before it loads. */
  width: number;
  height: number;
  className?: string;
  /** The page's largest picture on its first screen: fetched first and at once, not when scrolled near. */
  priority?: boolean;
}

/**
 * One of the shop's own pictures (the home page's and the menu's plates) in AVIF at the size it shows; a browser
 * without AVIF shows the original.
 */
export function ArtPicture({
  picture,
  alt,
  sizes,
  width,
  height,
  className,
  priority = false,
}: ArtPictureProps) {
  return (
    <picture className={classes.frame}>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <img
        className={className}
        src={picture.src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
