/**
 * Themes of open comments (survey) and mentions (media): keyphrases over lemmatised text.
 * Candidate terms are content lemmas and adjacent-lemma bigrams; each is scored by the sum of
 * its smooth-idf TF-IDF weight over the texts (scikit-learn's definition), brand names
 * excluded, and chosen greedily so a theme is not a near-duplicate of a stronger one. A text
 * belongs to every chosen theme whose term it contains.
 */
import type {
  Theme,
  ThemeQuote,
  ThemeSource,
  ThemesResult,
  ThemeTexts,
} from '@repute/shared/analytics';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { competitors, mentions, surveyResponses as s } from '../../../db/schema/index';
import { candidateTerms, surfaceOf } from '../math/text';
import { smoothIdf } from '../math/tfidf';
import { cached } from './cache';
import { datasetVersion, mentionsWhere, monthRange, resolveScope, surveyWhere } from './scope';
import type { AnalyticsArgs } from './types';

/** Texts analysed per source: the most recent ones in scope (keeps a request bounded). */
export const THEME_TEXT_LIMIT = 50_000;

type Label = 'positive' | 'neutral' | 'negative';

interface Doc {
  id: number;
  source: 'survey' | 'media';
  date: string;
  text: string;
  label: Label;
  score: number;
}

interface DistinctText {
  terms: Set<string>;
  docs: Doc[];
}

interface ThemeModel {
  total: number;
  themes: (Omit<Theme, 'quotes' | 'trend' | 'trendDirection'> & { docs: Doc[] })[];
  months: string[];
}

function loadDocs(args: AnalyticsArgs, source: ThemeSource): Doc[] {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const docs: Doc[] = [];
  if (source !== 'media' && scope.survey) {
    const period = monthRange(scope.survey, args.filter);
    const rows = args.db
      .select({
        id: s.id,
        date: s.date,
        text: s.comment,
        label: s.commentSentimentLabel,
        score: s.commentSentiment,
      })
      .from(s)
      .where(
        and(
          surveyWhere(args.customer.id, scope.survey.id, args.filter, { period }),
          isNotNull(s.comment),
        ),
      )
      .orderBy(desc(s.date))
      .limit(THEME_TEXT_LIMIT)
      .all();
    for (const r of rows)
      if (r.text)
        docs.push({
          id: r.id,
          source: 'survey',
          date: r.date,
          text: r.text,
          label: r.label ?? 'neutral',
          score: r.score ?? 0,
        });
  }
  if (source !== 'survey' && scope.media) {
    const period = monthRange(scope.media, args.filter);
    const rows = args.db
      .select({
        id: mentions.id,
        date: mentions.date,
        title: mentions.title,
        text: mentions.text,
        label: sql<Label>`coalesce(${mentions.sentimentOverride}, ${mentions.sentimentLabel})`,
        score: mentions.sentimentScore,
      })
      .from(mentions)
      .where(
        mentionsWhere(
          args.customer.id,
          scope.mediaAll.map((d) => d.id),
          args.filter,
          period,
        ),
      )
      .orderBy(desc(mentions.date))
      .limit(THEME_TEXT_LIMIT)
      .all();
    for (const r of rows) {
      const text = r.title && !r.text.startsWith(r.title) ? `${r.title}. ${r.text}` : r.text;
      docs.push({ id: r.id, source: 'media', date: r.date, text, label: r.label, score: r.score });
    }
  }
  return docs;
}

