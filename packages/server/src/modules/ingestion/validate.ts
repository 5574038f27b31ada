/**
 * Turns one mapped source row into the values of one data row, or the reasons it cannot be.
 * Pure: the importer supplies brand resolution and enrichment.
 */
import {
  MENTION_CHANNELS,
  SOCIAL_PLATFORMS,
  EVENT_CATEGORIES,
  type DatasetKind,
} from '../../db/schema/index';
import { FIELDS, type FieldDef } from './fields';

export interface ImportOptions {
  /** Rating scale of the survey file: 1-5, 1-7 or 0-10. */
  scaleMin: number;
  scaleMax: number;
  /** How to read ambiguous day/month dates such as 03/04/2025. */
  dateFormat: 'dmy' | 'mdy';
  /** Channel for mention rows that do not name one. */
  defaultChannel?: (typeof MENTION_CHANNELS)[number] | undefined;
}

export interface RowError {
  row: number;
  column: string;
  reason: string;
}

export type CellValue = string | number | boolean | Date | null | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    y >= 1900 &&
    y <= 2200
  );
}

/** A date cell to { date: 'YYYY-MM-DD', iso: full UTC timestamp }, or null when unreadable. */
export function parseDate(
  value: CellValue,
  format: 'dmy' | 'mdy',
): { date: string; iso: string } | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const iso = value.toISOString();
    return { date: iso.slice(0, 10), iso };
  }
  if (typeof value !== 'string') return null;
  const s = value.trim();
  let m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2}|UTC)?)?$/i.exec(
      s,
    );
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (!validDate(y, mo, d)) return null;
    if (!m[4])
      return { date: `${m[1]}-${m[2]}-${m[3]}`, iso: `${m[1]}-${m[2]}-${m[3]}T00:00:00.000Z` };
    const zone = !m[7] || m[7].toUpperCase() === 'UTC' ? 'Z' : m[7];
    const parsed = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}${zone}`);
    if (Number.isNaN(parsed.getTime())) return null;
    const iso = parsed.toISOString();
    return { date: iso.slice(0, 10), iso };
  }
  m = /^(\d{4})-(\d{2})$/.exec(s);
  if (m) {
    if (!validDate(Number(m[1]), Number(m[2]), 1)) return null;
    return { date: `${m[1]}-${m[2]}-01`, iso: `${m[1]}-${m[2]}-01T00:00:00.000Z` };
  }
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (m) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const [d, mo] = format === 'dmy' ? [a, b] : [b, a];
    if (!validDate(y, mo, d)) return null;
    const date = `${y}-${pad(mo)}-${pad(d)}`;
    const time = m[4] ? `${pad(Number(m[4]))}:${m[5]}:${m[6] ?? '00'}` : '00:00:00';
    return { date, iso: `${date}T${time}.000Z` };
  }
  // RFC 822 / 2822 dates as feeds and exports write them ("Tue, 04 Mar 2025 10:00:00 GMT").
  if (
    /^[A-Za-z]{3},? \d{1,2} [A-Za-z]{3} \d{4}/.test(s) ||
    /^[A-Za-z]{3} [A-Za-z]{3} \d{1,2} /.test(s)
  ) {
    const parsed = new Date(s);
    if (!Number.isNaN(parsed.getTime())) {
      const iso = parsed.toISOString();
      return { date: iso.slice(0, 10), iso };
    }
  }
  return null;
}

function toNumber(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return null;
  const s = value.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) return null;
  return Number(s);
}

const BINARY_TRUE = new Set(['1', 'yes', 'y', 'true', 'x', 'checked']);
const BINARY_FALSE = new Set(['0', 'no', 'n', 'false', '']);

const isBlank = (value: CellValue) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export type RowValues = Record<string, string | number | null>;

export interface ConvertContext {
  kind: DatasetKind;
  options: ImportOptions;
  /** Canonical brand and own-brand flag for a brand cell (blank = the customer). */
  resolveBrand: (raw: string | null) => { brand: string; isOwn: boolean };
}

/**
 * Converts one source row. `get(target)` returns the mapped cell. Errors name the source
 * column so the report points at the file the user has.
 */
export function convertRow(
  ctx: ConvertContext,
  get: (target: string) => CellValue,
  columnOf: (target: string) => string,
  attributeTargets: string[],
): { values: RowValues; errors: { column: string; reason: string }[] } {
  const errors: { column: string; reason: string }[] = [];
  const values: RowValues = {};
  const fail = (field: FieldDef | string, reason: string) =>
    errors.push({ column: columnOf(typeof field === 'string' ? field : field.key), reason });
  const { scaleMin, scaleMax, dateFormat } = ctx.options;

  for (const field of FIELDS[ctx.kind]) {
    const raw = get(field.key);
    if (isBlank(raw)) {
      if (field.required) fail(field, `${field.label} is required`);
      values[field.key] = null;
      continue;
    }
    switch (field.type) {
      case 'date': {
        const parsed = parseDate(raw, dateFormat);
        if (!parsed) fail(field, `"${String(raw)}" is not a date (use YYYY-MM-DD)`);
        values[field.key] =
          field.key === 'published_at' ? (parsed?.iso ?? null) : (parsed?.date ?? null);
        if (field.key === 'published_at') values.date = parsed?.date ?? null;
        break;
      }
      case 'rating': {
        const n = toNumber(raw);
        if (n === null) fail(field, `"${String(raw)}" is not a number`);
        else if (n < scaleMin || n > scaleMax)
          fail(field, `${n} is outside the ${scaleMin}-${scaleMax} scale`);
        values[field.key] = n;
        break;
      }
      case 'binary': {
        const s = String(raw).trim().toLowerCase();
        if (BINARY_TRUE.has(s)) values[field.key] = 1;
        else if (BINARY_FALSE.has(s)) values[field.key] = 0;
        else {
          fail(field, `"${String(raw)}" is not 0/1 or yes/no`);
          values[field.key] = null;
        }
        break;
      }
      case 'integer':
      case 'number': {
        const n = toNumber(raw);
        if (n === null) fail(field, `"${String(raw)}" is not a number`);
        else if (field.type === 'integer' && !Number.isInteger(n))
          fail(field, `${n} is not a whole number`);
        values[field.key] = n;
        break;
      }
      case 'list':
        values[field.key] = JSON.stringify(
          String(raw)
            .split(/[;|]/)
            .map((s) => s.trim())
            .filter(Boolean)
            .slice(0, 50),
        );
        break;
      default: {
        const s = raw instanceof Date ? raw.toISOString() : String(raw).trim();
        if (s.length > 20_000) fail(field, 'Text is longer than 20,000 characters');
        values[field.key] = s;
      }
    }
  }

  if (ctx.kind === 'survey') {
    if (
      values.nps !== null &&
      values.nps !== undefined &&
      ((values.nps as number) < 0 || (values.nps as number) > 10)
    ) {
      fail('nps', `${values.nps} is outside 0-10`);
    }
    if (values.weight !== null && (values.weight as number) <= 0)
      fail('weight', 'Weight must be above 0');
    if (values.wave !== null && !/^\d{4}-\d{2}$/.test(String(values.wave))) {
      const parsed = parseDate(String(values.wave), dateFormat);
      if (parsed) values.wave = parsed.date.slice(0, 7);
      else fail('wave', `"${String(values.wave)}" is not a wave (use YYYY-MM)`);
    }
    if (values.wave === null && typeof values.date === 'string')
      values.wave = values.date.slice(0, 7);
    const brand = ctx.resolveBrand(values.brand as string | null);
    values.brand = brand.brand;
    values.is_own_brand = brand.isOwn ? 1 : 0;
    const attributes: Record<string, number> = {};
    for (const target of attributeTargets) {
      const raw = get(target);
      if (isBlank(raw)) continue;
      const n = toNumber(raw);
      if (n === null) fail(target, `"${String(raw)}" is not a number`);
      else if (n < scaleMin || n > scaleMax)
        fail(target, `${n} is outside the ${scaleMin}-${scaleMax} scale`);
      else attributes[target.slice(5)] = n;
    }
    values.attributes = Object.keys(attributes).length ? JSON.stringify(attributes) : null;
  }

  if (ctx.kind === 'media' || ctx.kind === 'social') {
    const channel =
      values.channel === null
        ? (ctx.options.defaultChannel ?? (ctx.kind === 'social' ? 'social' : 'news'))
        : String(values.channel).toLowerCase();
    if (!(MENTION_CHANNELS as readonly string[]).includes(channel))
      fail('channel', `"${channel}" is not one of ${MENTION_CHANNELS.join(', ')}`);
    values.channel = channel;
    if (values.platform !== null) {
      const platform = String(values.platform)
        .toLowerCase()
        .replace(/^twitter$/, 'x');
      if (!(SOCIAL_PLATFORMS as readonly string[]).includes(platform))
        fail('platform', `"${platform}" is not one of ${SOCIAL_PLATFORMS.join(', ')}`);
      values.platform = platform;
      values.channel = 'social';
    }
    for (const key of ['reach', 'engagement'] as const) {
      if (values[key] !== null && (values[key] as number) < 0)
        fail(key, `${values[key]} is below 0`);
      values[key] ??= 0;
    }
    values.guid ??= values.url ?? null;
  }

  if (ctx.kind === 'financial' || ctx.kind === 'events') {
    values.brand = ctx.resolveBrand(values.brand as string | null).brand;
  }
  if (ctx.kind === 'spend') {
    if (values.spend !== null && (values.spend as number) < 0)
      fail('spend', 'Spend must be 0 or more');
    values.currency ??= 'AUD';
  }
  if (ctx.kind === 'events') {
    const category = values.category === null ? 'campaign' : String(values.category).toLowerCase();
    if (!(EVENT_CATEGORIES as readonly string[]).includes(category))
      fail('category', `"${category}" is not one of ${EVENT_CATEGORIES.join(', ')}`);
    values.category = category;
    if (values.impact !== null && Math.abs(values.impact as number) > 2)
      fail('impact', `${values.impact} is outside -2 to 2`);
    values.impact ??= 0;
    values.description ??= '';
  }
  return { values, errors };
}
