import { describe, expect, it } from 'vitest';
import { toAnalyticsInput } from './analytics-input';
import { datasetMonths } from './dashboard-filters';

const none = { from: null, to: null, datasetId: null, brand: null, segment: null };

describe('toAnalyticsInput', () => {
  it('sends only the customer when nothing is filtered', () => {
    expect(toAnalyticsInput(3, none, null)).toEqual({ customerId: 3 });
  });

  it('maps every filter and prefers the URL dataset over the stored one', () => {
    expect(
      toAnalyticsInput(
        3,
        {
          from: '2025-01',
          to: '2025-06',
          datasetId: 9,
          brand: 'Huxtaburger',
          segment: 'region:VIC',
        },
        4,
      ),
    ).toEqual({
      customerId: 3,
      datasetId: 9,
      from: '2025-01',
      to: '2025-06',
      brand: 'Huxtaburger',
      segment: { dimension: 'region', value: 'VIC' },
    });
    expect(toAnalyticsInput(3, none, 4)).toEqual({ customerId: 3, datasetId: 4 });
  });

  it('drops an end month before the start and unknown segment dimensions', () => {
    const input = toAnalyticsInput(
      1,
      { ...none, from: '2025-06', to: '2025-01', segment: 'shoe_size:9' },
      null,
    );
    expect(input).toEqual({ customerId: 1, from: '2025-06' });
  });
});

describe('datasetMonths', () => {
  it('lists every month the datasets cover', () => {
    expect(
      datasetMonths([
        { timeFrom: '2025-11-03', timeTo: '2026-01-30' },
        { timeFrom: '2025-12-01', timeTo: '2026-02-02' },
      ]),
    ).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('falls back to the last 36 months without dates', () => {
    const months = datasetMonths([{ timeFrom: null, timeTo: null }]);
    expect(months).toHaveLength(36);
    expect(months).toEqual([...months].sort());
  });
});
