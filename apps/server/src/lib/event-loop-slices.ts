import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work on the main thread (parsing and validating a large body) done in slices: between two
 * slices the event loop serves the other requests waiting, so none waits behind the work for much
 * longer than a slice (docs/api.md, "Large bodies").
 */

/** How long one slice may last before the work gives way. */
export const SLICE_MS = 10;

/** Checks the clock only every so many items: reading it costs more than most items. */
const ITEMS_PER_CLOCK_READ = 256;

export class EventLoopSlices {
  private sliceStart = performance.now();
  private items = 0;

  /** Gives way to waiting work when the current slice has lasted SLICE_MS. */
  async pause(): Promise<void> {
    if (performance.now() - this.sliceStart < SLICE_MS) return;
    await nextTurn();
    this.sliceStart = performance.now();
  }

  /** pause() every ITEMS_PER_CLOCK_READ calls: for loops over many small items. */
  async pauseEvery(): Promise<void> {
    if (++this.items % ITEMS_PER_CLOCK_READ === 0) await this.pause();
  }
}

/** Runs `visit` on every item, in order, in slices. */
export async function forEachInSlices<T>(
  items: readonly T[],
  visit: (item: T, index: number) => void,
): Promise<void> {
  const slices = new EventLoopSlices();
  for (let i = 0; i < items.length; i++) {
    visit(items[i]!, i);
    await slices.pauseEvery();
  }
}

/** Runs a generator that yields where it may pause (jsonInputIssues) to its end, in slices. */
export async function runInSlices<R>(steps: Generator<void, R>): Promise<R> {
  const slices = new EventLoopSlices();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await slices.pause();
  }
}
