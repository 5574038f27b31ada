/** Number and label formatting shared by every dashboard (one convention across screens). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const EM_DASH = '—';

function isNum(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A score on the 0-100 scale, one decimal ("72.4"). */
export function formatScore(value: number | null | undefined): string {
  return isNum(value) ? value.toFixed(1) : EM_DASH;
}

/** A plain count with thousands separators ("12,345"). */
export function formatCount(value: number | null | undefined): string {
  return isNum(value) ? Math.round(value).toLocaleString('en-AU') : EM_DASH;
}

/** Large counts compacted ("1.2k", "3.4M") for axis ticks and sparkline captions. */
export function formatCompact(value: number | null | undefined): string {
  if (!isNum(value)) return EM_DASH;
  return new Intl.NumberFormat('en-AU', { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

/**
 * A percentage. `value` is a share on 0-1 unless `scale` is 100 (already a percentage).
 * ("34.5%").
 */
export function formatPercent(
  value: number | null | undefined,
  { scale = 1, digits = 1 }: { scale?: 1 | 100; digits?: number } = {},
): string {
  if (!isNum(value)) return EM_DASH;
  const pct = scale === 1 ? value * 100 : value;
  return `${pct.toFixed(digits)}%`;
}

/** A signed change ("+3.2", "-1.0", "0.0"); `unit` is appended ("pts", "%"). */
export function formatChange(value: number | null | undefined, unit = '', digits = 1): string {
  if (!isNum(value)) return EM_DASH;
  const rounded = Number(value.toFixed(digits));
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${Math.abs(rounded).toFixed(digits)}${unit}`;
}

/** Net sentiment on -1..1 shown as a signed percentage ("+24%"). */
export function formatNetSentiment(value: number | null | undefined): string {
  if (!isNum(value)) return EM_DASH;
  const pct = Math.round(value * 100);
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct)}%`;
}

/** A confidence interval ("68.1–74.9"). */
export function formatInterval(
  low: number | null | undefined,
  high: number | null | undefined,
  digits = 1,
): string {
  if (!isNum(low) || !isNum(high)) return EM_DASH;
  return `${low.toFixed(digits)}–${high.toFixed(digits)}`;
}

/** 'YYYY-MM' (or 'YYYY-MM-DD') to "Mar 2025". Anything else is returned unchanged. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return value;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : value;
}

/** 'YYYY-MM-DD' to "3 Mar 2025". */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${Number(match[3])} ${month} ${match[1]}` : value;
}

/** snake_case or camelCase keys as readable labels ("products_services" -> "Products services"). */
export function humanize(key: string): string {
  const spaced = key
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export type Band = 'excellent' | 'strong' | 'average' | 'weak' | 'poor';

/** RepTrak's public bands on the 0-100 scale (ANALYTICS.md 1). */
export function bandOf(score: number | null | undefined): Band | null {
  if (!isNum(score)) return null;
  if (score >= 80) return 'excellent';
  if (score >= 70) return 'strong';
  if (score >= 60) return 'average';
  if (score >= 40) return 'weak';
  return 'poor';
}

export const BAND_COLORS: Record<Band, string> = {
  excellent: 'green',
  strong: 'teal',
  average: 'yellow',
  weak: 'orange',
  poor: 'red',
};

export function bandColor(band: string | null | undefined): string {
  return (band && BAND_COLORS[band as Band]) || 'gray';
}
