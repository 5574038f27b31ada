import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain values alone', () => {
    expect(csvCell('Trust')).toBe('Trust');
    expect(csvCell(72.4)).toBe('72.4');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
  });

  it('writes null, undefined and non-finite numbers as empty cells', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180), doubling inner quotes', () => {
    expect(csvCell('Grill’d, Melbourne')).toBe('"Grill’d, Melbourne"');
    expect(csvCell('She said "great"')).toBe('"She said ""great"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+1, -1')).toBe('"\'+1, -1"');
  });
});

describe('toCsv', () => {
  it('writes a header row and one line per row with CRLF endings', () => {
    const rows = [
      { month: '2025-01', score: 71.25, label: 'Strong' },
      { month: '2025-02', score: null, label: 'n<30, suppressed' },
    ];
    const csv = toCsv(rows, [
      { key: 'month', label: 'Month' },
      { key: 'score', label: 'Score (0-100)' },
      { key: 'label', label: 'Band, note' },
    ]);
    expect(csv).toBe(
      'Month,Score (0-100),"Band, note"\r\n2025-01,71.25,Strong\r\n2025-02,,"n<30, suppressed"\r\n',
    );
  });

  it('uses a column value function when given', () => {
    const csv = toCsv(
      [{ low: 60, high: 70 }],
      [{ key: 'ci', label: 'CI', value: (r) => `${r.low}-${r.high}` }],
    );
    expect(csv).toBe('CI\r\n60-70\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], [{ key: 'a', label: 'A' }])).toBe('A\r\n');
  });
});

describe('csvFileName', () => {
  it('slugs the title', () => {
    expect(csvFileName('Reputation by month')).toBe('reputation-by-month.csv');
    expect(csvFileName('Drivers: R² & shares!')).toBe('drivers-r-shares.csv');
    expect(csvFileName('***')).toBe('export.csv');
  });
});
