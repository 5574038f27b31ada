import { describe, expect, it } from 'vitest';
import { correspondenceAnalysis } from './ca';

// Greenacre's smoking data (staff group x smoking), the `smoke` data of R's ca package.
const SMOKE = [
  [4, 2, 3, 2], // SM senior managers
  [4, 3, 7, 4], // JM junior managers
  [25, 10, 12, 4], // SE senior employees
  [18, 24, 33, 13], // JE junior employees
  [10, 6, 7, 2], // SC secretaries
];

describe('correspondence analysis', () => {
  it("reproduces Greenacre's smoking-data inertias", () => {
    const ca = correspondenceAnalysis(SMOKE);
    expect(ca?.totalInertia).toBeCloseTo(0.08519, 5);
    expect(ca?.principalInertias[0]).toBeCloseTo(0.07476, 5);
    expect(ca?.principalInertias[1]).toBeCloseTo(0.01002, 5);
    expect(ca?.principalInertias[2]).toBeCloseTo(0.00041, 5);
    // 87.8% and 11.8% of the inertia on the first two axes.
    expect((ca?.principalInertias[0] ?? 0) / (ca?.totalInertia ?? 1)).toBeCloseTo(0.878, 3);
  });

  it('reproduces the principal row coordinates (up to the sign of an axis)', () => {
    const ca = correspondenceAnalysis(SMOKE);
    const first = ca?.rowCoordinates.map((row) => Math.abs(row[0] ?? 0));
    const second = ca?.rowCoordinates.map((row) => Math.abs(row[1] ?? 0));
    [0.066, 0.259, 0.381, 0.233, 0.201].forEach((v, i) => expect(first?.[i]).toBeCloseTo(v, 3));
    [0.194, 0.243, 0.011, 0.058, 0.079].forEach((v, i) => expect(second?.[i]).toBeCloseTo(v, 3));
  });

  it('declines degenerate tables', () => {
    expect(correspondenceAnalysis([[1, 2]])).toBeNull();
    expect(
      correspondenceAnalysis([
        [0, 0],
        [1, 2],
      ]),
    ).toBeNull();
  });
});
