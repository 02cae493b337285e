import { useState } from 'react';
import { cn } from './cn';

type AvatarSize = 'sm' | 'md' | 'lg';

const SIZES: Record<AvatarSize, string> = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-20 text-xl',
};

/** Up to two initials from a name ("Ada Obi" → "AO"); empty when there is no name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** True when the name is already written next to the avatar. */
  decorative?: boolean;
  className?: string;
}

/** A round photo, or the person's initials when there is no photo (or it fails to load). */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary-darker',
    SIZES[size],
    className,
  );
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        className={cn(classes, 'object-cover')}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  }
  if (decorative) {
    return (
      <span aria-hidden="true" className={classes}>
        {initials(name)}
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} className={classes}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