function brandWords(db: Db, customer: AnalyticsArgs['customer']): Set<string> {
  const names = [
    customer.name,
    ...db
      .select({ name: competitors.name })
      .from(competitors)
      .where(eq(competitors.customerId, customer.id))
      .all()
      .map((c) => c.name),
  ];
  const lower = names.map((n) => n.toLowerCase().replace(/’/g, "'"));
  // Whole words as the tokenizer sees them ("grill'd") and their letter runs ("grill").
  const words = lower.flatMap((n) => [...n.split(/\s+/), ...n.split(/[^\p{L}]+/u)]);
  return new Set(words.map((w) => w.replace(/'s$/u, '')).filter((w) => w.length >= 3));
}

/** Picks up to `limit` themes from the documents (pure apart from the inputs). */
export function extractThemes(
  docs: Doc[],
  exclude: ReadonlySet<string>,
  limit: number,
): ThemeModel {
  const distinct = new Map<string, DistinctText>();
  for (const doc of docs) {
    const key = doc.text.trim().toLowerCase();
    let entry = distinct.get(key);
    if (!entry) {
      entry = { terms: candidateTerms(doc.text, exclude), docs: [] };
      distinct.set(key, entry);
    }
    entry.docs.push(doc);
  }
  const total = docs.length;
  const df = new Map<string, number>();
  for (const entry of distinct.values())
    for (const t of entry.terms) df.set(t, (df.get(t) ?? 0) + entry.docs.length);
  // Sum over texts of the L2-normalised TF-IDF weight of each term (binary tf within a text).
  const score = new Map<string, number>();
  for (const entry of distinct.values()) {
    const weights = [...entry.terms].map(
      (t) => [t, smoothIdf(df.get(t) ?? 0, total) * (t.includes(' ') ? 1.5 : 1)] as const,
    );
    const norm = Math.sqrt(weights.reduce((sum, [, v]) => sum + v * v, 0)) || 1;
    for (const [t, v] of weights)
      score.set(t, (score.get(t) ?? 0) + (entry.docs.length * v) / norm);
  }
  const minDf = Math.max(2, Math.ceil(total * 0.003));
  const ranked = [...score.entries()]
    .filter(([t]) => (df.get(t) ?? 0) >= minDf && ((df.get(t) ?? 0) <= total * 0.9 || total < 50))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const chosen: { term: string; related: string[]; texts: DistinctText[] }[] = [];
  const size = (list: DistinctText[]) => list.reduce((sum, e) => sum + e.docs.length, 0);
  for (const [term] of ranked) {
    if (chosen.length >= limit) break;
    const texts = [...distinct.values()].filter((e) => e.terms.has(term));
    const words = term.split(' ');
    const own = size(texts);
    // Near-duplicates join the stronger theme as a related term instead of becoming their own:
    // the same texts (80%), or most texts (60%) of a theme that shares a word.
    const parent = chosen.find((c) => {
      const overlap = size(texts.filter((e) => c.texts.includes(e)));
      const sharesWord = c.term.split(' ').some((w) => words.includes(w));
      return overlap >= (sharesWord ? 0.6 : 0.8) * own;
    });
    if (parent) {
      if (parent.related.length < 4) parent.related.push(term);
    } else chosen.push({ term, related: [], texts });
  }
  const months = [...new Set(docs.map((d) => d.date.slice(0, 7)))].sort();
  return {
    total,
    months,
    themes: chosen.map(({ term, related, texts }) => {
      const themeDocs = texts
        .flatMap((e) => e.docs)
        .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
      const count = (label: Label) => themeDocs.filter((d) => d.label === label).length;
      const positive = count('positive');
      const negative = count('negative');
      const volume = themeDocs.length;
      return {
        key: term,
        label: labelOf(term, texts, exclude),
        terms: [term, ...related],
        volume,
        share: Math.round((1000 * volume) / Math.max(1, total)) / 10,
        netSentiment: Math.round((1000 * (positive - negative)) / Math.max(1, volume)) / 10,
        positive,
        neutral: count('neutral'),
        negative,
        docs: themeDocs,
      };
    }),
  };
}

/** The theme's most common written form in its texts ("Parking" rather than the lemma "park"). */
function labelOf(term: string, texts: DistinctText[], exclude: ReadonlySet<string>): string {
  const counts = new Map<string, number>();
  for (const entry of texts.slice(0, 200)) {
    const surface = entry.docs[0] ? surfaceOf(entry.docs[0].text, term, exclude) : null;
    if (surface) counts.set(surface, (counts.get(surface) ?? 0) + entry.docs.length);
  }
  const best =
    [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? term;
  return best.charAt(0).toUpperCase() + best.slice(1);
}

function trendOf(
  docs: Doc[],
  months: string[],
): { trend: Theme['trend']; direction: Theme['trendDirection'] } {
  const counts = new Map<string, number>();
  for (const d of docs) counts.set(d.date.slice(0, 7), (counts.get(d.date.slice(0, 7)) ?? 0) + 1);
  const trend = months.map((month) => ({ month, count: counts.get(month) ?? 0 }));
  // Direction: the last quarter against the quarter before, with a 20% dead band.
  const sum = (list: typeof trend) => list.reduce((t, p) => t + p.count, 0);
  const last = sum(trend.slice(-3));
  const before = sum(trend.slice(-6, -3));
  const direction =
    before === 0
      ? last > 0
        ? 'up'
        : 'flat'
      : last > before * 1.2
        ? 'up'
        : last < before * 0.8
          ? 'down'
          : 'flat';
  return { trend, direction };
}

function quotesOf(docs: Doc[]): ThemeQuote[] {
  // One quote per sentiment where possible, most polarised first, distinct texts.
  const seen = new Set<string>();
  const pick = (label: Label) =>
    docs
      .filter((d) => d.label === label)
      .sort((a, b) => Math.abs(b.score) - Math.abs(a.score) || b.date.localeCompare(a.date))
      .find((d) => !seen.has(d.text) && seen.add(d.text));
  return (['negative', 'positive', 'neutral'] as const)
    .map(pick)
    .filter((d): d is Doc => !!d)
    .map((d) => ({ id: d.id, source: d.source, date: d.date, text: d.text, sentiment: d.label }));
}

function model(args: AnalyticsArgs & { source: ThemeSource; limit: number }): ThemeModel {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const version = [
    datasetVersion(args.source === 'media' ? null : scope.survey),
    datasetVersion(args.source === 'survey' ? [] : scope.mediaAll),
  ];
  return cached(args.customer.id, ['themes', version, args.filter, args.source, args.limit], () =>
    extractThemes(loadDocs(args, args.source), brandWords(args.db, args.customer), args.limit),
  );
}

export function listThemes(
  args: AnalyticsArgs & { source: ThemeSource; limit: number },
): ThemesResult {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const version = [
    datasetVersion(args.source === 'media' ? null : scope.survey),
    datasetVersion(args.source === 'survey' ? [] : scope.mediaAll),
  ];
  // The answer itself is cached too: trends and quotes walk every text of every theme.
  return cached(
    args.customer.id,
    ['themeList', version, args.filter, args.source, args.limit],
    () => {
      const m = model(args);
      return {
        source: args.source,
        totalTexts: m.total,
        themes: m.themes.map(({ docs, ...theme }) => {
          const { trend, direction } = trendOf(docs, m.months);
          return { ...theme, trend, trendDirection: direction, quotes: quotesOf(docs) };
        }),
      };
    },
  );
}

/** Texts of one theme, newest first, with their source details. */
export function themeTexts(
  args: AnalyticsArgs & { source: ThemeSource; theme: string; page: number; pageSize: number },
): ThemeTexts {
  const m = model({ ...args, limit: 50 });
  const theme = m.themes.find((t) => t.key === args.theme.toLowerCase());
  const empty = {
    theme: args.theme,
    total: 0,
    page: args.page,
    pageSize: args.pageSize,
    items: [],
  };
  if (!theme) return empty;
  const slice = theme.docs.slice((args.page - 1) * args.pageSize, args.page * args.pageSize);
  const mediaIds = slice.filter((d) => d.source === 'media').map((d) => d.id);
  const surveyIds = slice.filter((d) => d.source === 'survey').map((d) => d.id);
  const mediaRows = mediaIds.length
    ? args.db
        .select({
          id: mentions.id,
          channel: mentions.channel,
          outlet: mentions.outlet,
          brands: mentions.brands,
        })
        .from(mentions)
        .where(and(eq(mentions.customerId, args.customer.id), inArray(mentions.id, mediaIds)))
        .all()
    : [];
  const surveyRows = surveyIds.length
    ? args.db
        .select({ id: s.id, brand: s.brand })
        .from(s)
        .where(and(eq(s.customerId, args.customer.id), inArray(s.id, surveyIds)))
        .all()
    : [];
  return {
    theme: theme.key,
    total: theme.docs.length,
    page: args.page,
    pageSize: args.pageSize,
    items: slice.map((d) => {
      const media = d.source === 'media' ? mediaRows.find((r) => r.id === d.id) : undefined;
      const survey = d.source === 'survey' ? surveyRows.find((r) => r.id === d.id) : undefined;
      return {
        id: d.id,
        source: d.source,
        date: d.date,
        text: d.text,
        sentiment: d.label,
        brand: survey?.brand ?? media?.brands[0] ?? null,
        channel: media?.channel ?? null,
        outlet: media?.outlet ?? null,
      };
    }),
  };
}
