import type { ListingImage } from '@creative-ng/shared/listings/index';
import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { buttonClasses } from '../ui/Button';
import { cn } from '../ui/cn';
import { LowDataImage } from '../ui/LowDataImage';

/*
 * The parts of one item that cards and detail pages of listings and products share: its picture and the external
 * link. They are here, not in a feature, so the marketplace shows them without loading the listings' code and words.
 */

/**
 * A listing's picture in a fixed box (nothing jumps while it loads), or a plain placeholder. In low-data mode
 * only its smallest copy loads, with a button for the full one (LowDataImage); a `thumbnail` (shown a few dozen
 * pixels wide, its `sizes` picking the smallest copy anyway) stays a plain image. `name` names the picture for
 * that button when `alt` is empty (a card, whose title is beside the picture).
 */
export function ListingPicture({
  image,
  alt,
  name,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  eager = false,
  thumbnail = false,
  className,
}: {
  image: ListingImage | undefined;
  alt: string;
  name?: string;
  sizes?: string;
  eager?: boolean;
  thumbnail?: boolean;
  className?: string;
}) {
  if (!image) {
    return (
      <div className={cn('flex aspect-video w-full items-center justify-center bg-canvas text-muted', className)}>
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }
  const box = cn('aspect-video w-full bg-canvas object-cover', className);
  if (thumbnail) {
    return (
      <img
        src={image.url}
        srcSet={image.srcset ?? undefined}
        sizes={image.srcset ? sizes : undefined}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={box}
      />
    );
  }
  return (
    <LowDataImage
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      bytes={image.bytes}
      alt={alt}
      name={name}
      eager={eager}
      className={box}
    />
  );
}

/** The 'Attend' / 'Get offer' external link, opening in a new tab. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses({}, className)}>
      {children}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
