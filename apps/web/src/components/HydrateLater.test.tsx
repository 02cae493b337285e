import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateLater, setHydrating, whenHydrated } from './HydrateLater';

/** Each part says, when the app takes it over, in which task that happened. */
let task = 0;
let hydrating = false;
const takenOver: Record<string, number> = {};

function Part({ name, children }: { name: string; children?: ReactNode }) {
  if (hydrating && !(name in takenOver)) takenOver[name] = task;
  return (
    <div data-part={name}>
      {name}
      {children}
    </div>
  );
}

/** A page that waits its turn and holds cards that wait theirs, as a layout's page holds a feed. */
function Page() {
  return (
    <main>
      <Part name="shell" />
      <HydrateLater>
        <Part name="page">
          <HydrateLater>
            <Part name="card 1" />
          </HydrateLater>
          <HydrateLater>
            <Part name="card 2" />
          </HydrateLater>
        </Part>
      </HydrateLater>
      <HydrateLater>
        <Part name="footer" />
      </HydrateLater>
    </main>
  );
}

/** Counts tasks until `done` settles (a zero timeout per turn: the parts' own turns are zero timeouts too). */
async function countTasksUntil(done: Promise<void>): Promise<void> {
  let finished = false;
  void done.then(() => {
    finished = true;
  });
  while (!finished) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    task += 1;
  }
}

describe('HydrateLater', () => {
  it("takes over the parts inside a waiting part in tasks of their own, keeping the server's markup", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverNodes = [...container.querySelectorAll('[data-part]')];

    hydrating = true;
    setHydrating(true);
    hydrateRoot(container, <Page />);
    setHydrating(false);
    await countTasksUntil(whenHydrated());

    // Every part is the app's once whenHydrated resolves, the inner cards included.
    expect(Object.keys(takenOver).sort()).toEqual(['card 1', 'card 2', 'footer', 'page', 'shell']);
    const turns = Object.values(takenOver);
    // One part per task: the cards did not come with the page that holds them.
    expect(new Set(turns).size).toBe(turns.length);
    expect(takenOver['card 1']).toBeGreaterThan(takenOver.page ?? Number.POSITIVE_INFINITY);
    // The server's elements were adopted, not drawn again.
    expect([...container.querySelectorAll('[data-part]')]).toEqual(serverNodes);
    container.remove();
  });
});
