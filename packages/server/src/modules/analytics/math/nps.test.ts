import { describe, expect, it } from 'vitest';
import { npsFromScores, npsFromShares } from './nps';

describe('NPS', () => {
  it('is % promoters (9-10) minus % detractors (0-6)', () => {
    // 10 answers: 9,10,10 promoters; 7,8 passives; 0,3,5,6,6 detractors -> 30% - 50% = -20.
    const r = npsFromScores([9, 10, 10, 7, 8, 0, 3, 5, 6, 6]);
    expect(r.nps).toBeCloseTo(-20, 10);
    expect(r.promoters).toBeCloseTo(30, 10);
    expect(r.passives).toBeCloseTo(20, 10);
    expect(r.detractors).toBeCloseTo(50, 10);
  });

  it('has variance (p + d - (p - d)^2) / n', () => {
    // p = 0.5, d = 0.3, n = 100: var = (0.8 - 0.04) / 100 = 0.0076, se = 8.718 points,
    // 95% interval 20 +- 1.95996 x 8.718 = [2.91, 37.09].
    const r = npsFromShares(0.5, 0.3, 100);
    expect(r.se).toBeCloseTo(Math.sqrt(0.0076) * 100, 6);
    expect(r.ciLow).toBeCloseTo(2.913, 2);
    expect(r.ciHigh).toBeCloseTo(37.087, 2);
  });

  it('has zero variance when everyone is a promoter', () => {
    expect(npsFromShares(1, 0, 50).se).toBe(0);
  });
});
