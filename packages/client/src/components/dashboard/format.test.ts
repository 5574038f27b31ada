import { describe, expect, it } from 'vitest';
import {
  bandOf,
  formatChange,
  formatCount,
  formatInterval,
  formatMonth,
  formatNetSentiment,
  formatPercent,
  formatScore,
  humanize,
} from './format';

describe('format helpers', () => {
  it('formats scores, counts and percentages', () => {
    expect(formatScore(72.44)).toBe('72.4');
    expect(formatScore(null)).toBe('—');
    expect(formatCount(12345.4)).toBe('12,345');
    expect(formatPercent(0.345)).toBe('34.5%');
    expect(formatPercent(34.5, { scale: 100, digits: 0 })).toBe('35%');
  });

  it('signs changes with a true minus and no sign for zero', () => {
    expect(formatChange(3.21, ' pts')).toBe('+3.2 pts');
    expect(formatChange(-1)).toBe('−1.0');
    expect(formatChange(-0.01)).toBe('0.0');
    expect(formatNetSentiment(0.244)).toBe('+24%');
    expect(formatNetSentiment(-0.1)).toBe('−10%');
  });

  it('formats intervals and months', () => {
    expect(formatInterval(68.12, 74.91)).toBe('68.1–74.9');
    expect(formatInterval(null, 2)).toBe('—');
    expect(formatMonth('2025-03')).toBe('Mar 2025');
    expect(formatMonth('2025-12-31')).toBe('Dec 2025');
    expect(formatMonth('Q1')).toBe('Q1');
  });

  it('humanizes keys', () => {
    expect(humanize('products_services')).toBe('Products services');
    expect(humanize('goodFeeling')).toBe('Good feeling');
  });

  it('bands scores on the RepTrak cut-offs', () => {
    expect(bandOf(80)).toBe('excellent');
    expect(bandOf(79.9)).toBe('strong');
    expect(bandOf(70)).toBe('strong');
    expect(bandOf(60)).toBe('average');
    expect(bandOf(40)).toBe('weak');
    expect(bandOf(39.9)).toBe('poor');
    expect(bandOf(null)).toBeNull();
  });
});
