import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, type RefObject, useRef } from 'react';
import { useT } from '../../lib/i18n';
import { cn } from './cn';

type DialogVariant = 'center' | 'drawer';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Where focus goes back to on close; by default, the control that had focus when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  variant?: DialogVariant;
  /** Label of the close control (defaults to "Close"). */
  closeLabel?: string;
  className?: string;
}

const CONTENT: Record<DialogVariant, string> = {
  center:
    'fixed left-1/2 top-1/2 w-[calc(100vw-2rem)] max-w-lg max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl',
  drawer: 'fixed inset-y-0 left-0 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-white shadow-xl',
};

/**
 * What should have focus again when a dialog opened while `active` had it closes: that control, or, for an item
 * of a menu (which closes with its menu), the button that opened the menu (it names the open menu in aria-controls).
 */
function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const menuButton = menu?.id
    ? [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find(
        (el) => el.getAttribute('aria-controls') === menu.id,
      )
    : undefined;
  if (menuButton) return menuButton;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * The one dialog (Radix): modal, focus kept inside while open and returned afterwards (to `returnFocusRef`, else
 * to what opened it — Radix alone returns focus only to a Radix trigger, which this dialog never has; if that is
 * gone, to the page's main content), labelled by its title, closed by Escape, the close button or a click outside.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  returnFocusRef,
  variant = 'center',
  closeLabel,
  className,
}: DialogProps) {
  const t = useT();
  // Noted while rendering the dialog open, before React changes the page: a menu item that opened it is still
  // there and focused then (its menu closes in the same update, before any effect of the dialog runs).
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') opener.current = openerOf(document.activeElement);
  wasOpen.current = open;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className={cn('z-50 focus:outline-none', CONTENT[variant], className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back = [returnFocusRef?.current, opener.current].find((el) => el?.isConnected);
            if (back) back.focus();
            else document.getElementById('main')?.focus();
          }}
        >
          <div
            className={cn(
              'flex items-start justify-between gap-3',
              variant === 'drawer' ? 'border-b border-line px-4 py-3' : 'mb-3',
            )}
          >
            <RadixDialog.Title className="pt-2 text-xl font-bold text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-canvas"
              aria-label={closeLabel ?? t('common.close')}
            >
              <X aria-hidden="true" className="size-6" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-muted">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
