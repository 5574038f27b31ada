import { describe, expect, it } from 'vitest';
import { applyFilters, parseFilters, splitSegment } from './use-analytics-filters';

describe('analytics filters in the URL', () => {
  it('parses valid parameters and ignores malformed ones', () => {
    const params = new URLSearchParams(
      'customer=GRILLD&from=2025-01&to=2025-13&dataset=7&brand=Huxtaburger&segment=region:VIC',
    );
    expect(parseFilters(params)).toEqual({
      from: '2025-01',
      to: null,
      datasetId: 7,
      brand: 'Huxtaburger',
      segment: 'region:VIC',
    });
    expect(parseFilters(new URLSearchParams('dataset=abc&segment=novalue')).datasetId).toBeNull();
    expect(parseFilters(new URLSearchParams('segment=novalue')).segment).toBeNull();
  });

  it('keeps customer and tab while setting and clearing filters', () => {
    const start = new URLSearchParams('customer=GRILLD&tab=summary&brand=Huxtaburger');
    const next = applyFilters(start, { from: '2025-02', brand: null, datasetId: 3 });
    expect(next.get('customer')).toBe('GRILLD');
    expect(next.get('tab')).toBe('summary');
    expect(next.get('from')).toBe('2025-02');
    expect(next.get('dataset')).toBe('3');
    expect(next.has('brand')).toBe(false);
    // The input is not mutated.
    expect(start.get('brand')).toBe('Huxtaburger');
  });

  it('splits a segment into dimension and value', () => {
    expect(splitSegment('ageBand:25-34')).toEqual({ dimension: 'ageBand', value: '25-34' });
    expect(splitSegment('region:')).toBeNull();
    expect(splitSegment(null)).toBeNull();
  });
});
