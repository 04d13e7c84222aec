/** Whole-cloud failures a test can switch on (device-level ones are each device's `mode`). */
export type CloudFault = 401 | 429 | 500;

const BODIES: Record<CloudFault, unknown> = {
  401: { error: 'invalid_token', error_description: 'The access token provided is invalid.' },
  429: { error: 'rate_limit_exceeded', error_description: 'Too many requests' },
  500: { ok: false, error: 'Internal Server Error' },
};

export class Faults {
  private fault: CloudFault | null = null;
  private remaining = 0;

  /** Fails the next `count` API requests (default: until cleared) with the given status. */
  inject(fault: CloudFault, count = Number.POSITIVE_INFINITY): void {
    this.fault = fault;
    this.remaining = count;
  }

  clear(): void {
    this.fault = null;
    this.remaining = 0;
  }

  /** Consumes one injected failure, if any. */
  take(): { status: number; body: unknown; headers: Record<string, string> } | null {
    if (this.fault === null || this.remaining <= 0) return null;
    const status = this.fault;
    this.remaining -= 1;
    if (this.remaining <= 0) this.fault = null;
    return { status, body: BODIES[status], headers: status === 429 ? { 'retry-after': '1' } : {} };
  }
}
