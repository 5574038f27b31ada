import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { competitors, customers, type SentimentLabel } from '../../db/schema/index';
import { createBrandMatcher, type BrandAliases, type BrandMatcher } from './brands';
import { detectLanguage } from './language';
import { scoreSentiment } from './sentiment';

export interface Enrichment {
  sentimentScore: number;
  sentimentLabel: SentimentLabel;
  language: string | null;
  brands: string[];
  isOwnBrand: boolean;
}

/** The customer's brand list: its own name plus every competitor with aliases. */
export function loadBrandAliases(db: Db, customerId: number): BrandAliases[] {
  const customer = db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId))
    .get();
  if (!customer) return [];
  const rivals = db
    .select({ name: competitors.name, aliases: competitors.aliases })
    .from(competitors)
    .where(eq(competitors.customerId, customerId))
    .all();
  return [
    { name: customer.name, aliases: [], isOwn: true },
    ...rivals.map((r) => ({ name: r.name, aliases: r.aliases, isOwn: false })),
  ];
}

/** One enricher per import or poll: brand regexes compiled once, used for every text. */
export function createEnricher(brands: BrandAliases[] | BrandMatcher) {
  const matcher = 'match' in brands ? brands : createBrandMatcher(brands);
  return (text: string): Enrichment => {
    const sentiment = scoreSentiment(text);
    const found = matcher.match(text);
    return {
      sentimentScore: sentiment.score,
      sentimentLabel: sentiment.label,
      language: detectLanguage(text),
      brands: found,
      isOwnBrand: found.includes(matcher.ownName),
    };
  };
}

export type Enricher = ReturnType<typeof createEnricher>;
