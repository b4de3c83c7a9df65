/** A change of level matters when it is more than this share of the capacity… */
export const FILL_MIN_RATIO = 0.05;
/** …and more than this (small bins): a feed truck's smallest drop is far above sensor noise. */
export const FILL_MIN_KG = 250;

/**
 * The smallest change that is not noise: a rise this large is a delivery, and a single reading this
 * far from both its neighbours is a stray echo.
 */
export function fillThresholdKg(capacityKg: number): number {
  return Math.max(capacityKg * FILL_MIN_RATIO, FILL_MIN_KG);
}
