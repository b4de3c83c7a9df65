/** The feeding routes count grams; grids and figures take kilograms (shown in the user's unit). */
export const kg = (grams: number) => grams / 1000;

/** A server percentage (58.9) as the fraction the grids and objectives use (0.589). */
export const fraction = (percent: number | null) => (percent === null ? null : percent / 100);
