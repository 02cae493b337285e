import { useId, useState } from 'react';
import { textPreview } from '../lib/text';
import { cn } from './ui/cn';

interface ExpandableTextProps {
  text: string;
  /** Characters shown while collapsed (100 for bios and post descriptions). */
  limit: number;
  moreLabel: string;
  lessLabel: string;
  /** Show the whole text, with no toggle (e.g. on a post's own page). */
  whole?: boolean;
  className?: string;
}

/** A text cut at `limit` characters with a 'Read more' / 'Show less' toggle tied to it (aria-expanded). */
export function ExpandableText({ text, limit, moreLabel, lessLabel, whole = false, className }: ExpandableTextProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { preview, truncated: cut } = textPreview(text, limit);
  const truncated = cut && !whole;
  if (!text) return null;
  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      <p id={id} className="whitespace-pre-line text-ink">
        {open || !truncated ? text : preview}
      </p>
      {truncated ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="min-h-11 font-semibold text-primary-dark underline underline-offset-2 hover:text-primary-darker"
        >
          {open ? lessLabel : moreLabel}
        </button>
      ) : null}
    </div>
  );
}
