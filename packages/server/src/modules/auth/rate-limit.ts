import { TRPCError } from '@trpc/server';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** How many counted events each key may have inside the window. */
export interface LimitRule {
  windowMs: number;
  max: number;
}

/**
 * Fixed-window counters in memory, one set per app database (see limiterFor). A single
 * process serves one SQLite file, so memory is the right place; restarts reset the counts.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  isLimited(key: string, rule: LimitRule): boolean {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= this.now()) return false;
    return entry.count >= rule.max;
  }

  hit(key: string, rule: LimitRule): void {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + rule.windowMs });
    } else {
      entry.count += 1;
    }
    if (this.hits.size > 50_000) this.prune(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

const MINUTE = 60_000;

/** Failed sign-ins are counted; a success clears the account's count. */
export const LIMITS = {
  loginIp: { windowMs: MINUTE, max: 20 },
  loginAccount: { windowMs: MINUTE, max: 5 },
  passwordLoginIp: { windowMs: MINUTE, max: 10 },
  /** The demo account is shared by everyone, so its account limit is wider than an IP's. */
  passwordLoginAccount: { windowMs: MINUTE, max: 50 },
  forgotIp: { windowMs: MINUTE, max: 5 },
  forgotAccount: { windowMs: MINUTE, max: 3 },
} satisfies Record<string, LimitRule>;

const limiters = new WeakMap<object, AttemptLimiter>();

export function limiterFor(owner: object): AttemptLimiter {
  let limiter = limiters.get(owner);
  if (!limiter) {
    limiter = new AttemptLimiter();
    limiters.set(owner, limiter);
  }
  return limiter;
}

export function tooManyAttempts(): TRPCError {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: RATE_LIMITED_MESSAGE });
}
