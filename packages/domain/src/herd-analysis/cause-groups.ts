/**
 * The groups of the causes farms record as free text: piglet deaths (`cause` of piglet_death)
 * and sow removals (`cause` of removal). Farms write their own words ('laid on', 'écrasé',
 * 'Lameness - rear leg'), so reports show the cause as written and, beside it, the group its
 * words belong to: a short list every language can name (shared/herd-reports.md §3.3 and §4.3,
 * the PigKnows "main category / reason" design). A group is found by the first rule one of
 * whose words or phrases appears in the cause, whole words, case and accents ignored; a cause
 * that no rule knows is `other`, no cause `unknown`.
 */

export const PIGLET_CAUSE_GROUPS = [
  'crushed',
  'low_viability',
  'starvation',
  'scours',
  'splay_leg',
  'savaged',
  'chilled',
  'congenital',
  'infection',
  'euthanised',
  'other',
  'unknown',
] as const;
export type PigletCauseGroup = (typeof PIGLET_CAUSE_GROUPS)[number];

export const REMOVAL_REASON_GROUPS = [
  'reproductive',
  'productive',
  'locomotor',
  'body_condition',
  'disease',
  'management',
  'other',
  'unknown',
] as const;
export type RemovalReasonGroup = (typeof REMOVAL_REASON_GROUPS)[number];

type Rule<Group> = readonly [Group, readonly string[]];

// English, French and Spanish words of farm records; the first rule that matches wins.
const PIGLET_RULES: readonly Rule<PigletCauseGroup>[] = [
  ['unknown', ['unknown', 'not known', 'inconnu', 'inconnue', 'desconocido', 'desconocida']],
  ['euthanised', ['euthanised', 'euthanized', 'euthanasia', 'euthanasie', 'eutanasia']],
  [
    'crushed',
    [
      'crushed',
      'crushing',
      'crush',
      'overlain',
      'overlaid',
      'overlay',
      'laid on',
      'écrasé',
      'écrasement',
      'écrasés',
      'aplastado',
      'aplastamiento',
    ],
  ],
  ['starvation', ['starvation', 'starved', 'starving', 'famine', 'inanition', 'inanición']],
  [
    'low_viability',
    [
      'low viability',
      'weak',
      'weakness',
      'small',
      'runt',
      'low birth weight',
      'lbw',
      'faible',
      'chétif',
      'débile',
      'débilité',
      'petit',
      'débil',
      'pequeño',
    ],
  ],
  ['scours', ['scours', 'scour', 'diarrhoea', 'diarrhea', 'diarrhée', 'diarrea']],
  ['splay_leg', ['splay', 'splayleg', 'splay leg', 'splayed', 'écarté', 'écartés', 'abierto']],
  ['savaged', ['savaged', 'savaging', 'savage', 'bitten', 'mordu', 'mordido']],
  ['chilled', ['chilled', 'chill', 'cold', 'hypothermia', 'froid', 'hypothermie', 'frío']],
  [
    'congenital',
    [
      'congenital',
      'malformation',
      'malformed',
      'defect',
      'hernia',
      'atresia',
      'tremor',
      'hermaphrodite',
      'abnormal',
      'congénital',
      'hernie',
      'congénito',
    ],
  ],
  [
    'infection',
    [
      'infection',
      'septicaemia',
      'septicemia',
      'joint',
      'arthritis',
      'strep',
      'meningitis',
      'greasy',
      'navel',
      'disease',
      'sick',
      'septicémie',
      'arthrite',
      'maladie',
      'infección',
    ],
  ],
];

const REMOVAL_RULES: readonly Rule<RemovalReasonGroup>[] = [
  ['unknown', ['unknown', 'found dead', 'not known', 'inconnu', 'inconnue', 'desconocido']],
  [
    'reproductive',
    [
      'anestrus',
      'anoestrus',
      'anestrous',
      'anoestrous',
      'repeat',
      'repeats',
      'return',
      'returns',
      'not in pig',
      'not pregnant',
      'empty',
      'open',
      'infertile',
      'infertility',
      'fertility',
      'abortion',
      'aborted',
      'failed to farrow',
      'reproductive',
      'reproduction',
      'anœstrus',
      'retour',
      'retours',
      'vide',
      'avortement',
      'infertilité',
      'anestro',
      'repetición',
      'vacía',
      'aborto',
      'infertilidad',
    ],
  ],
  [
    'locomotor',
    [
      'lame',
      'lameness',
      'leg',
      'legs',
      'feet',
      'foot',
      'claw',
      'claws',
      'hoof',
      'hooves',
      'downer',
      'injury',
      'injured',
      'fracture',
      'locomotion',
      'boiterie',
      'aplomb',
      'aplombs',
      'pattes',
      'blessure',
      'cojera',
      'patas',
      'lesión',
    ],
  ],
  ['body_condition', ['condition', 'thin', 'fat', 'maigre', 'état', 'grasa', 'delgada', 'flaca']],
  [
    'disease',
    [
      'disease',
      'sick',
      'ill',
      'illness',
      'infection',
      'prolapse',
      'mastitis',
      'agalactia',
      'heart',
      'torsion',
      'pneumonia',
      'fever',
      'metritis',
      'ulcer',
      'maladie',
      'prolapsus',
      'mammite',
      'cœur',
      'enfermedad',
      'prolapso',
      'corazón',
    ],
  ],
  [
    'productive',
    [
      'old',
      'age',
      'aged',
      'litter',
      'litters',
      'performance',
      'production',
      'productivity',
      'prolificacy',
      'milk',
      'vieille',
      'âge',
      'portée',
      'portées',
      'vieja',
      'edad',
      'camada',
    ],
  ],
  [
    'management',
    [
      'transfer',
      'transferred',
      'moved',
      'site',
      'sale',
      'sold',
      'market',
      'surplus',
      'depopulation',
      'management',
      'vente',
      'vendue',
      'transfert',
      'venta',
      'traslado',
    ],
  ],
];

/** Lower case, accents kept (they tell words apart), anything else between words a space. */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

const MAX_KNOWN_CAUSES = 10_000;

/**
 * A cause's group by the rules, each cause worked out once: a report reads thousands of records
 * that share a handful of causes.
 */
function grouper<Group>(rules: readonly Rule<Group>[], other: Group, unknown: Group) {
  const compiled = rules.map(([group, phrases]) => [group, phrases.map(words)] as const);
  const known = new Map<string, Group>();
  return (cause: string | null): Group => {
    if (cause === null || cause.trim() === '') return unknown;
    let group = known.get(cause);
    if (group === undefined) {
      const text = words(cause);
      group = compiled.find(([, phrases]) => phrases.some((phrase) => text.includes(phrase)))?.[0];
      group ??= other;
      // Farms' vocabularies are small; the bound only keeps odd inputs from piling up.
      if (known.size >= MAX_KNOWN_CAUSES) known.clear();
      known.set(cause, group);
    }
    return group;
  };
}

export const pigletCauseGroup: (cause: string | null) => PigletCauseGroup = grouper(
  PIGLET_RULES,
  'other',
  'unknown',
);

export const removalReasonGroup: (cause: string | null) => RemovalReasonGroup = grouper(
  REMOVAL_RULES,
  'other',
  'unknown',
);
