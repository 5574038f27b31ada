/**
 * Monthly survey waves: ~400 respondents a month, each rating the customer and its three
 * competitors on a 1-7 scale. Pulse truly depends on the seven dimensions with
 * DEMO_DRIVER_WEIGHTS, so driver analysis on this data recovers them.
 */
import type Database from 'better-sqlite3';
import { scoreSentiment } from '../../modules/enrichment/sentiment';
import { AGE_BANDS } from '../schema/index';
import { clamp, createDemoDataset, finishDataset, logistic, memo, pad2 } from './demo-datasets';
import { createRandom, type Random } from './random';
import { spendPressure } from './series';
import {
  DEMO_DRIVER_WEIGHTS,
  DEMO_MONTHS,
  DEMO_STORIES,
  DIMENSIONS,
  latentMean,
  type CustomerStory,
  type Dimension,
} from './story';

export const DEMO_RESPONDENTS_PER_MONTH = 400;
export const DEMO_SCALE = { min: 1, max: 7 } as const;

export const DEMO_IMAGERY = [
  'trustworthy',
  'innovative',
  'friendly',
  'good value',
  'premium',
  'responsible',
  'modern',
  'reliable',
] as const;

/** Two attributes per dimension, asked of the customer's own brand. */
export const DEMO_ATTRIBUTES: Record<Dimension, readonly [string, string]> = {
  products_services: ['high_quality', 'good_value'],
  innovation: ['first_to_market', 'adapts_quickly'],
  workplace: ['rewards_employees', 'equal_opportunity'],
  governance: ['open_and_transparent', 'behaves_ethically'],
  citizenship: ['supports_good_causes', 'environmentally_responsible'],
  leadership: ['strong_leader', 'clear_vision'],
  performance: ['profitable', 'growth_prospects'],
};

// Segment composition (weights sum to 1) and the design weight that corrects it.
const AGE_MIX = [0.1, 0.18, 0.19, 0.18, 0.17, 0.18];
const AGE_POPULATION = [0.12, 0.18, 0.17, 0.16, 0.15, 0.22];
const STAKEHOLDER_MIX: [string, number][] = [
  ['general_public', 0.46],
  ['customers', 0.3],
  ['employees', 0.06],
  ['investors', 0.05],
  ['community', 0.05],
  ['suppliers', 0.03],
  ['media', 0.03],
  ['regulators', 0.02],
];
const REGION_MIX = [0.31, 0.26, 0.2, 0.1, 0.07, 0.02, 0.02, 0.02];
const REGION_OFFSET = [0, 1.5, -0.5, -1.5, 1, 0.5, 2, -2];

/** Segment differences in latent points per dimension. */
function segmentEffect(age: number, group: string, gender: string, d: Dimension): number {
  let effect = 0;
  if (d === 'innovation') effect += [5, 3, 1, 0, -2, -4][age] ?? 0;
  if (d === 'governance') effect += [-3, -2, 0, 0, 1, 3][age] ?? 0;
  if (group === 'employees' && d === 'workplace') effect += 9;
  if (group === 'employees' && d === 'leadership') effect += 4;
  if (group === 'investors' && d === 'performance') effect += 6;
  if (group === 'regulators' && d === 'governance') effect -= 7;
  if (group === 'media') effect -= 3;
  if (group === 'community' && d === 'citizenship') effect += 5;
  if (gender === 'female' && d === 'citizenship') effect += 2;
  return effect;
}

function pickWeighted(rng: Random, weights: readonly number[]): number {
  let u = rng.next();
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i] ?? 0;
    if (u <= 0) return i;
  }
  return weights.length - 1;
}

const toScale = (latent: number) =>
  clamp(Math.round(DEMO_SCALE.min + (latent / 100) * (DEMO_SCALE.max - DEMO_SCALE.min)), 1, 7);

