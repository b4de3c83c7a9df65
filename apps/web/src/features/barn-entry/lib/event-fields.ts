import { PIGLET_CAUSE_GROUPS, REMOVAL_KINDS, type RecordType } from '@barnboard/domain';

/**
 * The inputs of each record type's own fields (shared/records-format.md): how a field is typed in
 * the barn. The names and order are the format's (RECORD_FIELDS), plus `location` for a move,
 * where the common field is the type's one required field.
 */
export type FieldInput =
  | { name: string; kind: 'integer'; min: number; required: boolean }
  | { name: string; kind: 'decimal'; required: boolean }
  | { name: string; kind: 'text'; required: boolean }
  | { name: string; kind: 'date'; required: boolean }
  /** One of a closed list, in one tap: the value is the option. */
  | { name: string; kind: 'choice'; options: readonly string[]; required: boolean }
  /** Free text with one-tap suggestions (a piglet's cause of death). */
  | { name: string; kind: 'suggested'; suggestions: readonly string[]; required: boolean };

/**
 * The causes a tap writes: the words of the cause groups the reports read back (cause-groups.ts),
 * in English as the exports' ICAR mapping reads them; the screen shows them translated.
 */
export const PIGLET_CAUSES = PIGLET_CAUSE_GROUPS.filter((group) => group !== 'other').map((group) =>
  group.replace('_', ' '),
);

/** The types recorded in the barn: an entry comes with a herd's import, not from a pen. */
export const BARN_EVENT_TYPES = [
  'service',
  'preg_check',
  'heat',
  'abortion',
  'farrowing',
  'piglet_death',
  'foster',
  'weaning',
  'removal',
  'move',
] as const satisfies readonly RecordType[];

export const EVENT_FIELDS: Record<RecordType, readonly FieldInput[]> = {
  entry: [
    { name: 'parity', kind: 'integer', min: 0, required: false },
    { name: 'birth_date', kind: 'date', required: false },
    { name: 'genetic', kind: 'text', required: false },
    { name: 'rfid', kind: 'text', required: false },
  ],
  heat: [],
  service: [
    { name: 'boar', kind: 'text', required: false },
    { name: 'doses', kind: 'integer', min: 1, required: false },
  ],
  preg_check: [
    { name: 'result', kind: 'choice', options: ['positive', 'negative'], required: true },
  ],
  abortion: [],
  farrowing: [
    { name: 'born_alive', kind: 'integer', min: 0, required: true },
    { name: 'stillborn', kind: 'integer', min: 0, required: false },
    { name: 'mummified', kind: 'integer', min: 0, required: false },
  ],
  piglet_death: [
    { name: 'count', kind: 'integer', min: 1, required: true },
    { name: 'cause', kind: 'suggested', suggestions: PIGLET_CAUSES, required: false },
  ],
  // Negative: piglets given away (the format's one signed count).
  foster: [{ name: 'count', kind: 'integer', min: -1000, required: true }],
  weaning: [
    { name: 'count', kind: 'integer', min: 0, required: true },
    { name: 'weight_kg', kind: 'decimal', required: false },
  ],
  removal: [
    { name: 'kind', kind: 'choice', options: REMOVAL_KINDS, required: true },
    { name: 'cause', kind: 'text', required: false },
  ],
  move: [{ name: 'location', kind: 'text', required: true }],
};

/** Whether the type has a field of its own named `location` (a move: where she went). */
export const ownsLocation = (type: RecordType) =>
  EVENT_FIELDS[type].some((field) => field.name === 'location');
