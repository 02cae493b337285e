import { Bookmark, BookmarkCheck, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { LowDataImage } from '../../../components/ui/LowDataImage';
import { failureMessage } from '../../../lib/failure';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useListingsT } from '../i18n';
import { type ListingImageData, type SavedKind, useSaveToggle } from '../lib/listingsApi';

/*
 * The parts of one item that cards and detail pages share (its picture, Save, the external link); the parts of a
 * list (search, filters, results, the publish card) are in ListParts, which detail pages do not load.
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
  image: ListingImageData | undefined;
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

/** Save / Saved, for signed-in creatives and businesses. */
export function SaveButton({
  kind,
  id,
  saved,
  title,
  className,
}: {
  kind: SavedKind;
  id: string;
  saved: boolean;
  title: string;
  className?: string;
}) {
  const t = useListingsT();
  const session = useSession();
  const toggle = useSaveToggle();
  if (!session.accessToken || (session.userType !== 'user' && session.userType !== 'business')) return null;
  const click = () =>
    toggle.mutate(
      { kind, id, save: !saved },
      {
        onSuccess: () => toast.success(saved ? t('listing.unsaved') : t('listing.saved')),
        onError: (error) => toast.error(failureMessage(error, t('listing.fetchFailed'))),
      },
    );
  return (
    <Button
      variant="secondary"
      aria-pressed={saved}
      aria-label={saved ? t('listings.save.savedLabel', { title }) : t('listings.save.label', { title })}
      disabled={toggle.isPending}
      onClick={click}
      className={className}
    >
      {saved ? (
        <BookmarkCheck aria-hidden="true" className="size-5" />
      ) : (
        <Bookmark aria-hidden="true" className="size-5" />
      )}
      <span>{saved ? t('listings.save.saved') : t('listings.save.save')}</span>
    </Button>
  );
}

/** The 'Attend' / 'Get offer' external link, opening in a new tab. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const t = useListingsT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses({}, className)}>
      {children}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
