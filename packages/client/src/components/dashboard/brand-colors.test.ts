import { describe, expect, it } from 'vitest';
import { createBrandPalette, OWN_BRAND_COLOR } from './brand-colors';

describe('createBrandPalette', () => {
  const competitors = ['Huxtaburger', 'Burger Project', 'Betty’s Burgers'];

  it('gives the customer its fixed colour', () => {
    const palette = createBrandPalette("Grill'd", competitors);
    expect(palette.colorOf("Grill'd")).toBe(OWN_BRAND_COLOR);
    expect(palette.colorOf('grill’d')).toBe(OWN_BRAND_COLOR);
    expect(palette.isOwn("Grill'd")).toBe(true);
  });

  it('gives each competitor its own colour, whatever order or subset a chart uses', () => {
    const a = createBrandPalette("Grill'd", competitors);
    const b = createBrandPalette("Grill'd", [...competitors].reverse());
    const colours = competitors.map((c) => a.colorOf(c));
    expect(new Set(colours).size).toBe(3);
    expect(colours).not.toContain(OWN_BRAND_COLOR);
    for (const c of competitors) expect(b.colorOf(c)).toBe(a.colorOf(c));
    // The apostrophe variant names the same brand.
    expect(a.colorOf("Betty's Burgers")).toBe(a.colorOf('Betty’s Burgers'));
  });

  it('gives unknown brands a stable colour', () => {
    const palette = createBrandPalette("Grill'd", competitors);
    expect(palette.colorOf('Someone Else')).toBe(palette.colorOf('Someone Else'));
  });
});
