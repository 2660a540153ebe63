import { describe, expect, it } from 'vitest';
import { CircuitBreaker, type CircuitState } from '../circuit.js';

function breaker(threshold = 3, cooldownMs = 1000) {
  let now = 0;
  const changes: string[] = [];
  const circuit = new CircuitBreaker('http://catalogue', {
    failureThreshold: threshold,
    cooldownMs,
    now: () => now,
    onChange: (_origin, from: CircuitState, to: CircuitState) => changes.push(`${from}->${to}`),
  });
  return { circuit, changes, advance: (ms: number) => (now += ms) };
}

describe('the circuit breaker', () => {
  it('opens after N consecutive failures, and a success in between starts the count again', () => {
    const { circuit } = breaker(3);
    circuit.acquire()!.failure();
    circuit.acquire()!.failure();
    circuit.acquire()!.success();
    circuit.acquire()!.failure();
    circuit.acquire()!.failure();
    expect(circuit.state).toBe('closed');
    circuit.acquire()!.failure();
    expect(circuit.state).toBe('open');
    expect(circuit.acquire()).toBeNull();
  });

  it('lets one probe through after the cool-down: its success closes, its failure opens again', () => {
    const { circuit, changes, advance } = breaker(1, 1000);
    circuit.acquire()!.failure();
    advance(999);
    expect(circuit.acquire()).toBeNull();
    expect(circuit.retryInMs).toBe(1);
    advance(1);
    const probe = circuit.acquire()!;
    expect(probe.probe).toBe(true);
    expect(circuit.state).toBe('half-open');
    expect(circuit.acquire()).toBeNull();
    probe.failure();
    expect(circuit.state).toBe('open');
    advance(1000);
    circuit.acquire()!.success();
    expect(circuit.state).toBe('closed');
    expect(circuit.acquire()?.probe).toBe(false);
    expect(changes).toEqual([
      'closed->open',
      'open->half-open',
      'half-open->open',
      'open->half-open',
      'half-open->closed',
    ]);
  });

  it('counts each ticket once', () => {
    const { circuit } = breaker(2);
    const ticket = circuit.acquire()!;
    ticket.failure();
    ticket.failure();
    expect(circuit.state).toBe('closed');
  });
});
