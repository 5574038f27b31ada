import { describe, expect, it } from 'vitest';
import { lmg } from './lmg';
import { correlationMatrix, rSquared } from './regression';
import { relativeWeights } from './relative-weights';

describe("Johnson's relative weights and LMG", () => {
  it('give each orthogonal predictor its squared correlation', () => {
    const rxx = [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ];
    const rxy = [0.5, 0.3, 0.1];
    const rw = relativeWeights(rxx, rxy);
    const l = lmg(rxx, rxy);
    [0.25, 0.09, 0.01].forEach((v, i) => {
      expect(rw.weights[i]).toBeCloseTo(v, 12);
      expect(l?.weights[i]).toBeCloseTo(v, 12);
    });
    expect(rw.rSquared).toBeCloseTo(0.35, 12);
  });

  it('LMG with two predictors is the closed form (r1² + R² - r2²) / 2', () => {
    // Two predictors correlated 0.5, r(y,x1) = 0.6, r(y,x2) = 0.4:
    // R² = (0.36 + 0.16 - 2·0.6·0.4·0.5) / (1 - 0.25) = 0.28 / 0.75 = 0.37333.
    const rxx = [
      [1, 0.5],
      [0.5, 1],
    ];
    const rxy = [0.6, 0.4];
    const r2 = 0.28 / 0.75;
    const l = lmg(rxx, rxy);
    expect(l?.rSquared).toBeCloseTo(r2, 12);
    expect(l?.weights[0]).toBeCloseTo((0.36 + r2 - 0.16) / 2, 12);
    expect(l?.weights[1]).toBeCloseTo((0.16 + r2 - 0.36) / 2, 12);
    // Relative weights decompose the same R² and stay close to LMG.
    const rw = relativeWeights(rxx, rxy);
    expect(rw.rSquared).toBeCloseTo(r2, 12);
    expect(Math.abs((rw.weights[0] ?? 0) - (l?.weights[0] ?? 0))).toBeLessThan(0.01);
  });

  it('decompose R² on a correlated dataset: shares sum to 100 and RW is close to LMG', () => {
    // Deterministic correlated data: x2 and x3 share a component with x1.
    const rows: number[][] = [];
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5;
    for (let i = 0; i < 500; i++) {
      const a = rand();
      const x1 = a + 0.3 * rand();
      const x2 = 0.6 * a + rand();
      const x3 = rand();
      const x4 = 0.8 * x3 + 0.4 * rand();
      rows.push([x1, x2, x3, x4, 0.5 * x1 + 0.3 * x2 + 0.2 * x3 + 0.1 * x4 + 0.3 * rand()]);
    }
    const r = correlationMatrix(rows);
    const rxx = r.slice(0, 4).map((row) => row.slice(0, 4));
    const rxy = r.slice(0, 4).map((row) => row[4] ?? 0);
    const full = rSquared(rxx, rxy).rSquared;
    const rw = relativeWeights(rxx, rxy);
    const l = lmg(rxx, rxy);
    expect(rw.rSquared).toBeCloseTo(full, 10);
    expect(l?.rSquared).toBeCloseTo(full, 10);
    expect(rw.shares.reduce((s, v) => s + v, 0)).toBeCloseTo(100, 10);
    expect(l?.shares.reduce((s, v) => s + v, 0)).toBeCloseTo(100, 10);
    rw.shares.forEach((share, i) => expect(Math.abs(share - (l?.shares[i] ?? 0))).toBeLessThan(3));
  });
});
