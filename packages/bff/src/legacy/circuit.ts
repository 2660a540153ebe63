/**
 * A circuit breaker per catalogue origin. Closed, calls go through; after `failureThreshold` consecutive failures
 * (no answer, a timeout, garbage, or a 5xx) it opens, and for `cooldownMs` every call is refused at once (the client
 * answers UPSTREAM_UNAVAILABLE without calling) instead of piling requests up behind a dead catalogue. Then it is
 * half-open: one call at a time goes through as a probe; a success closes it, a failure opens it again. /readyz is
 * false while it is not closed, and probes too, so a replica taken out of the load balancer still finds out when
 * the catalogue is back.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitOptions {
  failureThreshold: number;
  cooldownMs: number;
  now?: () => number;
  /** Every change of state (metrics, the log). */
  onChange?: (origin: string, from: CircuitState, to: CircuitState) => void;
}

/** A permission to call: report how it went, exactly once. */
export interface CircuitTicket {
  /** This call is the half-open probe. */
  readonly probe: boolean;
  success(): void;
  failure(): void;
}

export class CircuitBreaker {
  private current: CircuitState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private probing = false;
  private readonly now: () => number;

  constructor(
    readonly origin: string,
    private readonly options: CircuitOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    return this.current;
  }

  /** Milliseconds until an open circuit lets a probe through (0 when it would now, or is not open). */
  get retryInMs(): number {
    if (this.current !== 'open') return 0;
    return Math.max(0, this.openedAt + this.options.cooldownMs - this.now());
  }

  /** A ticket to call now, or null: the circuit is open (or its one probe is under way) and the call must not go. */
  acquire(): CircuitTicket | null {
    if (this.current === 'open') {
      if (this.now() - this.openedAt < this.options.cooldownMs) return null;
      this.move('half-open');
    }
    if (this.current === 'half-open') {
      if (this.probing) return null;
      this.probing = true;
      return this.ticket(true);
    }
    return this.ticket(false);
  }

  private ticket(probe: boolean): CircuitTicket {
    let settled = false;
    return {
      probe,
      success: () => {
        if (settled) return;
        settled = true;
        if (probe) this.probing = false;
        this.failures = 0;
        if (this.current !== 'closed') this.move('closed');
      },
      failure: () => {
        if (settled) return;
        settled = true;
        if (probe) this.probing = false;
        this.failures += 1;
        if (
          this.current === 'half-open' ||
          (this.current === 'closed' && this.failures >= this.options.failureThreshold)
        ) {
          this.openedAt = this.now();
          this.move('open');
        }
      },
    };
  }

  private move(to: CircuitState): void {
    const from = this.current;
    if (from === to) return;
    this.current = to;
    this.options.onChange?.(this.origin, from, to);
  }
}

/** One breaker per origin, made on first use. */
export class Circuits {
  private readonly breakers = new Map<string, CircuitBreaker>();

  constructor(private readonly options: CircuitOptions) {}

  for(origin: string): CircuitBreaker {
    let breaker = this.breakers.get(origin);
    if (!breaker) {
      breaker = new CircuitBreaker(origin, this.options);
      this.breakers.set(origin, breaker);
      this.options.onChange?.(origin, 'closed', 'closed');
    }
    return breaker;
  }

  all(): CircuitBreaker[] {
    return [...this.breakers.values()];
  }
}
