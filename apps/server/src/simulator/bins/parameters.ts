/**
 * Every number the feed-bin simulator draws from (docs/simulator.md, "Feed bins"). Feed densities
 * and bin geometry follow shared/domain-notes.md §5, the uplinks §6; the herd's rations are those
 * of domain-notes §2. Values marked "knob" are not published figures: they make a plausible demo.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A feed of the dictionary: name, recipe code, bulk density (kg/m³) and what it is for. */
export type SimFeed = {
  key: string;
  name: string;
  recipe: string;
  densityKgM3: number;
  utility: string;
};

/**
 * The feed dictionary of the demo. Complete feed ≈ 40 lb/ft³ = 641 kg/m³; pelleted gestation and
 * lactation feeds a little denser; ground barley much lighter, 0.38–0.41 t/m³ (domain-notes §5).
 */
export const FEEDS = {
  complete: {
    key: 'complete',
    name: 'Complete feed',
    recipe: 'CF-16',
    densityKgM3: 641,
    utility: 'All sows',
  },
  gestation: {
    key: 'gestation',
    name: 'Gestation feed',
    recipe: 'GEST-13',
    densityKgM3: 650,
    utility: 'Gestation',
  },
  lactation: {
    key: 'lactation',
    name: 'Lactation feed',
    recipe: 'LACT-18',
    densityKgM3: 660,
    utility: 'Lactation',
  },
  nursery: {
    key: 'nursery',
    name: 'Nursery feed',
    recipe: 'NURS-2',
    densityKgM3: 680,
    utility: 'Weaned piglets',
  },
  finishing: {
    key: 'finishing',
    name: 'Grower-finisher feed',
    recipe: 'FIN-15',
    densityKgM3: 620,
    utility: 'Growing and finishing pigs',
  },
  barley: {
    key: 'barley',
    name: 'Ground barley',
    recipe: 'BARLEY-G',
    densityKgM3: 390,
    utility: 'Gestation top-up',
  },
} as const satisfies Record<string, SimFeed>;
export type FeedKey = keyof typeof FEEDS;

export const BIN_PARAMETERS = {
  herd: {
    /**
     * Share of the mated females in the farrowing rooms: about 21 days of lactation in a cycle of
     * ~146 (115 gestation + 21 lactation + ~10 weaning to conception; domain-notes §1).
     */
    lactatingShare: 0.14,
    /** Gestation ration, kg a sow a day: 2–3 kg on an ESF curve (domain-notes §2). */
    gestationKgPerSowPerDay: 2.5,
    /** Lactation intake averaged over the stay: ~2–3 kg on day 1 to 6–8 kg by day 10–14 (§2). */
    lactationKgPerSowPerDay: 6,
  },
  consumption: {
    /** Day-to-day variation of the herd's intake (sd of a factor around 1, clamped ±20 %); knob. */
    dailySd: 0.06,
    /**
     * Feed lines draw from the bin mostly by day: the rate is base × (1 + a·cos(2π(h − peak)/24))
     * at local hour h, which averages to the base over a day; knob.
     */
    diurnalAmplitude: 0.7,
    diurnalPeakHour: 13,
    /** The state advances in steps of at most this much time. */
    stepMs: 15 * 60_000,
  },
  delivery: {
    /** A delivery is ordered when the bin falls under this share of its capacity (~20 %). */
    orderBelow: [0.17, 0.23],
    /** …and the truck comes this many hours later, in working hours… */
    leadHours: [6, 30],
    workingHours: [7, 16],
    /** …blowing the feed in over this many hours ("some hours long")… */
    durationHours: [1.5, 3.5],
    /** …up to this share of the capacity (~90 %). */
    fillTo: [0.88, 0.92],
    /** Feed left in the near-empty bin at the end, in days of its average consumption. */
    nearEmptyDaysLeft: 1.8,
  },
  sensor: {
    /** An L-Track reports every 2 hours. */
    intervalMs: 2 * HOUR_MS,
    /** The last reading is up to this long before the end, so bins do not all report together. */
    maxPhaseMs: 110 * 60_000,
    /** Uplink time wanders this much before its slot (clock drift, the radio's random delay). */
    jitterMs: 30_000,
    /** Ultrasonic distance error: normal, this sd, clamped to 3 sd (mm). */
    distanceSdMm: 4,
    /** No echo (distance 0xFFFF): now and then, and often in the dust of a delivery; knob. */
    noEchoChance: 0.008,
    noEchoChanceDelivering: 0.3,
  },
  battery: {
    /** A 3.6 V lithium-thionyl chloride cell: near 3.6 V for most of its life (domain-notes). */
    freshMv: [3585, 3620],
    /** Slow decline a day; knob. */
    mvPerDay: [0.05, 0.25],
    /** Voltage moves with the cell's temperature, mV per °C from 10 °C; knob. */
    mvPerDegree: 0.4,
    /** Reading noise, sd in mV. */
    noiseSdMv: 1.5,
  },
  temperature: {
    /**
     * Mean of the day, °C, through the year: mean − amplitude × cos(2π (day of year − coldest) /
     * 365); southern Québec, about −10 °C in late January and +21 °C in late July.
     */
    yearMean: 5.5,
    yearAmplitude: 15.5,
    coldestDayOfYear: 20,
    /** A bin's roof warms in the sun: daily swing ± this much around the mean, warmest at 15:00. */
    dayAmplitude: 5,
    warmestHour: 15,
    noiseSd: 0.4,
    /** Local time of the demo site, hours from UTC (Québec standard time). */
    utcOffsetHours: -5,
  },
  signal: {
    /** Per reading, around the bin's own RSSI (dBm) and SNR (dB). */
    rssiSd: 3,
    snrSd: 1.5,
    /** A second gateway hears bins with a strong signal this often, weaker by 5–15 dB. */
    secondGatewayChance: 0.5,
    secondGatewayAboveRssi: -97,
  },
  missedDay: {
    /** The missed day: no uplink heard for 24–30 h, 3.5–5 days before the end. */
    hours: [24, 30],
    daysBeforeEnd: [3.5, 5],
  },
} as const;
