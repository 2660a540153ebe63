/** Counters for tests of the BFF, e.g. to prove that a burst of 401s led to exactly one refresh grant. */
export class RequestStats {
  private tokenCalls = new Map<string, number>();
  private requests = new Map<string, number>();

  recordTokenCall(grantType: string): void {
    this.tokenCalls.set(grantType, (this.tokenCalls.get(grantType) ?? 0) + 1);
  }

  recordRequest(path: string): void {
    this.requests.set(path, (this.requests.get(path) ?? 0) + 1);
  }

  snapshot(): { tokenCalls: Record<string, number>; requests: Record<string, number> } {
    return { tokenCalls: Object.fromEntries(this.tokenCalls), requests: Object.fromEntries(this.requests) };
  }

  reset(): void {
    this.tokenCalls.clear();
    this.requests.clear();
  }
}
