/** The callers and shared secrets the access matrix and the world it calls into both name. */
export type Caller = 'anonymous' | 'user' | 'superuser' | 'admin' | 'creator';

export interface AccessRequest {
  url: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
}

export const WEBHOOK_SECRET = 'access-matrix-webhook-secret';
export const TELEGRAM_WEBHOOK_SECRET = 'access-matrix-telegram-secret';
export const METRICS_TOKEN = 'access-matrix-metrics-token';
