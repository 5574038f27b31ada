/**
 * The demo "story" every generator follows, so surveys, mentions, series and events agree:
 * brand levels per dimension, seasonality, and the events that move them.
 */
import { DEMO_CUSTOMERS, type DemoCustomer } from './customers';

/** Fixed window so the data is the same whenever it is generated: 24 months to 2026-10. */
export const DEMO_FIRST_MONTH = '2024-11';
export const DEMO_LAST_MONTH = '2026-10';
export const DEMO_MONTHS: readonly string[] = (() => {
  const months: string[] = [];
  let [y, m] = [2024, 11];
  while (months.length < 24) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
})();

export const DIMENSIONS = [
  'products_services',
  'innovation',
  'workplace',
  'governance',
  'citizenship',
  'leadership',
  'performance',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/**
 * The true model: Pulse (0-100 latent) = 50 + sum(w * (dimension - 50)) + noise. Dimensions get
 * independent respondent noise of equal spread, so standardized betas recover these weights and
 * relative-weight shares come out near w^2 / sum(w^2) (see demoDriverShares).
 */
export const DEMO_DRIVER_WEIGHTS: Readonly<Record<Dimension, number>> = {
  products_services: 0.26,
  innovation: 0.08,
  workplace: 0.06,
  governance: 0.18,
  citizenship: 0.1,
  leadership: 0.12,
  performance: 0.2,
};

/** Expected importance shares (sum 1) for analyses that split R^2 (relative weights, LMG). */
export function demoDriverShares(): Record<Dimension, number> {
  const total = DIMENSIONS.reduce((sum, d) => sum + DEMO_DRIVER_WEIGHTS[d] ** 2, 0);
  return Object.fromEntries(
    DIMENSIONS.map((d) => [d, DEMO_DRIVER_WEIGHTS[d] ** 2 / total]),
  ) as Record<Dimension, number>;
}

export interface StoryEvent {
  month: string;
  title: string;
  description: string;
  category: 'incident' | 'campaign' | 'product' | 'leadership' | 'award' | 'regulatory';
  impact: -2 | -1 | 1 | 2;
  /** Latent points added per dimension (and to 'trust' directly) in the event month. */
  effects: Partial<Record<Dimension | 'trust', number>>;
  /** How many months the effect lasts, fading linearly. */
  months: number;
  /** Mention volume multiplier at the peak, and the share of negative mentions then. */
  spike: number;
}

export interface BrandStory {
  name: string;
  isOwn: boolean;
  /** Latent level (0-100) per dimension before events and seasonality. */
  levels: Record<Dimension, number>;
  /** Change per year in latent points. */
  trend: number;
  awareness: number;
  events: StoryEvent[];
}

export interface CustomerStory {
  customer: DemoCustomer;
  seed: number;
  brands: BrandStory[];
  /** Month (1-12) of the seasonal peak and its height in latent points. */
  seasonPeak: number;
  seasonAmplitude: number;
  product: string;
  regions: readonly string[];
}

const REGIONS = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;

const GRILLD_INCIDENT: StoryEvent = {
  month: '2025-03',
  title: 'Food-safety incident at Sydney restaurants',
  description:
    'A supplier contamination led to illness reports at three Sydney restaurants; the company recalled a sauce batch and faced questions about its supplier checks.',
  category: 'incident',
  impact: -2,
  effects: { trust: -14, governance: -16, products_services: -8 },
  months: 4,
  spike: 5,
};

function levels(base: number, offsets: Partial<Record<Dimension, number>>) {
  return Object.fromEntries(DIMENSIONS.map((d) => [d, base + (offsets[d] ?? 0)])) as Record<
    Dimension,
    number
  >;
}

/** Per-customer plot: own brand first, then the three competitors. */
const PLOTS: Record<string, Omit<CustomerStory, 'customer' | 'seed' | 'regions'>> = {
  GRILLD: {
    product: 'burger',
    seasonPeak: 12,
    seasonAmplitude: 2.5,
    brands: [
      {
        name: '',
        isOwn: true,
        levels: levels(68, { products_services: 6, citizenship: 4, innovation: 2 }),
        trend: 1.5,
        awareness: 0.9,
        events: [
          GRILLD_INCIDENT,
          {
            month: '2025-10',
            title: 'Plant-based menu launch',
            description: 'A national launch of a plant-based range, backed by a summer campaign.',
            category: 'product',
            impact: 1,
            effects: { innovation: 6, products_services: 3 },
            months: 3,
            spike: 2.2,
          },
        ],
      },
      {
        name: '',
        isOwn: false,
        levels: levels(63, { innovation: 4 }),
        trend: 0.5,
        awareness: 0.7,
        events: [],
      },
      {
        name: '',
        isOwn: false,
        levels: levels(66, { products_services: 4 }),
        trend: 2,
        awareness: 0.6,
        events: [],
      },
      {
        name: '',
        isOwn: false,
        levels: levels(60, { workplace: -3 }),
        trend: -0.5,
        awareness: 0.5,
        events: [],
      },
    ],
  },
  NORTHBANK: {
    product: 'banking app',
    seasonPeak: 7,
    seasonAmplitude: 1.2,
    brands: [
      {
        name: '',
        isOwn: true,
        levels: levels(62, { performance: 5, governance: -2, innovation: 3 }),
        trend: 2,
        awareness: 0.85,
        events: [
          {
            month: '2025-09',
            title: 'New mobile banking app',
            description: 'A rebuilt app with instant payments and spending insights.',
            category: 'product',
            impact: 2,
            effects: { innovation: 9, products_services: 5 },
            months: 5,
            spike: 2.5,
          },
        ],
      },
      {
        name: '',
        isOwn: false,
        levels: levels(64, { governance: 3 }),
        trend: 0,
        awareness: 0.9,
        events: [],
      },
      {
        name: '',
        isOwn: false,
        levels: levels(59, { citizenship: 5 }),
        trend: 1,
        awareness: 0.55,
        events: [],
      },
      { name: '', isOwn: false, levels: levels(57, {}), trend: -1, awareness: 0.5, events: [] },
    ],
  },
  VOLTA: {
    product: 'energy bill',
    seasonPeak: 1,
    seasonAmplitude: 2,
    brands: [
      {
        name: '',
        isOwn: true,
        levels: levels(58, { citizenship: 6, innovation: 4, products_services: -3 }),
        trend: 1,
        awareness: 0.8,
        events: [
          {
            month: '2025-07',
            title: 'Winter price rise',
            description: 'An 11% tariff increase announced at the start of winter.',
            category: 'regulatory',
            impact: -1,
            effects: { products_services: -9, citizenship: -5 },
            months: 4,
            spike: 3,
          },
        ],
      },
      {
        name: '',
        isOwn: false,
        levels: levels(60, { innovation: 5 }),
        trend: 1.5,
        awareness: 0.65,
        events: [],
      },
      { name: '', isOwn: false, levels: levels(55, {}), trend: 0, awareness: 0.6, events: [] },
      {
        name: '',
        isOwn: false,
        levels: levels(61, { governance: 4 }),
        trend: -0.5,
        awareness: 0.7,
        events: [],
      },
    ],
  },
  MERIDIAN: {
    product: 'clinic visit',
    seasonPeak: 6,
    seasonAmplitude: 1.5,
    brands: [
      {
        name: '',
        isOwn: true,
        levels: levels(71, { workplace: 3, citizenship: 5, performance: -3 }),
        trend: 0.8,
        awareness: 0.8,
        events: [
          {
            month: '2026-02',
            title: 'National healthcare employer award',
            description: 'Named best healthcare employer in the national workplace awards.',
            category: 'award',
            impact: 1,
            effects: { workplace: 7, leadership: 3 },
            months: 3,
            spike: 1.8,
          },
        ],
      },
      { name: '', isOwn: false, levels: levels(68, {}), trend: 0.5, awareness: 0.75, events: [] },
      {
        name: '',
        isOwn: false,
        levels: levels(65, { innovation: 6 }),
        trend: 2,
        awareness: 0.55,
        events: [],
      },
      { name: '', isOwn: false, levels: levels(63, {}), trend: 0, awareness: 0.6, events: [] },
    ],
  },
  ORBIT: {
    product: 'mobile plan',
    seasonPeak: 11,
    seasonAmplitude: 1.5,
    brands: [
      {
        name: '',
        isOwn: true,
        levels: levels(60, { innovation: 5, products_services: 2, citizenship: -3 }),
        trend: 1.2,
        awareness: 0.9,
        events: [
          {
            month: '2026-02',
            title: 'Nationwide network outage',
            description:
              'A 14-hour outage cut mobile and internet services for 8 million customers.',
            category: 'incident',
            impact: -2,
            effects: { products_services: -12, leadership: -6, trust: -8 },
            months: 3,
            spike: 4.5,
          },
        ],
      },
      { name: '', isOwn: false, levels: levels(62, {}), trend: 0.5, awareness: 0.85, events: [] },
      {
        name: '',
        isOwn: false,
        levels: levels(58, { performance: 4 }),
        trend: 1,
        awareness: 0.6,
        events: [],
      },
      {
        name: '',
        isOwn: false,
        levels: levels(55, { innovation: 6 }),
        trend: 2.5,
        awareness: 0.45,
        events: [],
      },
    ],
  },
};

/** The story of each demo customer, brand names filled in from the customer list. */
export const DEMO_STORIES: readonly CustomerStory[] = DEMO_CUSTOMERS.map((customer, index) => {
  const plot = PLOTS[customer.code];
  if (!plot) throw new Error(`No demo story for ${customer.code}`);
  const names = [customer.name, ...customer.competitors.map((c) => c.name)];
  return {
    ...plot,
    customer,
    seed: 1000 + index * 7919,
    regions: REGIONS,
    brands: plot.brands.map((brand, i) => ({ ...brand, name: names[i] ?? `Brand ${i}` })),
  };
});

export const GRILLD_INCIDENT_MONTH = GRILLD_INCIDENT.month;

function monthIndex(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return (y ?? 0) * 12 + (m ?? 1) - 1;
}

/** The share of an event's effect still felt in a month (1 in its month, fading to 0). */
export function eventWeight(event: StoryEvent, month: string): number {
  const since = monthIndex(month) - monthIndex(event.month);
  if (since < 0 || since >= event.months) return 0;
  return 1 - since / event.months;
}

/** Latent mean of one dimension (or trust) for a brand in a month: level, trend, season, events. */
export function latentMean(
  story: CustomerStory,
  brand: BrandStory,
  target: Dimension | 'trust',
  month: string,
): number {
  const t = DEMO_MONTHS.indexOf(month);
  const calendarMonth = Number(month.slice(5, 7));
  const season =
    story.seasonAmplitude * Math.cos(((calendarMonth - story.seasonPeak) / 12) * 2 * Math.PI);
  const base = target === 'trust' ? 0 : brand.levels[target] + (brand.trend * t) / 12 + season;
  const shock = brand.events.reduce(
    (sum, e) => sum + (e.effects[target] ?? 0) * eventWeight(e, month),
    0,
  );
  return base + shock;
}

/** Mention volume multiplier and negative tilt for a brand in a given month. */
export function monthPressure(brand: BrandStory, month: string): { volume: number; tilt: number } {
  let volume = 1;
  let tilt = 0;
  for (const e of brand.events) {
    const w = eventWeight(e, month);
    if (w > 0) {
      volume += (e.spike - 1) * w * w;
      tilt += (e.impact < 0 ? -1 : 1) * 0.35 * w;
    }
  }
  return { volume, tilt };
}
