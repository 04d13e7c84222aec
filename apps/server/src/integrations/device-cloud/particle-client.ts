import { classifyCloudError } from './classify-error.ts';
import { DeviceCloudError, type CloudDevice, type DeviceCloud } from './device-cloud.ts';
import { createSimulatorControl } from './simulator-control.ts';

export interface ParticleClientOptions {
  baseUrl: string;
  token: string;
  /** Reads and renames. */
  timeoutMs?: number;
  /** Function calls and variables: the cloud itself may wait 30 s for a device that does not answer. */
  deviceTimeoutMs?: number;
  /** Uploading firmware. */
  flashTimeoutMs?: number;
}

interface RawDevice {
  id: string;
  name: string | null;
  online?: boolean;
  connected?: boolean;
  last_heard?: string | null;
  functions?: string[] | null;
  variables?: Record<string, string> | null;
}

/** Our Particle Cloud client: Bearer token, a deadline on every call, errors classified by body. */
export function createParticleClient(options: ParticleClientOptions): DeviceCloud {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deviceTimeoutMs = options.deviceTimeoutMs ?? 35_000;
  const authorization = `Bearer ${options.token}`;

  async function request<T>(
    method: string,
    path: string,
    body: BodyInit | null,
    deadlineMs: number,
  ): Promise<T> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(deadlineMs),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new DeviceCloudError('timeout', 'The device cloud did not answer in time');
      }
      throw new DeviceCloudError('failed', 'The device cloud is unreachable');
    }
    const parsed: unknown = await response.json().catch(() => null);
    if (response.ok) return parsed as T;
    const kind = classifyCloudError(response.status, parsed);
    const retryAfter = Number(response.headers.get('retry-after'));
    const message = describe(parsed) ?? `Device cloud error ${response.status}`;
    throw new DeviceCloudError(
      kind,
      message,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }

  const device = (id: string) => `/v1/devices/${encodeURIComponent(id)}`;

  return {
    async listDevices() {
      const list = await request<RawDevice[]>('GET', '/v1/devices', null, timeoutMs);
      return Array.isArray(list) ? list.map(toCloudDevice) : [];
    },
    async callFunction(deviceId, name, arg) {
      const body = await request<{ return_value?: unknown }>(
        'POST',
        `${device(deviceId)}/${encodeURIComponent(name)}`,
        JSON.stringify({ arg }),
        deviceTimeoutMs,
      );
      return typeof body.return_value === 'number' ? body.return_value : Number(body.return_value);
    },
    async getVariable(deviceId, name) {
      const body = await request<{ result: string | number | boolean }>(
        'GET',
        `${device(deviceId)}/${encodeURIComponent(name)}`,
        null,
        deviceTimeoutMs,
      );
      return body.result;
    },
    async renameDevice(deviceId, name) {
      const body = await request<{ name?: string }>(
        'PUT',
        device(deviceId),
        JSON.stringify({ name }),
        timeoutMs,
      );
      return body.name ?? name;
    },
    async flashDevice(deviceId, binary, filename) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(binary)]), filename);
      form.append('file_type', 'binary');
      await request('PUT', device(deviceId), form, options.flashTimeoutMs ?? 60_000);
    },
    async openEventStream(signal) {
      let response: Response;
      try {
        response = await fetch(`${base}/v1/devices/events`, {
          headers: { authorization, accept: 'text/event-stream' },
          signal,
        });
      } catch {
        throw new DeviceCloudError('failed', 'The device cloud is unreachable');
      }
      if (!response.ok || !response.body) {
        const parsed: unknown = await response.json().catch(() => null);
        throw new DeviceCloudError(
          classifyCloudError(response.status, parsed),
          describe(parsed) ?? 'Stream refused',
        );
      }
      return response.body;
    },
    ...createSimulatorControl(base, authorization, timeoutMs),
  };
}

function toCloudDevice(raw: RawDevice): CloudDevice {
  const heard = raw.last_heard ? Date.parse(raw.last_heard) : Number.NaN;
  return {
    id: raw.id,
    name: raw.name ?? raw.id,
    // Older responses say `connected`, newer `online`.
    online: Boolean(raw.online ?? raw.connected),
    lastHeardMs: Number.isNaN(heard) ? null : heard,
    functions: raw.functions ?? [],
    variables: raw.variables ?? {},
  };
}

function describe(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const message = b.error_description ?? b.error;
  return typeof message === 'string' ? message : undefined;
}
