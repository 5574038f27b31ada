/**
 * Media and social mentions that follow the survey story: sentiment tracks each brand's mean
 * Pulse, events bring genuine volume spikes, and every text goes through the same enrichment
 * as ingestion (memoised, since generated texts repeat).
 */
import type Database from 'better-sqlite3';
import { createEnricher } from '../../modules/enrichment/service';
import type { MentionChannel, SocialPlatform } from '../schema/index';
import { clamp, createDemoDataset, finishDataset, memo, pad2 } from './demo-datasets';
import { createRandom, type Random } from './random';
import { meanPulse } from './series';
import { DEMO_MONTHS, DEMO_STORIES, eventWeight, monthPressure, type CustomerStory } from './story';

/** Mentions per customer over the two years (media and social together, before spikes). */
export const DEMO_MENTIONS_PER_CUSTOMER = 9_000;

const CHANNEL_MIX: [MentionChannel, SocialPlatform | null, number][] = [
  ['news', null, 0.14],
  ['blog', null, 0.07],
  ['forum', null, 0.1],
  ['review', null, 0.12],
  ['social', 'x', 0.17],
  ['social', 'facebook', 0.14],
  ['social', 'instagram', 0.11],
  ['social', 'linkedin', 0.06],
  ['social', 'tiktok', 0.09],
];

const OUTLETS: Record<MentionChannel, string[]> = {
  news: [
    'Metro Herald',
    'National Times',
    'The Business Review',
    'Coastal Courier',
    'Morning Post',
    'Daily Ledger',
  ],
  blog: ['Consumer Notes', 'Market Watchers', 'Brand Journal', 'Weekend Reader'],
  forum: ['OzTalk Forums', 'Community Board', 'Ask The Locals'],
  review: ['ReviewHub', 'StarRate', 'Local Guide Reviews'],
  social: [],
};
const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};
/** log-normal reach: median e^mu. */
const REACH_MU: Record<string, number> = {
  news: 10.3,
  blog: 8,
  forum: 6.2,
  review: 5.5,
  x: 7.6,
  facebook: 8,
  instagram: 8.4,
  linkedin: 7,
  tiktok: 9,
};
const ENGAGEMENT_RATE: Record<string, number> = {
  news: 0.003,
  blog: 0.01,
  forum: 0.03,
  review: 0.02,
  x: 0.015,
  facebook: 0.025,
  instagram: 0.04,
  linkedin: 0.02,
  tiktok: 0.06,
};
const FIRST = [
  'Alex',
  'Sam',
  'Jordan',
  'Priya',
  'Liam',
  'Mei',
  'Noah',
  'Olivia',
  'Tom',
  'Zara',
  'Kai',
  'Isla',
  'Ravi',
  'Grace',
];
const LAST = [
  'Nguyen',
  'Smith',
  'Patel',
  'Brown',
  'Wilson',
  'Chen',
  'Taylor',
  'Kelly',
  'Singh',
  'Walker',
];

const TEXTS = {
  positive: [
    'Really impressed with {brand} lately, the {product} was excellent and the staff were friendly.',
    '{brand} is doing a great job, best {product} experience I have had in ages.',
    'Love the new approach from {brand}. Great value and genuinely helpful service.',
    'Shout out to {brand} for supporting local communities, a brand I am proud to use.',
    'Analysts praise {brand} for strong results and a clear vision for growth.',
    'Switched to {brand} and happy I did, reliable and easy to deal with.',
  ],
  neutral: [
    '{brand} announces changes to its {product} range from next month.',
    'Has anyone tried the {product} from {brand}? Thinking about it.',
    '{brand} and {rival} both updated their pricing this week.',
    'Report compares {product} offers from {brand} and {rival}.',
    '{brand} opens a new location in the city centre on Monday.',
  ],
  negative: [
    'Terrible experience with {brand} today, the {product} was awful and nobody cared.',
    '{brand} keeps raising prices while service gets worse. Disappointed.',
    'Waited forever and {brand} still got it wrong. Not happy at all.',
    'Critics slam {brand} over poor handling of customer complaints.',
    'I used to like {brand} but {rival} is much better now.',
  ],
  incident: [
    'Food safety scare: {brand} recalls sauce batch after customers fall ill in Sydney.',
    'Health officials investigate {brand} after illness reports, questions over supplier checks.',
    'Sick after eating at {brand}. Scary and disgusting, never again.',
    '{brand} apologises for contamination, critics say the response was too slow.',
  ],
  outage: [
    '{brand} outage leaves millions without service, angry customers demand answers.',
    'Still no signal. {brand} network down all day, this is a disaster.',
  ],
  price: [
    '{brand} price hike hits families hard this winter, outrage grows.',
    'Bill shock: {brand} raises prices again, customers furious.',
  ],
  launch: [
    '{brand} launches an exciting new {product} range and fans love it.',
    'Great news from {brand}: the new launch is brilliant and innovative.',
  ],
} as const;

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function eventPool(story: CustomerStory, month: string): readonly string[] | null {
  const event = story.brands[0]?.events.find((e) => eventWeight(e, month) > 0);
  if (!event) return null;
  if (event.impact > 0) return TEXTS.launch;
  if (story.customer.code === 'GRILLD') return TEXTS.incident;
  if (story.customer.code === 'ORBIT') return TEXTS.outage;
  return TEXTS.price;
}

