import type { BrandAliases } from '../enrichment/brands';

/** Maps a brand cell to the canonical brand: the customer or a competitor by name or alias. */
export function createBrandResolver(brands: BrandAliases[]) {
  const own = brands.find((b) => b.isOwn);
  const byKey = new Map<string, { brand: string; isOwn: boolean }>();
  const key = (s: string) => s.normalize('NFC').replace(/’/g, "'").trim().toLowerCase();
  for (const b of brands) {
    for (const alias of [b.name, ...b.aliases])
      byKey.set(key(alias), { brand: b.name, isOwn: b.isOwn });
  }
  return (raw: string | null): { brand: string; isOwn: boolean } => {
    if (raw === null || raw.trim() === '') return { brand: own?.name ?? '', isOwn: true };
    // A brand outside the competitive set is kept as written, as not the customer's own.
    return byKey.get(key(raw)) ?? { brand: raw.trim(), isOwn: false };
  };
}
