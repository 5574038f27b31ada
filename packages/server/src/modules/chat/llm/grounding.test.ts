import { describe, expect, it } from 'vitest';
import { figuresIn, groundingNote, isGrounded } from './grounding';

describe('grounding check', () => {
  it('finds figures and leaves out years, dates, small counts and the 95% level', () => {
    expect(
      figuresIn(
        'Score 73.5 (up +2.2) in 2026, 22.6% share; 1,200 rows; rank 2 of 4; 95% CI; 2026-07',
      ).map((f) => f.raw),
    ).toEqual(['73.5', '+2.2', '22.6%', '1,200']);
  });

  it('matches rounding, fractions written as percents and dropped signs', () => {
    expect(isGrounded(73.5, [73.4712])).toBe(true);
    expect(isGrounded(59.7, [0.5971])).toBe(true);
    expect(isGrounded(2.2, [-2.21])).toBe(true);
    expect(isGrounded(81.2, [73.47, 0.59])).toBe(false);
  });

  it('names the figures that match no tool result', () => {
    const results = [{ overall: { value: 73.4712, n: 891 }, share: 0.226 }];
    expect(groundingNote('Overall 73.5 (n = 891), driver share 22.6%.', results)).toBeNull();
    expect(groundingNote('Overall 73.5, but trust is 88.1.', results)).toContain(
      '88.1 does not match',
    );
  });
});
