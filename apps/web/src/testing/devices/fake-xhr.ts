import { vi } from 'vitest';

type Listener = (event: ProgressEvent) => void;

/**
 * A stand-in XMLHttpRequest the test drives by hand: it records what was sent and lets the test emit upload
 * progress and the answer. (jsdom never reports upload progress on its own.)
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = {
    addEventListener: (type: string, listener: Listener) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  /** Emits an upload progress event. */
  progress(loaded: number, total: number): void {
    const event = { lengthComputable: true, loaded, total } as ProgressEvent;
    for (const listener of this.uploadListeners.get('progress') ?? []) listener(event);
  }
  /** Answers with a status and a JSON body. */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.get('load') ?? []) listener({} as ProgressEvent);
  }
  /** The connection broke before any answer. */
  fail(): void {
    for (const listener of this.listeners.get('error') ?? []) listener({} as ProgressEvent);
  }

  get file(): File | null {
    const value = this.body?.get('file');
    return value instanceof File ? value : null;
  }
}

/** Installs FakeXhr for one test; returns the list of sent requests. */
export function installFakeXhr(): FakeXhr[] {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}