const COMMENTS = {
  positive: [
    'Great quality and friendly staff, I always recommend them.',
    'They really care about their customers and the community.',
    'Excellent service, fair prices and a brand I trust.',
    'Love what they are doing lately, very impressive.',
    'Reliable and honest, never had a problem with them.',
  ],
  neutral: [
    'They are fine, nothing special either way.',
    'About the same as the others in the market.',
    'I use them sometimes when it is convenient.',
    'No strong opinion, it depends on the day.',
  ],
  negative: [
    'Prices keep going up while the service gets worse.',
    'I do not trust them after the way they handled complaints.',
    'Poor communication and slow to fix problems.',
    'Disappointing experience, I would not recommend them.',
  ],
  incident: [
    'The food safety scare worried me, I stopped going for a while.',
    'After the contamination news I lost trust in how they check suppliers.',
    'They were slow to own up to the illness reports, very disappointing.',
  ],
} as const;

const INSERT_SQL = `insert into survey_responses (
  dataset_id, customer_id, respondent_id, date, wave, brand, is_own_brand,
  trust, esteem, admiration, good_feeling,
  products_services, innovation, workplace, governance, citizenship, leadership, performance,
  scale_min, scale_max, aware, familiar, would_consider, prefer, would_recommend, nps,
  attributes, imagery, age_band, gender, region, stakeholder_group, weight, duration_seconds,
  comment, comment_sentiment, comment_sentiment_label
) values (${Array.from({ length: 37 }, () => '?').join(', ')})`;

