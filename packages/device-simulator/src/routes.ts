import type { IncomingMessage, ServerResponse } from 'node:http';
import { SIMULATOR_SCENARIOS, type SimulatorScenario } from '@canopy/shared/alerts';
import { checkAuth } from './auth.ts';
import { coreInfo, deviceInfo } from './device-info.ts';
import type { VirtualDevice } from './devices/device.ts';
import { flashDevice } from './flash.ts';
import type { SimulatorContext } from './simulator-context.ts';
import { BodyTooLarge, readBody, sendJson, sendText, str, type ParsedBody } from './http-io.ts';

const PERMISSION_DENIED = {
  error: 'Permission Denied',
  info: "I didn't recognize that device name or ID, try opening https://api.particle.io/v1/devices?access_token=undefined",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function handleRequest(ctx: SimulatorContext, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://simulator');
  const method = req.method ?? 'GET';
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  let body: ParsedBody = { fields: {}, files: {} };
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendJson(res, 413, { ok: false, error: 'Request too large' });
      throw error;
    }
  }
  const denied = checkAuth(req, url.searchParams, str(body.fields.access_token), ctx.token);
  if (denied)
    return sendJson(res, denied.status, denied.body, { 'cache-control': 'no-store', pragma: 'no-cache' });
  const fault = ctx.faults.take();
  if (fault) return sendJson(res, fault.status, fault.body, fault.headers);

  const [v1, collection, id, action, ...rest] = segments;
  if (v1 !== 'v1') return notFound(res);
  if (collection === 'simulator') return scenarioControl(ctx, res, method, id, body);
  if (collection === 'events' && method === 'GET') {
    if (!id) return sendJson(res, 400, { ok: false, error: 'An event name prefix is required' });
    return ctx.hub.subscribe(res, null, [id, action, ...rest].filter(Boolean).join('/'));
  }
  if (collection !== 'devices') return notFound(res);
  if (id === undefined) return method === 'GET' ? listDevices(ctx, res) : notFound(res);
  if (id === 'events') {
    if (method === 'GET') return ctx.hub.subscribe(res, null, prefixOf([action, ...rest]));
    if (method === 'POST') return publishEvent(ctx, res, body);
    return notFound(res);
  }
  const device = findDevice(ctx, id);
  if (!device) return sendJson(res, 403, PERMISSION_DENIED);
  if (action === 'events' && method === 'GET') return ctx.hub.subscribe(res, device.id, prefixOf(rest));
  if (action === undefined && method === 'GET') return sendJson(res, 200, deviceInfo(device, ctx.now()));
  if (action === undefined && method === 'PUT') return updateDevice(ctx, res, device, body);
  if (action === 'ping' && method === 'PUT') {
    return sendJson(res, 200, { online: device.mode !== 'offline', ok: true });
  }
  if (action !== undefined && rest.length === 0 && method === 'POST') {
    return callFunction(ctx, res, device, action, body, url.searchParams);
  }
  if (action !== undefined && rest.length === 0 && method === 'GET') {
    return readVariable(ctx, res, device, action, url.searchParams);
  }
  return notFound(res);
}

const notFound = (res: ServerResponse) => sendJson(res, 404, { ok: false, error: 'Not Found' });

/**
 * The simulator's own control routes (no such thing exists in Particle's API): which devices play a
 * scenario, and starting one. Unknown devices answer like the cloud's own "not found".
 */
function scenarioControl(
  ctx: SimulatorContext,
  res: ServerResponse,
  method: string,
  what: string | undefined,
  body: ParsedBody,
) {
  if (what === 'scenarios' && method === 'GET') return sendJson(res, 200, { scenarios: ctx.scenarios() });
  if (what !== 'scenario' || method !== 'POST') return notFound(res);
  const deviceId = str(body.fields.deviceId);
  const scenario = str(body.fields.scenario);
  if (!deviceId || !scenario || !(SIMULATOR_SCENARIOS as readonly string[]).includes(scenario)) {
    return sendJson(res, 400, {
      ok: false,
      error: `scenario must be one of ${SIMULATOR_SCENARIOS.join(', ')}`,
    });
  }
  const outcome = ctx.setScenario(deviceId, scenario as SimulatorScenario);
  if (outcome === 'unknown_device') return sendJson(res, 404, { ok: false, error: 'Device not found.' });
  if (outcome === 'wrong_type') {
    return sendJson(res, 400, { ok: false, error: `${scenario} does not apply to this device` });
  }
  sendJson(res, 200, { deviceId: deviceId.toLowerCase(), scenario });
}
const prefixOf = (parts: (string | undefined)[]) => parts.filter(Boolean).join('/') || null;