const INSERT_SQL = `insert into mentions (
  dataset_id, customer_id, published_at, date, channel, platform, outlet, author, title, text,
  url, guid, reach, engagement, sentiment_score, sentiment_label, language, brands, is_own_brand, region
) values (${Array.from({ length: 20 }, () => '?').join(', ')})`;

function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 2025, m ?? 1, 0)).getUTCDate();
}

function seedCustomerMentions(client: Database.Database, story: CustomerStory, customerId: number) {
  const rng: Random = createRandom(story.seed + 2);
  const media = createDemoDataset(
    client,
    customerId,
    `${story.customer.name} Media Mentions 2024-2026`,
    'media',
  );
  const social = createDemoDataset(
    client,
    customerId,
    `${story.customer.name} Social Mentions 2024-2026`,
    'social',
  );
  const insert = client.prepare(INSERT_SQL);
  const enrich = memo(
    createEnricher(
      story.brands.map((b, i) => ({
        name: b.name,
        isOwn: b.isOwn,
        aliases: story.customer.competitors[i - 1]?.aliases ?? [],
      })),
    ),
  );
  const perMonth = DEMO_MENTIONS_PER_CUSTOMER / DEMO_MONTHS.length;
  const share = story.brands.map((b) => (b.isOwn ? 0.5 : (0.5 * b.awareness) / 2));
  let serial = 0;

  for (const month of DEMO_MONTHS) {
    const days = daysIn(month);
    story.brands.forEach((brand, b) => {
      const { volume, tilt } = monthPressure(brand, month);
      const pulse = meanPulse(story, brand, month);
      const count = Math.round(
        perMonth * (share[b] ?? 0.2) * volume * Math.exp(rng.normal(0, 0.08)),
      );
      const event = brand.events.find((e) => eventWeight(e, month) > 0);
      const pool = brand.isOwn ? eventPool(story, month) : null;
      for (let i = 0; i < count; i++) {
        // Event months pile the extra volume into the first ten days: a real daily spike.
        const extra = event && rng.next() < 1 - 1 / volume;
        const day = extra ? rng.int(1, 10) : rng.int(1, days);
        const pPos = clamp(0.3 + (pulse - 60) / 40 + Math.max(tilt, 0), 0.05, 0.8);
        const pNeg = clamp(0.2 - (pulse - 60) / 50 + Math.max(-tilt, 0), 0.05, 0.85);
        const u = rng.next();
        const texts =
          extra && pool
            ? pool
            : u < pPos
              ? TEXTS.positive
              : u < pPos + pNeg
                ? TEXTS.negative
                : TEXTS.neutral;
        const rival = story.brands[(b + 1 + rng.int(0, 2)) % story.brands.length]?.name ?? '';
        const text = rng
          .pick(texts)
          .replaceAll('{brand}', brand.name)
          .replaceAll('{rival}', rival)
          .replaceAll('{product}', story.product);
        const [channel, platform] = CHANNEL_MIX[pickMix(rng)] ?? ['news', null];
        const outlet = platform ? PLATFORM_NAMES[platform] : rng.pick(OUTLETS[channel]);
        const author = platform
          ? `@${rng.pick(FIRST).toLowerCase()}${rng.int(1, 999)}`
          : `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
        const reach = Math.round(Math.exp(rng.normal(REACH_MU[platform ?? channel] ?? 7, 1.1)));
        const engagement = Math.round(
          reach * (ENGAGEMENT_RATE[platform ?? channel] ?? 0.01) * Math.exp(rng.normal(0, 0.5)),
        );
        const time = `${pad2(rng.int(6, 22))}:${pad2(rng.int(0, 59))}:${pad2(rng.int(0, 59))}`;
        const date = `${month}-${pad2(day)}`;
        serial += 1;
        const url = `https://${slug(outlet)}.example/${slug(brand.name)}/${date}-${serial}`;
        const e = enrich(text);
        const title =
          channel === 'news' || channel === 'blog' ? (text.split(/[.:!]/)[0] ?? null) : null;
        insert.run(
          platform ? social : media,
          customerId,
          `${date}T${time}.000Z`,
          date,
          channel,
          platform,
          outlet,
          author,
          title,
          text,
          url,
          url,
          reach,
          engagement,
          e.sentimentScore,
          e.sentimentLabel,
          e.language,
          JSON.stringify(e.brands),
          e.isOwnBrand ? 1 : 0,
          rng.pick(story.regions),
        );
      }
    });
  }
  finishDataset(client, media, 'media');
  finishDataset(client, social, 'social');
}

function pickMix(rng: Random): number {
  let u = rng.next();
  for (let i = 0; i < CHANNEL_MIX.length; i++) {
    u -= CHANNEL_MIX[i]?.[2] ?? 0;
    if (u <= 0) return i;
  }
  return CHANNEL_MIX.length - 1;
}

export function seedMentions(client: Database.Database, ids: Map<string, number>): void {
  for (const story of DEMO_STORIES) {
    const customerId = ids.get(story.customer.code);
    if (customerId !== undefined) seedCustomerMentions(client, story, customerId);
  }
}
