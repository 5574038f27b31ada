import { describe, expect, it } from 'vitest';
import { toAnalyticsInput } from './analytics-input';

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
