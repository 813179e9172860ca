import classes from './art-picture.module.css';

/** A picture the build made in several widths and formats (an `…&as=picture` import of vite-imagetools). */
export interface BuiltPicture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
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

/** One of the shop's own pictures (the home page's and the menu's plates) in AVIF or WebP at the size it shows. */
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
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={picture.img.src}
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
