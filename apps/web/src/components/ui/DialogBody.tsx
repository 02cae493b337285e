import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useT } from '../../lib/i18n';
import { cn } from './cn';
import type { DialogProps } from './dialogProps';

const CONTENT: Record<NonNullable<DialogProps['variant']>, string> = {
  center:
    'fixed left-1/2 top-1/2 w-[calc(100vw-2rem)] max-w-lg max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl',
  drawer: 'fixed inset-y-0 left-0 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-white shadow-xl',
};

/**
 * The dialog itself, loaded when a dialog is first opened (./Dialog). Radix: modal, focus kept inside while open
 * and returned afterwards (to `returnFocusRef`, else to what opened it — Radix alone returns focus only to a Radix trigger, which this dialog never has; if that is
 * gone, to the page's main content), labelled by its title, closed by Escape, the close button or a click outside.
 */
export default function DialogBody({
  opener,
  open,
  onOpenChange,
  title,
  description,
  children,
  returnFocusRef,
  variant = 'center',
  closeLabel,
  className,
}: DialogProps & { opener: RefObject<HTMLElement | null> }) {
  const t = useT();
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
