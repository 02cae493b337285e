import { type ReactNode, Suspense, useState } from 'react';

/*
 * Hydration in slices (decisions 0103, 0114). Taking over a server-rendered page (decision 0089) walks its whole tree in
 * one task: on a low-cost phone the home page's feed alone blocked input for over a second. A part wrapped in
 * HydrateLater is left as the server drew it (readable, its links working) and taken over in a task of its own
 * after the rest, one part per task, in page order. Outside the first hydration (the server's render, a page the
 * app draws itself) it renders at once.
 */

let hydrating = false;
/**
 * True in the task in which a waiting part is taken over: the parts inside it (a page's cards, in a page that
 * waited its turn) wait for turns of their own too, instead of all being taken over in that one task.
 */
let resuming = false;
/** The parts still waiting, each resumed in a later task than the one before. */
let queue: Promise<void> = Promise.resolve();

/** Set by main.tsx around the first hydration: only parts rendered in it wait. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once every waiting part has been taken over (a task after the last one's turn). */
export async function whenHydrated(): Promise<void> {
  // A part inside a waiting part joins the queue only at the outer part's turn: wait until the queue stops growing.
  let seen: Promise<void>;
  do {
    seen = queue;
    await seen;
    await nextTask();
  } while (seen !== queue);
}

interface Gate {
  open: boolean;
  opened: Promise<void>;
}

const OPEN: Gate = { open: true, opened: Promise.resolve() };

function newGate(): Gate {
  const gate: Gate = { open: false, opened: Promise.resolve() };
  queue = queue.then(nextTask).then(() => {
    gate.open = true;
    markResuming();
  });
  gate.opened = queue;
  return gate;
}

/** The part is re-rendered in this task's microtasks (Preact's render queue): parts it holds are met until then. */
function markResuming(): void {
  if (resuming) return;
  resuming = true;
  setTimeout(() => {
    resuming = false;
  }, 0);
}

function Wait({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspending while hydrating keeps the server's markup on screen until the gate opens (Preact's Suspense).
  if (!gate.open) throw gate.opened;
  return <>{children}</>;
}

/** Its child (one element) is hydrated in a later task than the page around it. */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (hydrating || resuming ? newGate() : OPEN));
  return (
    <Suspense fallback={null}>
      <Wait gate={gate}>{children}</Wait>
    </Suspense>
  );
}
