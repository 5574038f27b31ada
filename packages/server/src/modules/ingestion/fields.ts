/**
 * The canonical fields an upload maps onto, per dataset kind, and the mapping suggestion from
 * a file's headers. Pure: no I/O.
 */
import type { DatasetKind } from '../../db/schema/index';

export type FieldType = 'text' | 'date' | 'rating' | 'binary' | 'integer' | 'number' | 'list';

export interface FieldDef {
  key: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Lower-case header words that suggest this field. */
  synonyms: string[];
}

export const DIMENSION_KEYS = [
  'products_services',
  'innovation',
  'workplace',
  'governance',
  'citizenship',
  'leadership',
  'performance',
] as const;

const rating = (key: string, label: string, synonyms: string[]): FieldDef => ({
  key,
  label,
  type: 'rating',
  synonyms: [key.replace(/_/g, ' '), ...synonyms],
});

export const FIELDS: Record<DatasetKind, FieldDef[]> = {
  survey: [
    {
      key: 'respondent_id',
      label: 'Respondent id',
      type: 'text',
      synonyms: ['respondent', 'respondent id', 'response id', 'id', '#', 'token', 'uuid'],
    },
    {
      key: 'date',
      label: 'Date',
      type: 'date',
      required: true,
      synonyms: [
        'date',
        'submit date (utc)',
        'submitted at',
        'submitted',
        'timestamp',
        'completed',
        'end date',
      ],
    },
    { key: 'wave', label: 'Wave (YYYY-MM)', type: 'text', synonyms: ['wave', 'period', 'month'] },
    {
      key: 'brand',
      label: 'Brand rated',
      type: 'text',
      synonyms: ['brand', 'brand rated', 'company', 'organisation', 'organization'],
    },
    rating('trust', 'Trust', ['i trust', 'trustworthy']),
    rating('esteem', 'Esteem', ['respect', 'high regard']),
    rating('admiration', 'Admiration', ['admire']),
    rating('good_feeling', 'Good feeling', ['feeling', 'good feeling', 'feel good']),
    rating('products_services', 'Products and services', [
      'products',
      'products and services',
      'products & services',
      'product',
    ]),
    rating('innovation', 'Innovation', ['innovative']),
    rating('workplace', 'Workplace', ['employer', 'work place']),
    rating('governance', 'Governance', ['ethics', 'ethical', 'transparent']),
    rating('citizenship', 'Citizenship', ['community', 'responsible', 'csr']),
    rating('leadership', 'Leadership', ['leader', 'vision']),
    rating('performance', 'Performance', ['financial performance', 'profitable', 'growth']),
    {
      key: 'aware',
      label: 'Aware (0/1)',
      type: 'binary',
      synonyms: ['aware', 'awareness', 'heard of'],
    },
    {
      key: 'familiar',
      label: 'Familiar (0/1)',
      type: 'binary',
      synonyms: ['familiar', 'familiarity'],
    },
    {
      key: 'would_consider',
      label: 'Would consider (0/1)',
      type: 'binary',
      synonyms: ['consider', 'would consider', 'consideration'],
    },
    {
      key: 'prefer',
      label: 'Prefer (0/1)',
      type: 'binary',
      synonyms: ['prefer', 'preference', 'preferred'],
    },
    {
      key: 'would_recommend',
      label: 'Would recommend (0/1)',
      type: 'binary',
      synonyms: ['would recommend', 'recommend'],
    },
    {
      key: 'nps',
      label: 'NPS (0-10)',
      type: 'integer',
      synonyms: ['nps', 'likelihood to recommend', 'how likely', 'net promoter'],
    },
    {
      key: 'imagery',
      label: 'Imagery (separated by ; or |)',
      type: 'list',
      synonyms: ['imagery', 'associations', 'image'],
    },
    {
      key: 'age_band',
      label: 'Age band',
      type: 'text',
      synonyms: ['age', 'age band', 'age group'],
    },
    { key: 'gender', label: 'Gender', type: 'text', synonyms: ['gender', 'sex'] },
    {
      key: 'region',
      label: 'Region',
      type: 'text',
      synonyms: ['region', 'state', 'location', 'area'],
    },
    {
      key: 'stakeholder_group',
      label: 'Stakeholder group',
      type: 'text',
      synonyms: ['stakeholder', 'stakeholder group', 'audience', 'segment'],
    },
    {
      key: 'comment',
      label: 'Open comment',
      type: 'text',
      synonyms: ['comment', 'comments', 'feedback', 'verbatim', 'why', 'open'],
    },
    { key: 'weight', label: 'Weight', type: 'number', synonyms: ['weight', 'wt'] },
    {
      key: 'duration_seconds',
      label: 'Duration (seconds)',
      type: 'integer',
      synonyms: ['duration', 'time taken', 'seconds', 'length of interview'],
    },
  ],
  media: mentionFields(),
  social: mentionFields(),
  financial: [
    {
      key: 'date',
      label: 'Date',
      type: 'date',
      required: true,
      synonyms: ['date', 'period', 'month'],
    },
    { key: 'brand', label: 'Brand', type: 'text', synonyms: ['brand', 'company', 'ticker'] },
    {
      key: 'metric',
      label: 'Metric',
      type: 'text',
      required: true,
      synonyms: ['metric', 'measure', 'series'],
    },
    { key: 'value', label: 'Value', type: 'number', required: true, synonyms: ['value', 'amount'] },
    { key: 'unit', label: 'Unit', type: 'text', synonyms: ['unit', 'units', 'currency'] },
  ],
  spend: [
    {
      key: 'date',
      label: 'Date',
      type: 'date',
      required: true,
      synonyms: ['date', 'period', 'month', 'week'],
    },
    {
      key: 'channel',
      label: 'Channel',
      type: 'text',
      required: true,
      synonyms: ['channel', 'media', 'medium'],
    },
    {
      key: 'spend',
      label: 'Spend',
      type: 'number',
      required: true,
      synonyms: ['spend', 'cost', 'investment', 'amount'],
    },
    {
      key: 'impressions',
      label: 'Impressions',
      type: 'integer',
      synonyms: ['impressions', 'imps'],
    },
    { key: 'currency', label: 'Currency', type: 'text', synonyms: ['currency'] },
  ],
  events: [
    {
      key: 'date',
      label: 'Date',
      type: 'date',
      required: true,
      synonyms: ['date', 'start', 'start date'],
    },
    { key: 'end_date', label: 'End date', type: 'date', synonyms: ['end', 'end date'] },
    {
      key: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      synonyms: ['title', 'event', 'name', 'headline'],
    },
    {
      key: 'description',
      label: 'Description',
      type: 'text',
      synonyms: ['description', 'details', 'summary'],
    },
    { key: 'category', label: 'Category', type: 'text', synonyms: ['category', 'type'] },
    { key: 'impact', label: 'Impact (-2 to 2)', type: 'integer', synonyms: ['impact', 'effect'] },
    { key: 'brand', label: 'Brand', type: 'text', synonyms: ['brand', 'company'] },
  ],
};

