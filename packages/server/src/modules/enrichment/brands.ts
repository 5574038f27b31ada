/** Brand detection: the customer's and competitors' names and aliases, on word boundaries. */
export interface BrandAliases {
  /** The canonical brand name stored on rows. */
  name: string;
  aliases: string[];
  isOwn: boolean;
}

export interface BrandMatcher {
  /** Canonical names found in the text, own brand first, each once. */
  match(text: string): string[];
  ownName: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Apostrophes vary (Grill'd, Grill’d); both spellings match either. */
function aliasPattern(alias: string): string {
  return escapeRegExp(alias.normalize('NFC')).replace(/['’]/g, "['’]");
}

export function createBrandMatcher(brands: BrandAliases[]): BrandMatcher {
  const ordered = [...brands].sort((a, b) => Number(b.isOwn) - Number(a.isOwn));
  const compiled = ordered.map((brand) => {
    const terms = [...new Set([brand.name, ...brand.aliases].map((a) => a.trim()).filter(Boolean))]
      .sort((a, b) => b.length - a.length)
      .map(aliasPattern);
    // \p{L}\p{N} lookarounds: word boundaries that also hold next to accents and apostrophes.
    const regex = new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
    return { name: brand.name, regex };
  });
  return {
    ownName: ordered.find((b) => b.isOwn)?.name ?? '',
    match(text: string) {
      const normalized = text.normalize('NFC');
      return compiled.filter((b) => b.regex.test(normalized)).map((b) => b.name);
    },
  };
}
