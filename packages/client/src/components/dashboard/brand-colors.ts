/**
 * One colour per brand across every chart: the customer always in the product's green, each
 * competitor in its own colour. A competitor's colour comes from its position in the customer's
 * alphabetically sorted competitor list, so it does not change between charts that show
 * different subsets of brands; brands outside the list fall back to a stable hash.
 */

export const OWN_BRAND_COLOR = 'green.7';

export const COMPETITOR_COLORS = [
  'blue.6',
  'orange.6',
  'grape.6',
  'cyan.7',
  'pink.6',
  'yellow.7',
  'indigo.6',
  'red.7',
] as const;

/** Series colours for charts that compare non-brand series (dimensions, channels...). */
export const SERIES_COLORS = [
  'green.7',
  'blue.6',
  'orange.6',
  'grape.6',
  'cyan.7',
  'pink.6',
  'yellow.7',
  'indigo.6',
  'red.7',
  'teal.6',
  'lime.7',
  'violet.6',
] as const;

function normalise(name: string): string {
  return name.normalize('NFKD').replace(/[’‘`]/g, "'").trim().toLowerCase();
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

export interface BrandPalette {
  ownBrand: string | null;
  colorOf: (brand: string) => string;
  isOwn: (brand: string) => boolean;
}

export function createBrandPalette(
  ownBrand: string | null | undefined,
  competitors: readonly string[] = [],
): BrandPalette {
  const own = ownBrand ? normalise(ownBrand) : null;
  const sorted = [...new Set(competitors.map(normalise))]
    .filter((n) => n !== own)
    .sort((a, b) => a.localeCompare(b));
  const isOwn = (brand: string) => own !== null && normalise(brand) === own;
  return {
    ownBrand: ownBrand ?? null,
    isOwn,
    colorOf: (brand) => {
      if (isOwn(brand)) return OWN_BRAND_COLOR;
      const key = normalise(brand);
      const index = sorted.indexOf(key);
      const slot = index >= 0 ? index : sorted.length + (hash(key) % COMPETITOR_COLORS.length);
      return COMPETITOR_COLORS[slot % COMPETITOR_COLORS.length] ?? 'gray.6';
    },
  };
}

/** A colour for the i-th series of a non-brand chart. */
export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? 'gray.6';
}