function mentionFields(): FieldDef[] {
  return [
    {
      key: 'published_at',
      label: 'Published at',
      type: 'date',
      required: true,
      synonyms: ['published', 'published at', 'date', 'timestamp', 'created at', 'time', 'pubdate'],
    },
    {
      key: 'text',
      label: 'Text',
      type: 'text',
      required: true,
      synonyms: ['text', 'content', 'body', 'message', 'snippet', 'post'],
    },
    { key: 'title', label: 'Title', type: 'text', synonyms: ['title', 'headline', 'subject'] },
    {
      key: 'channel',
      label: 'Channel (news, blog, forum, review, social)',
      type: 'text',
      synonyms: ['channel', 'source type', 'media type'],
    },
    {
      key: 'platform',
      label: 'Platform (x, facebook, instagram, linkedin, tiktok)',
      type: 'text',
      synonyms: ['platform', 'network', 'social network'],
    },
    {
      key: 'outlet',
      label: 'Outlet',
      type: 'text',
      synonyms: ['outlet', 'source', 'publication', 'site', 'domain'],
    },
    {
      key: 'author',
      label: 'Author',
      type: 'text',
      synonyms: ['author', 'user', 'username', 'handle', 'byline'],
    },
    { key: 'url', label: 'URL', type: 'text', synonyms: ['url', 'link', 'permalink'] },
    {
      key: 'guid',
      label: 'Unique id',
      type: 'text',
      synonyms: ['guid', 'id', 'post id', 'mention id'],
    },
    {
      key: 'reach',
      label: 'Reach',
      type: 'integer',
      synonyms: ['reach', 'audience', 'followers', 'impressions', 'circulation'],
    },
    {
      key: 'engagement',
      label: 'Engagement',
      type: 'integer',
      synonyms: ['engagement', 'engagements', 'interactions'],
    },
    {
      key: 'region',
      label: 'Region',
      type: 'text',
      synonyms: ['region', 'state', 'country', 'location'],
    },
  ];
}

