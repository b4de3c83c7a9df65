/**
 * A removal's or piglet death's free-text `cause` as an ICAR ADE 1.5 reason code. ICAR asks
 * senders to map every internal reason to a standard code, even a less precise one
 * (docs/reason-code-guidance.md in adewg/ICAR); the text itself travels alongside (`remark`,
 * `explanation`). The table is documented in docs/records.md.
 */

/** icarDepartureReasonType (ADE 1.5). */
export const DEPARTURE_REASONS = [
  'Age',
  'Superfluous',
  'Slaughter',
  'Sale',
  'Newborn',
  'LegOrClaw',
  'Nutrition',
  'Parturition',
  'Mastitis',
  'Fertility',
  'Health',
  'Production',
  'MilkingAbility',
  'BadType',
  'Behaviour',
  'Other',
  'Unknown',
] as const;
export type DepartureReason = (typeof DEPARTURE_REASONS)[number];

/** icarDeathReasonType (ADE 1.5; `Culled` is deprecated and never sent). */
export const DEATH_REASONS = [
  'Missing',
  'Parturition',
  'Disease',
  'Accident',
  'Consumption',
  'Other',
  'Unknown',
  'Age',
  'Mastitis',
  'Production',
  'LegOrClaw',
  'MilkingAbility',
  'Nutrition',
  'Fertility',
] as const;
export type DeathReason = (typeof DEATH_REASONS)[number];

type Rule<T> = readonly [pattern: RegExp, code: T];

// Whole English words, first match wins.
const LEG = /\b(lame|lameness|legs?|claws?|foot|feet|hoof|hooves|downer)\b/;
const MASTITIS = /\b(mastitis|udder)\b/;
const PARTURITION = /\b(farrowing|dystocia|parturition)\b/;
const AGE = /\b(old|age|aged)\b/;

const DEPARTURE_RULES: readonly Rule<DepartureReason>[] = [
  [LEG, 'LegOrClaw'],
  [MASTITIS, 'Mastitis'],
  [PARTURITION, 'Parturition'],
  [
    /\b(anoestrus|anestrus|repeat|not in pig|not pregnant|empty|infertile|infertility|fertility|abortion|aborted)\b/,
    'Fertility',
  ],
  [AGE, 'Age'],
  [/\b(litter|litters|performance|production|productivity|prolificacy)\b/, 'Production'],
  [/\b(condition|thin|fat|nutrition|feed|feeding)\b/, 'Nutrition'],
  [/\b(aggressive|aggression|behaviour|behavior|temperament|savaging)\b/, 'Behaviour'],
  [/\b(disease|sick|ill|illness|infection|injury|injured|prolapse|health)\b/, 'Health'],
  [/\b(surplus|superfluous)\b/, 'Superfluous'],
  [/\b(sale|sold)\b/, 'Sale'],
  [/\b(unknown)\b/, 'Unknown'],
];

const DEATH_RULES: readonly Rule<DeathReason>[] = [
  [/\b(crushed|crushing|overlain|overlaid|accident|injury|injured|trauma|fracture)\b/, 'Accident'],
  [LEG, 'LegOrClaw'],
  [MASTITIS, 'Mastitis'],
  [PARTURITION, 'Parturition'],
  [/\b(starvation|starved|nutrition|thin|condition)\b/, 'Nutrition'],
  [AGE, 'Age'],
  [/\b(missing|lost|stolen)\b/, 'Missing'],
  [/\b(found dead|unknown)\b/, 'Unknown'],
  [
    /\b(disease|sick|ill|illness|infection|scours|diarrhoea|diarrhea|heart|torsion|prolapse|pneumonia|fever)\b/,
    'Disease',
  ],
];

function reasonOf<T extends string>(
  cause: string | undefined,
  codes: readonly T[],
  rules: readonly Rule<T>[],
): T | 'Other' | 'Unknown' {
  if (!cause) return 'Unknown';
  const text = cause.toLowerCase();
  // A cause that is already an ICAR code ("LegOrClaw", "leg or claw") is kept as is.
  const compact = text.replace(/[\s_-]+/g, '');
  const code = codes.find((c) => c.toLowerCase() === compact);
  if (code) return code;
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? 'Other';
}

export const departureReason = (cause: string | undefined): DepartureReason =>
  reasonOf(cause, DEPARTURE_REASONS, DEPARTURE_RULES);

export const deathReason = (cause: string | undefined): DeathReason =>
  reasonOf(cause, DEATH_REASONS, DEATH_RULES);
