import { ImageDown } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { formatBytes, smallestFromSrcset, useDataSaver } from '../../lib/dataSaver';
import { useT } from '../../lib/i18n';
import { cn } from './cn';

export interface LowDataImageProps {
  src: string;
  srcSet?: string | null;
  sizes?: string;
  alt: string;
  /**
   * What the picture shows, for the low-data button's name when `alt` is empty (a card's picture, whose title
   * is written beside it).
   */
  name?: string;
  /** The image's own size, so nothing jumps while it loads. */
  width?: number | null;
  height?: number | null;
  /** Size of the full image, shown on the button in low-data mode. */
  bytes?: number | null;
  /** The first image of a page: loaded at once and before other images, not when scrolled near. */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * An uploaded image that respects low-data mode: normally the browser picks a copy from `srcset`;
 * in low-data mode only the smallest copy loads, with a button (showing the size when known) that
 * loads the full image for this picture only.
 */
export function LowDataImage({
  src,
  srcSet,
  sizes,
  alt,
  name,
  width,
  height,
  bytes,
  eager = false,
  className,
  style,
}: LowDataImageProps) {
  const t = useT();
  const saving = useDataSaver();
  const [full, setFull] = useState(false);
  const preview = smallestFromSrcset(srcSet);
  const label = bytes ? t('lowData.showFullSized', { size: formatBytes(bytes) }) : t('lowData.showFull');
  const what = alt || name;

  if (!saving || full || !preview) {
    return (
      <img
        src={src}
        srcSet={srcSet ?? undefined}
        sizes={srcSet ? sizes : undefined}
        width={width ?? undefined}
        height={height ?? undefined}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={className}
        style={style}
      />
    );
  }
  return (
    <div className="relative">
      <img
        src={preview}
        width={width ?? undefined}
        height={height ?? undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
        style={style}
      />
      <button
        type="button"
        onClick={() => setFull(true)}
        aria-label={what ? `${label}: ${what}` : undefined}
        className={cn(
          'absolute bottom-2 left-2 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/95 px-3 text-sm font-semibold text-ink shadow ring-1 ring-line hover:bg-canvas',
        )}
      >
        <ImageDown aria-hidden="true" className="size-5" />
        {label}
      </button>
    </div>
  );
}