const normalize = (header: string) =>
  header
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Attribute columns: '<dimension>.<attribute>' or '<dimension>: <attribute>' headers. */
const ATTRIBUTE_HEADER = new RegExp(`^(${DIMENSION_KEYS.join('|')})\\s*[.:/]\\s*(.+)$`, 'i');

export function attributeTarget(header: string): string | null {
  const match = ATTRIBUTE_HEADER.exec(header.trim().replace(/ /g, '_'));
  if (!match?.[1] || !match[2]) return null;
  const attribute = match[2]
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return attribute ? `attr.${match[1].toLowerCase()}.${attribute}` : null;
}

/** The headers' signature used to find a saved mapping for a file with the same columns. */
export function headerSignature(headers: string[]): string {
  return [...headers].map(normalize).sort().join('|');
}

/**
 * Suggests target -> header: exact names first, then synonyms, then a synonym contained in the
 * header (longest first). Each header is used once.
 */
export function suggestMapping(kind: DatasetKind, headers: string[]): Record<string, string> {
  const fields = FIELDS[kind];
  const used = new Set<string>();
  const mapping: Record<string, string> = {};
  const normalized = headers.map((h) => ({ header: h, norm: normalize(h) }));
  const assign = (field: FieldDef, test: (norm: string) => boolean) => {
    if (mapping[field.key]) return;
    const hit = normalized.find((h) => !used.has(h.header) && test(h.norm));
    if (hit) {
      mapping[field.key] = hit.header;
      used.add(hit.header);
    }
  };
  for (const field of fields)
    assign(field, (n) => n === normalize(field.key) || n === normalize(field.label));
  for (const field of fields) assign(field, (n) => field.synonyms.includes(n));
  if (kind === 'survey') {
    for (const h of normalized) {
      const target = attributeTarget(h.header);
      if (target && !used.has(h.header)) {
        mapping[target] = h.header;
        used.add(h.header);
      }
    }
  }
  const bySynonymLength = fields
    .flatMap((field) => field.synonyms.filter((s) => s.length >= 4).map((s) => ({ field, s })))
    .sort((a, b) => b.s.length - a.s.length);
  for (const { field, s } of bySynonymLength) {
    assign(field, (n) =>
      new RegExp(`(^|\\W)${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\W|$)`).test(n),
    );
  }
  return mapping;
}

/** Known targets for a kind (attribute targets are open-ended: attr.<dimension>.<name>). */
export function isKnownTarget(kind: DatasetKind, target: string): boolean {
  if (FIELDS[kind].some((f) => f.key === target)) return true;
  return (
    kind === 'survey' &&
    /^attr\.[a-z_]+\.[a-z0-9_]+$/.test(target) &&
    (DIMENSION_KEYS as readonly string[]).includes(target.split('.')[1] ?? '')
  );
}
