import { lazy, Suspense, useRef } from 'react';
import { preloadOnInteraction } from '../../lib/firstInteraction';
import type { DialogProps } from './dialogProps';

export type { DialogProps } from './dialogProps';

// Radix's dialog, its focus trap and scroll lock (about 12 KB gzip) are no part of a page's first download
// (decision 0080): they load with the person's first tap or key press, so they are there when a dialog opens.
const loadBody = () => import('./DialogBody');
const DialogBody = lazy(loadBody);
preloadOnInteraction(loadBody);

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
 * The one dialog (./DialogBody, Radix): modal, focus kept inside while open and returned afterwards (to
 * `returnFocusRef`, else to what opened it, else to the page's main content), labelled by its title, closed by
 * Escape, the close button or a click outside. Nothing is rendered until it first opens.
 */
export function Dialog(props: DialogProps) {
  // Noted while rendering the dialog open, before React changes the page: a menu item that opened it is still
  // there and focused then (its menu closes in the same update, before any effect of the dialog runs).
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const opened = useRef(false);
  if (props.open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = openerOf(document.activeElement);
  }
  wasOpen.current = props.open;
  if (props.open) opened.current = true;
  // Kept once opened, so that closing runs the body's focus return.
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <DialogBody {...props} opener={opener} />
    </Suspense>
  );
}
