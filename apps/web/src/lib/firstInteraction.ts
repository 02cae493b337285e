/*
 * Code a page needs only once the person acts (a dialog, the toaster, a form's checks) stays out of its first
 * download (decision 0080) and loads with the first tap, click or key press anywhere, so it is usually there
 * before the action it serves completes.
 */

let interacted = false;
const waiting: (() => void)[] = [];
const OPTIONS = { capture: true, passive: true } as const;

function fire() {
  if (interacted) return;
  interacted = true;
  document.removeEventListener('pointerdown', fire, OPTIONS);
  document.removeEventListener('keydown', fire, OPTIONS);
  for (const run of waiting.splice(0)) run();
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', fire, OPTIONS);
  document.addEventListener('keydown', fire, OPTIONS);
}

/** Runs `run` at the person's first tap or key press on the page, or at once if that has happened. */
export function afterFirstInteraction(run: () => void): void {
  if (interacted) run();
  else waiting.push(run);
}

const preloads = new Set<() => Promise<unknown>>();

/**
 * Starts loading a module at the first interaction (once per `load`, however often asked); a failed load is left
 * to the code that needs the module.
 */
export function preloadOnInteraction(load: () => Promise<unknown>): void {
  if (preloads.has(load)) return;
  preloads.add(load);
  afterFirstInteraction(() => {
    load().catch(() => undefined);
  });
}
