/** Time comes from a clock the app is given, so tests can move it (8-hour session end, expiry). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at `start` and runs at the real pace from the moment it is made. */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  #time: number;
  constructor(start: Date | string = '2026-06-01T08:00:00Z') {
    this.#time = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#time);
  }
  advance(ms: number): void {
    this.#time += ms;
  }
  set(time: Date | string): void {
    this.#time = new Date(time).getTime();
  }
}
