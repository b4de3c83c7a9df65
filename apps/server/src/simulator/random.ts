import type { Weighted } from './parameters.js';

/**
 * A small seeded pseudo-random generator (sfc32, seeded through a 32-bit hash of the seed and a
 * stream number). Each simulated female draws from her own stream, so her history depends only
 * on the seed and her creation number, never on the order in which the code visits animals.
 */
export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  normal(mean: number, sd: number): number;
  /** Exponential waiting time with the given mean. */
  exponential(mean: number): number;
  /** Number of successes among n trials of the given probability. */
  binomial(n: number, probability: number): number;
  weighted<T>(table: Weighted<T>): T;
};

function mix32(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRng(seed: number, stream: number): Rng {
  const low = seed >>> 0;
  const high = Math.floor(seed / 0x100000000) >>> 0;
  let a = mix32(low ^ 0x9e3779b9);
  let b = mix32(high ^ mix32(stream + 0x7f4a7c15));
  let c = mix32(stream ^ 0x6a09e667 ^ a);
  let d = 1;

  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 0x100000000;
  };
  for (let i = 0; i < 12; i++) next();

  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    normal: (mean, sd) => {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    exponential: (mean) => -mean * Math.log(1 - next()),
    binomial: (n, probability) => {
      let successes = 0;
      for (let i = 0; i < n; i++) if (next() < probability) successes++;
      return successes;
    },
    weighted: <T>(table: Weighted<T>): T => {
      let total = 0;
      for (const [, weight] of table) total += weight;
      let point = next() * total;
      for (const [value, weight] of table) {
        point -= weight;
        if (point < 0) return value;
      }
      return table[table.length - 1]![0];
    },
  };
}
