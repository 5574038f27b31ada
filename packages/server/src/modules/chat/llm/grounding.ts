/**
 * A check on the model's figures: every number it writes must match a number in the tool
 * results of the conversation (allowing for rounding, a fraction written as a percent, and a
 * dropped sign). Figures that match nothing are named in a note under the answer.
 */

/** Numbers that are not figures: years, small counts and list markers, the 95% level, 0-100. */
function isFigure(raw: string, value: number): boolean {
  const integer = !raw.includes('.');
  if (integer && value >= 1900 && value <= 2100) return false;
  if (integer && Math.abs(value) < 10) return false;
  if (raw.replace(/[+−-]/, '') === '95%' || value === 100) return false;
  return true;
}

export function figuresIn(text: string): { raw: string; value: number }[] {
  // Dates and month keys are not figures.
  // Dates, month keys and labels such as the age bands '18-24' and '65+' are not figures.
  const cleaned = text
    .replace(/\b\d{4}-\d{2}(-\d{2})?\b/g, ' ')
    .replace(/\b\d{1,3}[-–]\d{1,3}\b(?!\.\d)/g, ' ')
    .replace(/\b\d{1,3}\+/g, ' ');
  const found: { raw: string; value: number }[] = [];
  for (const match of cleaned.matchAll(/(?<![\w.])[+−-]?\d[\d,]*(?:\.\d+)?%?/g)) {
    const raw = match[0];
    const value = Number(raw.replace(/[,%+]/g, '').replace('−', '-'));
    if (Number.isFinite(value) && isFigure(raw, value)) found.push({ raw, value });
  }
  return found;
}

export function numbersInValues(values: readonly unknown[]): number[] {
  const out: number[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'number' && Number.isFinite(v)) out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  values.forEach(walk);
  return out;
}

export function isGrounded(value: number, pool: readonly number[]): boolean {
  const close = (a: number, b: number) => Math.abs(a - b) <= 0.051 + Math.abs(b) * 1e-9;
  return pool.some(
    (p) =>
      close(value, p) ||
      close(Math.abs(value), Math.abs(p)) ||
      close(value, p * 100) ||
      close(Math.abs(value), Math.abs(p * 100)) ||
      close(value, Math.round(p)),
  );
}

/** The note to add under an answer, or null when every figure is found in the tool results. */
export function groundingNote(answer: string, toolResults: readonly unknown[]): string | null {
  const pool = numbersInValues(toolResults);
  const unmatched = [
    ...new Set(
      figuresIn(answer)
        .filter((f) => !isGrounded(f.value, pool))
        .map((f) => f.raw),
    ),
  ];
  if (unmatched.length === 0) return null;
  const list = unmatched.slice(0, 6).join(', ');
  return `\n\n_Check: ${list} ${unmatched.length === 1 ? 'does' : 'do'} not match any figure the analytics returned in this conversation; treat ${unmatched.length === 1 ? 'it' : 'them'} with care._`;
}