function seedCustomerSurvey(client: Database.Database, story: CustomerStory, customerId: number) {
  const rng = createRandom(story.seed);
  const datasetId = createDemoDataset(
    client,
    customerId,
    `${story.customer.name} Reputation Survey 2024-2026`,
    'survey',
  );
  const insert = client.prepare(INSERT_SQL);
  const sentiment = memo(scoreSentiment);
  const pressure = spendPressure(story);
  const imageryProfile = story.brands.map(() => DEMO_IMAGERY.map(() => rng.between(0.15, 0.55)));
  const incidentMonths = new Set(
    story.brands[0]?.events
      .filter((e) => e.category === 'incident')
      .flatMap((e) => DEMO_MONTHS.filter((m) => m >= e.month).slice(0, e.months)) ?? [],
  );

  for (const month of DEMO_MONTHS) {
    const n = DEMO_RESPONDENTS_PER_MONTH + rng.int(-20, 20);
    const means = story.brands.map((brand) => ({
      dims: DIMENSIONS.map((d) => latentMean(story, brand, d, month)),
      trust: latentMean(story, brand, 'trust', month),
    }));
    for (let r = 0; r < n; r++) {
      const age = pickWeighted(rng, AGE_MIX);
      const region = pickWeighted(rng, REGION_MIX);
      const group =
        STAKEHOLDER_MIX[
          pickWeighted(
            rng,
            STAKEHOLDER_MIX.map(([, w]) => w),
          )
        ]?.[0] ?? 'general_public';
      const gender =
        rng.next() < 0.49
          ? 'male'
          : rng.next() < 0.97
            ? 'female'
            : rng.next() < 0.5
              ? 'other'
              : 'undisclosed';
      const weight =
        Math.round(((AGE_POPULATION[age] ?? 0.1) / (AGE_MIX[age] ?? 0.1)) * 1000) / 1000;
      const speeder = rng.next() < 0.03;
      const straightLiner = rng.next() < 0.02;
      const duration = Math.round(speeder ? rng.between(60, 140) : Math.exp(rng.normal(6.3, 0.35)));
      const date = `${month}-${pad2(rng.int(1, 28))}`;
      const respondentId = `${story.customer.code}-${month}-${String(r + 1).padStart(4, '0')}`;
      const halo = rng.normal(0, 4);

      story.brands.forEach((brand, b) => {
        const mean = means[b];
        if (!mean) return;
        const awareP = brand.isOwn
          ? brand.awareness + 0.06 * ((pressure.get(month) ?? 0) - 0.5)
          : brand.awareness;
        const aware = rng.next() < awareP ? 1 : 0;
        const familiar = aware && rng.next() < 0.8 ? 1 : 0;
        const base = [
          datasetId,
          customerId,
          respondentId,
          date,
          month,
          brand.name,
          brand.isOwn ? 1 : 0,
        ];
        const demo = [AGE_BANDS[age], gender, story.regions[region], group, weight, duration];
        if (!familiar) {
          insert.run(
            ...base,
            ...Array(11).fill(null),
            DEMO_SCALE.min,
            DEMO_SCALE.max,
            aware,
            0,
            0,
            0,
            0,
            null,
            null,
            null,
            ...demo,
            null,
            null,
            null,
          );
          return;
        }
        const dims = DIMENSIONS.map(
          (d, k) =>
            (mean.dims[k] ?? 50) +
            segmentEffect(age, group, gender, d) +
            (REGION_OFFSET[region] ?? 0) +
            halo +
            rng.normal(0, 13),
        );
        let pulse = 50 + rng.normal(0, 5);
        DIMENSIONS.forEach((d, k) => (pulse += DEMO_DRIVER_WEIGHTS[d] * ((dims[k] ?? 50) - 50)));
        const items = [
          pulse + mean.trust + rng.normal(0, 4),
          pulse + rng.normal(0, 4),
          pulse + rng.normal(0, 4),
          pulse + rng.normal(0, 4),
        ];
        const flat = straightLiner ? rng.int(4, 7) : null;
        const rate = (latent: number) => flat ?? toScale(latent);
        const consider = rng.next() < logistic((pulse - 52) / 7) ? 1 : 0;
        const prefer = consider && rng.next() < logistic((pulse - 64) / 7) ? 1 : 0;
        const recommend = prefer && rng.next() < logistic((pulse - 60) / 6) ? 1 : 0;
        const nps = clamp(Math.round((pulse - 12) / 6.5 + rng.normal(0, 1.2)), 0, 10);
        const imagery = DEMO_IMAGERY.filter(
          (_, i) =>
            rng.next() < clamp((imageryProfile[b]?.[i] ?? 0.3) + (pulse - 62) / 80, 0.02, 0.95),
        );
        let attributes: string | null = null;
        let comment: string | null = null;
        if (brand.isOwn) {
          const values: Record<string, number> = {};
          DIMENSIONS.forEach((d, k) => {
            for (const attribute of DEMO_ATTRIBUTES[d])
              values[`${d}.${attribute}`] = rate((dims[k] ?? 50) + rng.normal(0, 6));
          });
          attributes = JSON.stringify(values);
          if (rng.next() < 0.15) {
            const pool =
              incidentMonths.has(month) && pulse < 60 && rng.next() < 0.6
                ? COMMENTS.incident
                : pulse >= 68
                  ? COMMENTS.positive
                  : pulse < 52
                    ? COMMENTS.negative
                    : COMMENTS.neutral;
            comment = rng.pick(pool);
          }
        }
        const s = comment ? sentiment(comment) : null;
        insert.run(
          ...base,
          ...items.map(rate),
          ...dims.map(rate),
          DEMO_SCALE.min,
          DEMO_SCALE.max,
          aware,
          familiar,
          consider,
          prefer,
          recommend,
          nps,
          attributes,
          JSON.stringify(imagery),
          ...demo,
          comment,
          s?.score ?? null,
          s?.label ?? null,
        );
      });
    }
  }
  finishDataset(client, datasetId, 'survey');
}

export function seedSurveys(client: Database.Database, ids: Map<string, number>): void {
  for (const story of DEMO_STORIES) {
    const customerId = ids.get(story.customer.code);
    if (customerId !== undefined) seedCustomerSurvey(client, story, customerId);
  }
}
