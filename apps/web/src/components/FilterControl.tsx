import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from './ui/Button';
import { Dialog } from './ui/Dialog';

/*
 * The one filter control of every list (Marketplace, Tools, Opportunities, Training). On a phone: a 'Filters'
 * button with the number of filters on, opening a dialog with the fields and one button that applies them all and
 * shows the list. On wider screens: the same fields in a box above the list. Choices (checkboxes) apply as they
 * are ticked; fields that wait to be applied (a price range) are applied by `onApply`, which the one button (and
 * Enter in a field) calls, so nothing chosen is silently dropped.
 */

export interface FilterControlProps {
  /** The button's words, e.g. 'Filters'. */
  openLabel: string;
  /** The dialog's title and the box's name, e.g. 'Filter Products'. */
  title: string;
  /** The one button, e.g. 'Show products'. */
  doneLabel: string;
  /** How many filters are on (shown on the button). */
  active: number;
  /** Applies the fields that wait for it; none when every field applies at once. */
  onApply?: () => void;
  /** The fields, laid out in a grid (one column on a phone). */
  children: ReactNode;
  /** Columns on wider screens. */
  columns?: 2 | 3;
}

export function FilterControl({
  openLabel,
  title,
  doneLabel,
  active,
  onApply,
  children,
  columns = 2,
}: FilterControlProps) {
  const [open, setOpen] = useState(false);
  const grid = columns === 3 ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4 sm:grid-cols-2';
  const submit = (close: boolean) => (event: FormEvent) => {
    event.preventDefault();
    onApply?.();
    if (close) setOpen(false);
  };
  return (
    <>
      <div className="sm:hidden">
        <Button variant="secondary" onClick={() => setOpen(true)} className="w-full">
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {openLabel}
          {active > 0 ? ` (${active})` : ''}
        </Button>
        <Dialog open={open} onOpenChange={setOpen} title={title}>
          <form noValidate onSubmit={submit(true)} className="flex flex-col gap-4">
            <div className={grid}>{children}</div>
            <Button type="submit">{doneLabel}</Button>
          </form>
        </Dialog>
      </div>
      <section aria-label={title} className="hidden rounded-xl border border-line bg-white p-4 sm:block">
        <form noValidate onSubmit={submit(false)} className="flex flex-col gap-4">
          <div className={grid}>{children}</div>
          {onApply ? (
            <Button type="submit" className="self-start">
              {doneLabel}
            </Button>
          ) : null}
        </form>
      </section>
    </>
  );
}