function findDevice(ctx: SimulatorContext, idOrName: string): VirtualDevice | undefined {
  return (
    ctx.devices.get(idOrName.toLowerCase()) ?? [...ctx.devices.values()].find((d) => d.name === idOrName)
  );
}

function listDevices(ctx: SimulatorContext, res: ServerResponse) {
  const list = [...ctx.devices.values()].map((d) => deviceInfo(d, ctx.now()));
  list.sort((a, b) => b.last_heard.localeCompare(a.last_heard));
  sendJson(res, 200, list);
}

function publishEvent(ctx: SimulatorContext, res: ServerResponse, body: ParsedBody) {
  const name = str(body.fields.name);
  if (!name || name.length > 64) return sendJson(res, 400, { ok: false, error: 'Event name is required' });
  // Events published through the API come from the account, not a device.
  ctx.publish(name, str(body.fields.data) ?? null, 'particle-internal');
  sendJson(res, 200, { ok: true });
}

function updateDevice(ctx: SimulatorContext, res: ServerResponse, device: VirtualDevice, body: ParsedBody) {
  if (body.files.file) return flashDevice(ctx, res, device, body.files.file.data);
  const name = str(body.fields.name);
  if (name !== undefined) {
    device.name = name;
    return sendJson(res, 200, {
      id: device.id,
      name,
      updated_at: new Date(ctx.now()).toISOString(),
      ok: true,
    });
  }
  if (body.fields.signal !== undefined)
    return sendJson(res, 200, { id: device.id, connected: true, signaling: true });
  sendJson(res, 400, { ok: false, error: 'Nothing to do' });
}

/** Offline answers at once; an unresponsive device keeps the caller waiting first (reference 1.3). */
async function unreachable(ctx: SimulatorContext, res: ServerResponse, device: VirtualDevice) {
  if (device.mode === 'unresponsive') await sleep(ctx.unresponsiveDelayMs);
  sendJson(res, ctx.offlineStatus, { ok: false, error: 'timed out' });
}

async function callFunction(
  ctx: SimulatorContext,
  res: ServerResponse,
  device: VirtualDevice,
  name: string,
  body: ParsedBody,
  query: URLSearchParams,
) {
  const handler = device.functions[name];
  if (!handler) return sendJson(res, 404, { ok: false, error: `Function ${name} not found` });
  if (device.mode !== 'online') return unreachable(ctx, res, device);
  // The docs say `arg`; particle-api-js sends `args`. The cloud takes both.
  const arg = str(body.fields.arg) ?? str(body.fields.args) ?? '';
  const returnValue = handler(arg, ctx.now());
  device.lastHeardMs = ctx.now();
  if ((str(body.fields.format) ?? query.get('format')) === 'raw')
    return sendText(res, 200, String(returnValue));
  sendJson(res, 200, { id: device.id, name: device.name, connected: true, return_value: returnValue });
}

async function readVariable(
  ctx: SimulatorContext,
  res: ServerResponse,
  device: VirtualDevice,
  name: string,
  query: URLSearchParams,
) {
  const variable = device.variables[name];
  if (!variable) return sendJson(res, 404, { ok: false, error: `Unknown Variable: ${name}` });
  if (device.mode !== 'online') return unreachable(ctx, res, device);
  const result = variable.read(ctx.now());
  device.lastHeardMs = ctx.now();
  if (query.get('format') === 'raw') return sendText(res, 200, String(result));
  sendJson(res, 200, { name, result, coreInfo: coreInfo(device, ctx.now()) });
}
