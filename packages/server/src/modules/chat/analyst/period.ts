/**
 * Periods named in a question, resolved against the latest date of the data (not the wall
 * clock), so 'last quarter' means the same thing in a test and on the demo, whenever it runs.
 */
export interface Period {
  /** Inclusive 'YYYY-MM-DD'. */
  from: string;
  to: string;
  label: string;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
const MONTH_SHORT = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];
const MONTH_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function monthIndex(word: string): number {
  return MONTH_SHORT.indexOf(word.slice(0, 3).toLowerCase());
}

export function monthName(month: number): string {
  const name = MONTHS[month - 1] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1, 3);
}

/** 'Jul 2026', or 'Jul–Sep 2026', or 'Nov 2025–Oct 2026'. */
export function describeRange(from: string, to: string): string {
  const [fy, fm] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const [ty, tm] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  if (fy === ty && fm === tm) return `${monthName(fm)} ${fy}`;
  if (fy === ty) return `${monthName(fm)}–${monthName(tm)} ${fy}`;
  return `${monthName(fm)} ${fy}–${monthName(tm)} ${ty}`;
}

function range(fy: number, fm: number, ty: number, tm: number, label?: string): Period {
  // Normalise month overflow both ways (e.g. month 0 or 13).
  const start = new Date(Date.UTC(fy, fm - 1, 1));
  const end = new Date(Date.UTC(ty, tm - 1, 1));
  const sy = start.getUTCFullYear();
  const sm = start.getUTCMonth() + 1;
  const ey = end.getUTCFullYear();
  const em = end.getUTCMonth() + 1;
  const from = `${sy}-${pad(sm)}-01`;
  const to = `${ey}-${pad(em)}-${pad(lastDay(ey, em))}`;
  return { from, to, label: label ?? describeRange(from, to) };
}

/** Finds a period in the text, or null when none is named. `latest` is 'YYYY-MM-DD'. */
export function parsePeriod(text: string, latest: string): Period | null {
  const q = text.toLowerCase();
  const ly = Number(latest.slice(0, 4));
  const lm = Number(latest.slice(5, 7));
  const quarterOf = (m: number) => Math.floor((m - 1) / 3);

  let m = /\bq([1-4])\s*(?:of\s*)?(\d{4})?\b/.exec(q);
  if (m) {
    const quarter = Number(m[1]);
    let year = m[2] ? Number(m[2]) : ly;
    if (!m[2] && (quarter - 1) * 3 + 1 > lm) year -= 1;
    const startMonth = (quarter - 1) * 3 + 1;
    return range(year, startMonth, year, startMonth + 2, `Q${quarter} ${year}`);
  }
  if (/\b(last|previous|past|prior) quarter\b/.test(q)) {
    const start = quarterOf(lm) * 3 + 1 - 3;
    const p = range(ly, start, ly, start + 2);
    const year = Number(p.from.slice(0, 4));
    return { ...p, label: `Q${quarterOf(Number(p.from.slice(5, 7))) + 1} ${year} (${p.label})` };
  }
  if (/\b(this|current) quarter\b/.test(q)) {
    const start = quarterOf(lm) * 3 + 1;
    return range(ly, start, ly, lm, `Q${quarterOf(lm) + 1} ${ly} to date`);
  }
  m =
    /\b(?:last|past|previous) (\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) months?\b/.exec(
      q,
    );
  if (m?.[1]) {
    const n = WORD_NUMBERS[m[1]] ?? Number(m[1]);
    if (n >= 1 && n <= 60)
      return range(
        ly,
        lm - n + 1,
        ly,
        lm,
        `the last ${n} months (${describeRange(range(ly, lm - n + 1, ly, lm).from, latest)})`,
      );
  }
  if (
    /\b(last|previous|past) (12 months|year)\b/.test(q) &&
    /\bpast year|last 12 months\b/.test(q)
  ) {
    return range(ly, lm - 11, ly, lm);
  }
  if (/\b(last|previous) month\b|\b(latest|most recent|this|current) month\b/.test(q)) {
    return range(ly, lm, ly, lm);
  }
  if (/\b(this|current) year\b|\bytd\b|\byear to date\b/.test(q)) {
    return range(ly, 1, ly, lm, `${ly} to date`);
  }
  if (/\b(last|previous) year\b/.test(q)) return range(ly - 1, 1, ly - 1, 12, String(ly - 1));
  m = new RegExp(`\\bsince ${MONTH_RE}(?:\\s+(\\d{4}))?\\b`).exec(q);
  if (m?.[1]) {
    const month = monthIndex(m[1]) + 1;
    let year = m[2] ? Number(m[2]) : ly;
    if (!m[2] && month > lm) year -= 1;
    return range(year, month, ly, lm);
  }
  m = new RegExp(
    `\\b(?:from |between )?${MONTH_RE}(?:\\s+(\\d{4}))?\\s*(?:to|-|–|and|until)\\s*${MONTH_RE}(?:\\s+(\\d{4}))?\\b`,
  ).exec(q);
  if (m?.[1] && m[3]) {
    const fm = monthIndex(m[1]) + 1;
    const tm = monthIndex(m[3]) + 1;
    let ty = m[4] ? Number(m[4]) : ly;
    if (!m[4] && tm > lm) ty -= 1;
    let fy = m[2] ? Number(m[2]) : ty;
    if (!m[2] && fm > tm) fy -= 1;
    return range(fy, fm, ty, tm);
  }
  m = new RegExp(
    `\\b(?:in |for |during |of )${MONTH_RE}(?:\\s+(\\d{4}))?\\b|\\b${MONTH_RE}\\s+(\\d{4})\\b`,
  ).exec(q);
  if (m) {
    const word = m[1] ?? m[3];
    const yearText = m[2] ?? m[4];
    if (word) {
      const month = monthIndex(word) + 1;
      let year = yearText ? Number(yearText) : ly;
      if (!yearText && month > lm) year -= 1;
      return range(year, month, year, month);
    }
  }
  m = /\b(?:in|for|during) (20\d{2})\b/.exec(q);
  if (m?.[1]) {
    const year = Number(m[1]);
    return range(year, 1, year, 12, String(year));
  }
  return null;
}

/** The period of equal length just before `period`, for change questions. */
export function previousPeriod(period: Period): Period {
  const fy = Number(period.from.slice(0, 4));
  const fm = Number(period.from.slice(5, 7));
  const ty = Number(period.to.slice(0, 4));
  const tm = Number(period.to.slice(5, 7));
  const months = (ty - fy) * 12 + (tm - fm) + 1;
  return range(fy, fm - months, fy, fm - 1);
}
