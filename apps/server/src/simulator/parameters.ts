/**
 * Every number the farm simulator draws from, in one place. Targets and their sources are those of
 * shared/domain-notes.md §1 (the cycle) and §3 (typical values: National Pork Board production
 * analysis 2017–2021, MetaFarms 2024, SMS data via National Hog Farmer), and of product-spec §9
 * (return-to-estrus bands, piglet-mortality bands). docs/simulator.md lists them in a table.
 *
 * A distribution written as `[value, weight][]` is drawn with probability weight ÷ Σ weights.
 * Some values are tuning knobs rather than published figures (conception, culling by parity):
 * they were set so that the herd's KPIs land inside the §3 ranges; the comments say so.
 */

export type Weighted<T> = readonly (readonly [T, number])[];

export const PARAMETERS = {
  start: {
    /**
     * Parity of the females entered on the first day (0–8). Shape of a herd replacing ~55 %/yr
     * (domain-notes §3: average parity ~3.5); mean ≈ 3.2.
     */
    initialParity: [
      [0, 12],
      [1, 16],
      [2, 15],
      [3, 14],
      [4, 12],
      [5, 10],
      [6, 8],
      [7, 7],
      [8, 6],
    ] as Weighted<number>,
    /**
     * The first services of the initial females are spread evenly over this many days, about one
     * whole cycle (115 d gestation + 21 d lactation + 5 d wean-to-service), so farrowings and
     * weanings flow at a steady rate once the first cycle is through (the ramp-up).
     */
    firstServiceSpreadDays: 140,
    /** Days of the ramp-up: KPIs of periods starting later describe a steady herd. */
    rampUpDays: 150,
  },
  gilts: {
    /**
     * Days from entry to the first service: six weeks of isolation and acclimatisation (the
     * action lists' default `gilt_acclimatisation`, 42 days) with a boar to bring them into heat,
     * timed so that their second heat falls at its end (the farm plans it, or synchronises it).
     */
    firstServiceDays: { min: 38, max: 48 },
    heatCycleDays: 21,
    /** Share of gilts whose heat one cycle before their first service is recorded. */
    heatRecorded: 0.85,
    /**
     * Share of gilts that reach puberty late (no heat seen in the acclimatisation), and the day
     * after entry they are served at: the truly overdue gilts of the action lists.
     */
    latePuberty: 0.1,
    latePubertyServiceDays: { min: 64, max: 110 },
    /** Gilts enter ahead of the removal they replace by about their entry-to-service time. */
    entryLeadDays: { min: 40, max: 60 },
    /** Gilt deliveries arrive once a week (entries snap to the delivery day). */
    deliveryEveryDays: 7,
    /**
     * Share of gilts that never cycle and are culled (anestrus) 90–130 days after entry, past
     * the 240-day maturity age, never served.
     */
    anestrusCull: 0.04,
    anestrusCullDays: { min: 90, max: 130 },
    /**
     * Age of a gilt at entry, in days (about 6 months): first served at about 200–245 days of
     * age, the late ones at 230–305.
     */
    ageAtEntryDays: { min: 165, max: 195 },
    genetics: [
      ['Camborough', 50],
      ['DanBred', 30],
      ['Hypor Libra', 20],
    ] as Weighted<string>,
  },
  service: {
    /** Inseminations in one heat (the record's `doses`). */
    doses: [
      [1, 10],
      [2, 55],
      [3, 35],
    ] as Weighted<number>,
    /**
     * Probability that a service conceives, by parity at service (tuning knob: with the losses
     * below it gives a farrowing rate in the §3 range 80–88 %, US 83.4 %).
     */
    conceptionByParity: [
      0.91, 0.91, 0.945, 0.945, 0.945, 0.94, 0.92, 0.9, 0.88,
    ] as readonly number[],
    /** Conception of a repeat service, and of a service 8–12 days after weaning, relative. */
    repeatConceptionFactor: 0.93,
    lateWsiConceptionFactor: 0.9,
    /** Share of sows that show heat on the day of service and have it recorded. */
    heatRecordedBeforeService: 0.08,
    /** Artificial-insemination sires in use at one time, and how often four are replaced. */
    boarsInUse: 12,
    boarRotationDays: 120,
  },
  /**
   * Return-to-estrus interval (days from service to the return), by spec §9 band; most regular
   * (18–25, peak at 21), some second-cycle (38–46), a few early, irregular and late.
   */
  returns: {
    bands: [
      ['early', 5],
      ['regular', 68],
      ['irregular', 9],
      ['regular_second', 12],
      ['late', 6],
    ] as Weighted<'early' | 'regular' | 'irregular' | 'regular_second' | 'late'>,
    early: { min: 11, max: 17 },
    regular: [
      [18, 4],
      [19, 10],
      [20, 20],
      [21, 28],
      [22, 20],
      [23, 10],
      [24, 5],
      [25, 3],
    ] as Weighted<number>,
    irregular: { min: 26, max: 37 },
    regular_second: [
      [38, 6],
      [39, 10],
      [40, 16],
      [41, 20],
      [42, 20],
      [43, 14],
      [44, 8],
      [45, 4],
      [46, 2],
    ] as Weighted<number>,
    late: { min: 47, max: 108 },
    /**
     * Share of open sows whose return goes unseen (a silent heat): a pregnancy check finds them
     * open, or, missed by the checks, they are found at the expected farrowing (a visual check
     * 100–118 days after service: "not in pig"), then culled or served at a later heat.
     */
    silentHeat: 0.15,
    notInPigDays: { min: 100, max: 118 },
    cullNotInPig: 0.6,
    /** Share of conceived pregnancies lost early (the sow returns irregular or late). */
    embryonicLoss: 0.03,
  },
  pregnancy: {
    /**
     * Share of services checked by ultrasound, and the day of the check (domain-notes §1:
     * ~21–35); share of the sows read positive checked again, and the day of that re-check.
     */
    checked: 0.97,
    checkDays: { min: 21, max: 35 },
    recheck: 0.5,
    recheckDays: { min: 36, max: 60 },
    /** Share of open sows a check finds negative (the rest read positive). */
    checkSensitivity: 0.96,
    /** Abortions (loss before day 109), share of conceived pregnancies, and their day. */
    abortion: 0.02,
    abortionDays: { min: 35, max: 108 },
    /**
     * Gestation length in days: 113–117, mean ≈ 115 (domain-notes §1: US/Canada 115.9 / 115.5).
     */
    gestationDays: [
      [113, 8],
      [114, 20],
      [115, 36],
      [116, 24],
      [117, 12],
    ] as Weighted<number>,
    /** Move to the farrowing crate this many days before farrowing. */
    crateLeadDays: { min: 2, max: 6 },
  },
  litter: {
    /**
     * Mean total born by parity of the litter (1 … 8+): rises from the first litter to a peak at
     * parity 3–5, then declines. Herd mean ≈ 14.6 (§3: born alive 13–14, US 13.6; benchmarks.md:
     * US 13.49 in 2020 to 14.28 in 2024).
     */
    totalBornByParity: [13.7, 14.3, 15.0, 15.2, 15.1, 14.7, 14.2, 13.7] as readonly number[],
    totalBornSd: 3.3,
    totalBornMax: 26,
    /** Per-piglet probabilities: stillborn ≈ 1 per litter, mummified ≈ 0.3 per litter. */
    stillbornRate: 0.06,
    stillbornRatePerParityOver3: 0.005,
    mummifiedRate: 0.02,
  },
  piglets: {
    /**
     * Probability that a piglet born alive dies before weaning (§3: pre-weaning mortality
     * 12–15 %, US 14.4 %); more in large litters and for old sows.
     */
    mortality: 0.134,
    mortalityPerPigletOver14: 0.006,
    mortalityPerParityOver5: 0.01,
    /** Age at death, by spec §9 band: most in days 0–2, fewer 3–8, some 9 and over. */
    deathAgeBands: [
      ['0-2', 56],
      ['3-8', 29],
      ['9+', 15],
    ] as Weighted<'0-2' | '3-8' | '9+'>,
    firstDays: [
      [0, 40],
      [1, 35],
      [2, 25],
    ] as Weighted<number>,
    causes: {
      '0-2': [
        ['crushed', 50],
        ['low viability', 30],
        ['starvation', 20],
      ],
      '3-8': [
        ['crushed', 30],
        ['scours', 30],
        ['starvation', 25],
        ['other', 15],
      ],
      '9+': [
        ['scours', 40],
        ['crushed', 30],
        ['other', 30],
      ],
    } as Record<'0-2' | '3-8' | '9+', Weighted<string>>,
    /** Fostering evens litters to this size, within 2 days of farrowing, at most this many. */
    fosterTarget: 14,
    fosterMax: 4,
    /** Share of eligible litters (more or fewer piglets than the target) actually fostered. */
    fosterShare: 0.8,
  },
  lactation: {
    /** Weaning age in days, 18–24, mean ≈ 20.8 (§3: wean age 19–21). */
    weanAgeDays: [
      [18, 8],
      [19, 14],
      [20, 20],
      [21, 24],
      [22, 18],
      [23, 10],
      [24, 6],
    ] as Weighted<number>,
    /** Weight of a weaned piglet: base + per day of age, kg (≈ 6 kg at 21 days), ± 7 %. */
    pigletKgAtBirth: 1.35,
    pigletKgPerDay: 0.225,
    pigletKgSd: 0.07,
    /** Share of weanings recorded without a weight. */
    weightMissing: 0.1,
  },
  weaning: {
    /**
     * Wean-to-service interval in days (§3: 5–7 days, US 6.9; ~90 % served within 7 days).
     * The 13–25 tail is sows slow to come back in heat.
     */
    wsiDays: [
      [3, 2],
      [4, 13],
      [5, 32],
      [6, 25],
      [7, 15],
      [8, 1.6],
      [9, 1.3],
      [10, 1.1],
      [11, 0.9],
      [12, 0.8],
      [15, 1.1],
      [19, 1.5],
      [23, 1.8],
      [27, 1.5],
      [32, 1.3],
    ] as Weighted<number>,
    /** Sows not back in heat after 12 days are culled with this probability (anestrus). */
    anestrusCull: 0.3,
  },
  removals: {
    /**
     * Culling at weaning by parity (litters farrowed 1 … 10+); tuning knob for §3 culling
     * ~40–45 %/yr, with more culls for old parity.
     */
    cullAtWeaningByParity: [
      0.005, 0.008, 0.01, 0.018, 0.035, 0.065, 0.12, 0.22, 0.38, 0.6,
    ] as readonly number[],
    /** Extra cull probability when fewer piglets than this were weaned (small litters). */
    smallLitter: 9,
    smallLitterCull: 0.1,
    /** Cull probability after the first, second, third… consecutive return (repeat breeders). */
    cullAfterReturn: [0.06, 0.3, 0.8] as readonly number[],
    /** Added to the cull probability after a failure for sows of parity 5 and over. */
    oldSowFailureCull: 0.15,
    cullAfterNegativeCheck: 0.25,
    cullAfterAbortion: 0.5,
    /**
     * Pregnancies ended by a cull in gestation (lameness, body condition), and the day of it.
     * Their gestation days count as non-productive (NPD) and lower the farrowing rate.
     */
    cullInGestation: 0.035,
    cullInGestationDays: { min: 30, max: 100 },
    gestationCullCauses: [
      ['lameness', 60],
      ['body condition', 25],
      ['injury', 15],
    ] as Weighted<string>,
    /** Culled sows leave on the day of the decision or up to this many days later. */
    cullDelayDays: { min: 0, max: 28 },
    /**
     * Yearly hazards of the removals that strike at any time of a female's life: about half of
     * the deaths and euthanasia (§3: sow death loss 7–12 %); the other half comes around
     * farrowing (farrowingRemovals). Transfers to another site are rare, after weaning.
     */
    deathPerYear: 0.04,
    euthanasiaPerYear: 0.012,
    transferPerYear: 0.004,
    weaningCullCauses: [
      ['old age', 45],
      ['poor litter performance', 25],
      ['lameness', 20],
      ['body condition', 10],
    ] as Weighted<string>,
    deathCauses: [
      ['found dead', 40],
      ['heart failure', 20],
      ['torsion', 15],
      ['prolapse', 15],
      ['unknown', 10],
    ] as Weighted<string>,
    euthanasiaCauses: [
      ['lameness', 50],
      ['injury', 25],
      ['prolapse', 15],
      ['downer', 10],
    ] as Weighted<string>,
  },
  /**
   * Removals of the farrowing time. Most sow deaths fall in the week before farrowing and the
   * first three weeks after it, the highest peak 1–10 days after farrowing (MSHMP, four US
   * farrow-to-wean farms 2009–2018, herd-reports [SW-sowmort]: median 26 days after farrowing).
   * A death or euthanasia on 2 % of farrowings, with the background hazard about 55 % of the
   * deaths in that window; a cull in lactation (milk failure) on 0.5 %. A sow that leaves with
   * her litter at foot has her piglets fostered onto sows with litters of about the same age.
   */
  farrowingRemovals: {
    risk: 0.02,
    euthanasiaShare: 0.2,
    /** Days from farrowing (weighted bands): before it, at it, first days, late lactation. */
    days: [
      [{ min: -7, max: -1 }, 20],
      [{ min: 0, max: 2 }, 35],
      [{ min: 3, max: 10 }, 30],
      [{ min: 11, max: 17 }, 15],
    ] as Weighted<{ min: number; max: number }>,
    deathCauses: [
      ['farrowing difficulty', 30],
      ['found dead', 25],
      ['heart failure', 20],
      ['uterine prolapse', 15],
      ['torsion', 10],
    ] as Weighted<string>,
    euthanasiaCauses: [
      ['prolapse', 40],
      ['downer', 35],
      ['lameness', 25],
    ] as Weighted<string>,
    cullInLactation: 0.005,
    cullInLactationDays: { min: 2, max: 14 },
    lactationCullCauses: [
      ['agalactia', 50],
      ['mastitis', 30],
      ['lameness', 20],
    ] as Weighted<string>,
    /** Orphans a nursing sow takes, from litters born at most this many days apart. */
    orphansPerNurse: 3,
    nurseAgeGapDays: 7,
  },
  locations: {
    /** Sows per gestation pen (electronic sow feeding groups of 40–60, domain-notes §2). */
    sowsPerPen: 50,
    giltPens: 4,
    /** Crates per farrowing room; rooms are lettered A, B, …; a crate is washed between sows. */
    cratesPerRoom: 24,
    crateWashDays: 3,
  },
  records: {
    /** Share of animal-days whose records carry a time of day (06:00–17:00). */
    timed: 0.3,
    /** Share of records entered by someone other than the section's usual user. */
    otherUser: 0.15,
  },
};
