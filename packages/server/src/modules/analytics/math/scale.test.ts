import { scoreBand } from '@repute/shared/analytics';
import { describe, expect, it } from 'vitest';
import { pulseScore, rescale } from './scale';

describe('0-100 scores', () => {
  it('rescales 1-7 as (x - 1) / 6 x 100 and 0-10 as x 10', () => {
    expect(rescale(1, 1, 7)).toBe(0);
    expect(rescale(7, 1, 7)).toBe(100);
    expect(rescale(4, 1, 7)).toBe(50);
    expect(rescale(5.5, 1, 7)).toBeCloseTo(75, 10);
    expect(rescale(7, 0, 10)).toBe(70);
    expect(rescale(3, 1, 5)).toBe(50);
  });

  it('averages the four pulse items', () => {
    expect(pulseScore([7, 6, 5, 4], 1, 7)).toBeCloseTo(((6 + 5 + 4 + 3) / 6 / 4) * 100, 10);
  });

  it('bands at 80, 70, 60 and 40', () => {
    expect(scoreBand(80)).toBe('excellent');
    expect(scoreBand(79.99)).toBe('strong');
    expect(scoreBand(70)).toBe('strong');
    expect(scoreBand(69.9)).toBe('average');
    expect(scoreBand(60)).toBe('average');
    expect(scoreBand(59.9)).toBe('weak');
    expect(scoreBand(40)).toBe('weak');
    expect(scoreBand(39.9)).toBe('poor');
    expect(scoreBand(null)).toBeNull();
  });
});
