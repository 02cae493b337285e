import type { PostImage } from '@creative-ng/shared/feed/index';
import { CAROUSEL, POST_IMAGE_HEIGHT_PX } from '@creative-ng/shared/reference/constants';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { cn } from './ui/cn';
import { LowDataImage } from './ui/LowDataImage';

/** Shown at most this wide on the page: the browser picks the copy from `srcset`. */
const SIZES = '(min-width: 768px) 640px, 100vw';

const IMAGE_BOX = 'block w-full bg-canvas object-contain';

/**
 * Painted in the image's own colour until it loads. In low-data mode only the smallest copy loads until the reader
 * taps for the full image (its size shown).
 */
function Picture({ image, alt, eager = false }: { image: PostImage; alt: string; eager?: boolean }) {
  return (
    <LowDataImage
      src={image.url}
      srcSet={image.srcset}
      sizes={SIZES}
      alt={alt}
      bytes={image.bytes}
      eager={eager}
      className={IMAGE_BOX}
      // The image's average colour fills its place until it has loaded, instead of a large grey box.
      style={{ height: POST_IMAGE_HEIGHT_PX, ...(image.color ? { backgroundColor: image.color } : {}) }}
    />
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * A post's images: one image shown plainly at 400 px height; several in a carousel
 * that moves on every 5 s, follows a 40 px swipe, and has previous/next buttons, dots, arrow keys and a
 * pause button. It stops moving while pointed at or focused, and does not move by itself for people who
 * ask for reduced motion. Images load lazily (the page's first, `eager`, at once), each copy chosen from its srcset.
 */
export function PostImages({
  images,
  title,
  eager = false,
}: {
  images: readonly PostImage[];
  title: string;
  /** The page's first picture (its largest paint): loaded at once and before the others, not when scrolled near. */
  eager?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const start = useRef<number | null>(null);
  const total = images.length;

  useEffect(() => {
    if (total < 2 || !playing || held) return;
    const timer = setInterval(() => setIndex((at) => (at + 1) % total), CAROUSEL.intervalMs);
    return () => clearInterval(timer);
  }, [total, playing, held]);

  const first = images[0];
  if (!first) return null;
  if (total === 1) return <Picture image={first} alt={t('post.image', { n: 1, total: 1, title })} eager={eager} />;

  const go = (to: number) => setIndex(((to % total) + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= CAROUSEL.swipeThresholdPx) go(moved < 0 ? index + 1 : index - 1);
  };
  const control =
    'inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-ink shadow ring-1 ring-line hover:bg-canvas';

  return (
    // A group, not a region: a feed shows many carousels, and a landmark for each would crowd the page's
    // landmarks with the same name (WAI-ARIA carousel pattern: region or group).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not a carousel.
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="flex flex-col gap-2"
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div
        className="relative touch-pan-y select-none overflow-hidden"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <div id={`${id}-slides`} aria-live={playing && !held ? 'off' : 'polite'}>
          {images.map((image, at) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group; a fieldset is for form controls.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a post's images keep their order and may repeat an address.
              key={`${image.url}-${at}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { n: at + 1, total })}
              hidden={at !== index}
            >
              <Picture image={image} alt={t('post.image', { n: at + 1, total, title })} eager={eager && at === 0} />
            </div>
          ))}
        </div>
        <button
          type="button"
          className={cn(control, 'absolute top-1/2 left-2 -translate-y-1/2')}
          aria-controls={`${id}-slides`}
          aria-label={t('carousel.previous')}
          onClick={() => go(index - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          className={cn(control, 'absolute top-1/2 right-2 -translate-y-1/2')}
          aria-controls={`${id}-slides`}
          aria-label={t('carousel.next')}
          onClick={() => go(index + 1)}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="flex items-center justify-center gap-1">
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-canvas"
          aria-label={playing ? t('carousel.pause') : t('carousel.play')}
          onClick={() => setPlaying((value) => !value)}
        >
          {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        </button>
        {images.map((image, at) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a post's images keep their order and may repeat an address.
            key={`dot-${image.url}-${at}`}
            type="button"
            aria-label={t('carousel.goTo', { n: at + 1 })}
            aria-current={at === index ? 'true' : undefined}
            onClick={() => go(at)}
            className="group inline-flex size-8 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block size-3 rounded-full border-2 border-primary-dark',
                at === index ? 'bg-primary-dark' : 'bg-white group-hover:bg-primary-soft',
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
