// A small product picture beside a name (cart, order, search, admin lists), at a fixed size so nothing shifts.

interface ThumbnailProps {
  /** The picture's address; a product may have none. */
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** Size, shape and ground of the picture, or of the empty frame shown in its place. */
  className: string;
  lazy?: boolean;
}

export function Thumbnail({ src, alt, width, height, className, lazy = false }: ThumbnailProps) {
  // An empty `src` would have the browser fetch the page again: a product without a picture keeps an empty frame.
  if (!src) return <span aria-hidden="true" style={{ width, height }} className={`block ${className}`} />;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
    />
  );
}
