import { http, HttpResponse } from 'msw';
import type {
  WaterConfig,
  WaterDevice,
  WaterLatest,
  WaterSeries,
  WaterSeriesPoint,
  WaterSummary,
} from '@canopy/shared/schemas/water';
import type { WaterStep } from '@canopy/shared/water-steps';
import { server } from '../msw-server';

export const WATER_ID = 'aqua000000000000000000b1';

export function waterDevice(overrides: Partial<WaterDevice> = {}): WaterDevice {
  return {
    deviceId: WATER_ID,
    name: 'Main_Line',
    status: 'online',
    lastTs: Date.now(),
    fwLast: '1.4.2',
    lastInTotal: 1234.5,
    lastOutTotal: 240.1,
    inRate_lpm: 5.12,
    outRate_lpm: 1.02,
    ...overrides,
  };
}

export interface FakeWaterOptions {
  device?: WaterDevice;
  latest?: WaterLatest;
  points?: WaterSeriesPoint[];
  config?: WaterConfig;
  /** The answer to every callFunction; defaults to success. */
  answer?: () => Response;
}

export const waterPoint = (ts: number, inRate = 5, outRate = 1): WaterSeriesPoint => ({
  ts,
  in: { rate_lpm: inRate, total_l: 1000 + inRate },
  out: { rate_lpm: outRate, total_l: 200 + outRate },
  count: 1,
});

/** Serves every call of the water page and records what the page asked for. */
export function fakeWaterApi(options: FakeWaterOptions = {}) {
  const record = {
    latest: 0,
    series: [] as URLSearchParams[],
    summary: [] as URLSearchParams[],
    config: 0,
    list: 0,
    calls: [] as unknown[],
    /** Set by a test to change what the next latest calls answer (a new reading arrived). */
    nextLatest: null as WaterLatest | null,
  };
  server.use(
    // The history under the charts: no day, nothing noted and no room, unless a test says otherwise.
    http.get('*/api/devices/:id/daily', () => HttpResponse.json([])),
    http.get('*/api/devices/:id/annotations', () => HttpResponse.json([])),
    http.get('*/api/devices/:id/stage-bands', () => HttpResponse.json([])),
    http.get('*/api/water-in-out/devices', () => {
      record.list++;
      return HttpResponse.json([options.device ?? waterDevice()]);
    }),
    http.get('*/api/water-in-out/latest', () => {
      record.latest++;
      return HttpResponse.json(
        record.nextLatest ??
          options.latest ?? {
            deviceId: WATER_ID,
            ts: Date.now(),
            in: { rate_lpm: 5.12, total_l: 1234.56 },
            out: { rate_lpm: 1.02, total_l: 240.1 },
          },
      );
    }),
    http.get('*/api/water-in-out/series', ({ request }) => {
      const params = new URL(request.url).searchParams;
      record.series.push(params);
      const series: WaterSeries = {
        deviceId: WATER_ID,
        step: params.get('step') as WaterStep,
        points: options.points ?? [waterPoint(Number(params.get('to')) - 60_000)],
      };
      return HttpResponse.json(series);
    }),
    http.get('*/api/water-in-out/summary', ({ request }) => {
      const params = new URL(request.url).searchParams;
      record.summary.push(params);
      const summary: WaterSummary = {
        deviceId: WATER_ID,
        from: Number(params.get('from')),
        to: Number(params.get('to')),
        in: { total_delta_l: 42.5, avg_rate_lpm: 3.25 },
        out: { total_delta_l: 8, avg_rate_lpm: 0.5 },
      };
      return HttpResponse.json(summary);
    }),
    http.get('*/api/water-in-out/config', () => {
      record.config++;
      return HttpResponse.json(
        options.config ?? {
          deviceId: WATER_ID,
          intervals: { display_min: 1, server_min: 5 },
          in: { ppl: 450 },
          out: { ppl: 460 },
          last_ts: Date.now(),
        },
      );
    }),
    http.post(`*/api/device/${WATER_ID}/callFunction`, async ({ request }) => {
      record.calls.push(await request.json());
      return options.answer ? options.answer() : HttpResponse.json({ return_value: 1, error: null });
    }),
  );
  return record;
}
