/*
 * How a menu or a popover opens from its button (the account menu, the notices, an admin row's menu) and what a
 * menu's panel and items look like, in one place so that every menu opens and reads the same.
 */

/** Under the end of its button, 8 px from it and at least 8 px from the edges of the screen. */
export const FLOATING = { align: 'end', sideOffset: 8, collisionPadding: 8 } as const;
export const MENU_PANEL = 'z-40 min-w-56 rounded-xl border border-line bg-white p-2 shadow-lg';
export const MENU_ITEM =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-ink no-underline outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-darker';
