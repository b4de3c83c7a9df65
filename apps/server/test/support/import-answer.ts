/** The answer of an exchange-format import (herd records, locations, feeding), as tests read it. */
export type ImportAnswer = {
  received: number;
  created: number;
  updated: number;
  unchanged: number;
  invalid: { index?: number; line?: number; field: string; reason: string }[];
};
