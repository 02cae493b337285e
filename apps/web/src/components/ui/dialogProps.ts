import type { ReactNode, RefObject } from 'react';

/** What the one dialog takes (./Dialog, whose body ./DialogBody loads when it first opens). */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Where focus goes back to on close; by default, the control that had focus when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  variant?: 'center' | 'drawer';
  /** Label of the close control (defaults to "Close"). */
  closeLabel?: string;
  className?: string;
}

/** What a page hands a dialog of its own that it opens: open or not, the change, and where focus goes back. */
export type OpenedDialogProps = Pick<DialogProps, 'open' | 'onOpenChange' | 'returnFocusRef'>;
