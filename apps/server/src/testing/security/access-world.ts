import * as contract from '@canopy/shared/device-contract.fixtures';
import { decodeJwt } from 'jose';
import { startFakeTelegram, type FakeTelegram } from '../fake-telegram.ts';
import { createTelegramClient } from '../../integrations/messaging/telegram.ts';
import type { NotificationChannelsConfig } from '../../modules/notifications/notifications.module.ts';
import { ids } from '../device-fixtures.ts';
import { solidImage } from '../images.ts';
import { multipart, multipartForm } from '../multipart.ts';
import type { TestContext, TestUser } from '../test-app.ts';
import { createCropWorld, type CropWorld } from './access-world-crop.ts';
import { createProfilesWorld, type ProfilesWorld } from './access-world-profiles.ts';
import {
  TELEGRAM_WEBHOOK_SECRET,
  WEBHOOK_SECRET,
  type AccessRequest,
  type Caller,
} from './access-callers.ts';

const MATRIX_BOT = '42:matrix';

/** A fake Telegram and the bot configuration that uses it, so the Telegram routes answer for real. */
export async function startMatrixTelegram(): Promise<{
  telegram: FakeTelegram;
  notifications: NotificationChannelsConfig;
}> {
  const telegram = await startFakeTelegram(MATRIX_BOT);
  const bot = createTelegramClient({ botToken: MATRIX_BOT, apiUrl: telegram.url });
  return { telegram, notifications: { telegram: { bot, webhookSecret: TELEGRAM_WEBHOOK_SECRET } } };
}

/** The records and devices the access matrix points at; builders make fresh ones per request. */
export interface World {
  devices: { climate: string; soil: string; water: string };
  loginBody: { email: string; password: string };
  waterWindow: string;
  functionArgs: Record<string, string>;
  publicFileUrl: string;
  strainId: string;
  strainSlug: string;
  newUserBody(): { email: string; password: string; role: 'user' };
  victimUserId(): Promise<string>;
  ownAccountUpdate(caller: Caller): AccessRequest;
  firmware(url: string): AccessRequest;
  photoUpload(url: string): AccessRequest;
  /** Resolves once a rebooted test controller answers again (the test cloud reboots in 10 ms). */
  deviceBackOnline(): Promise<void>;
  creatorBug(): Promise<string>;
  creatorTask(): Promise<string>;
  /** A fresh task of the creator's with one checklist item: its id and the item's. */
  creatorChecklistItem(): Promise<{ taskId: string; itemId: string }>;
  /** A task template's body (one step on flower day 1), and a fresh template (staff may change it once). */
  taskTemplateBody: object;
  freshTaskTemplate(): Promise<string>;
  /** A fresh note by the creator on the climate controller; the note's id. */
  creatorDeviceNote(): Promise<string>;
  newStrainBody(): { name: string; slug: string };
  freshStrain(): Promise<{ id: string; slug: string }>;
  strainDiaryEntry(): Promise<{ entryId: string; photoPublicId: string }>;
  freshNews(): Promise<string>;
  /** A fresh news item an admin has sent to the trash. */
  trashedNews(): Promise<string>;
  /** A cutting of the world's strain that stays; fresh ones for calls that change or delete. */
  cuttingId: string;
  cuttingBody(): { code: string; strainId: string; status: string; location: string };
  freshCutting(): Promise<string>;
  /** A fresh cutting with two gallery photos, so reorder, edit and delete have something to act on. */
  cuttingWithPhotos(): Promise<string>;
  cuttingDiaryEntry(): Promise<{ cuttingId: string; entryId: string; publicId: string }>;
  photoForm(url: string, fields: Record<string, string>, fileField?: string): AccessRequest;
  webhookDelivery(): AccessRequest;
  telegramUpdate(): AccessRequest;
  ruleBody(): object;
  /** A fresh rule (staff may replace or delete it once). */
  freshRule(): Promise<string>;
  /** A fresh open alert of the climate controller. */
  freshAlert(): Promise<string>;
  notificationSettings: object;
  /** An outgoing webhook's body (a receiver on this machine: nothing is sent to it here). */
  webhookBody: { url: string; events: string[]; enabled: boolean };
  /** A fresh outgoing webhook (an admin may replace or delete it once). */
  freshWebhook(): Promise<string>;
  /** A fresh session of the caller (another login of theirs); its id. */
  ownSession(caller: Caller): Promise<string>;
  /** A fresh API token of the caller; its id. */
  ownApiToken(caller: Caller): Promise<string>;
  /** Rooms and runs. */
  crop: CropWorld;
  /** Stage climate profiles. */
  profiles: ProfilesWorld;
}

export type Callers = Record<Exclude<Caller, 'anonymous'>, TestUser>;

/** One account for each caller of the matrix, made in this order: user, superuser, admin, creator. */
export async function createCallers(t: TestContext): Promise<Callers> {
  return {
    user: await t.createUser('user'),
    superuser: await t.createUser('superuser'),
    admin: await t.createUser('admin'),
    creator: await t.createUser('user'),
  };
}

export async function createWorld(t: TestContext, callers: Callers): Promise<World> {
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}-${(counter += 1)}`;
  const asAdmin = async <T>(method: 'POST', url: string, payload: object): Promise<T> => {
    const response = await t.app.inject({ method, url, payload, headers: callers.admin.auth });
    if (response.statusCode >= 300)
      throw new Error(`world setup ${url}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  };
  const asCreator = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: callers.creator.auth });
    if (response.statusCode >= 300)
      throw new Error(`world setup ${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ _id: string }>()._id;
  };
  const png = await solidImage('png');
  const storePhoto = async () => (await t.services.files.storeImage(png, callers.admin.user._id)).publicId;

  const loginUser = await t.createUser('user');
  const strain = await asAdmin<{ _id: string; slug: string }>('POST', '/api/admin/strains', {
    name: 'Matrix Kush',
    slug: 'matrix-kush',
  });
  const news = await asAdmin<{ images: string[] }>('POST', '/api/news', {
    title: 'With a picture',
    body: 'Public photo',
    imagePublicIds: [await storePhoto()],
  });
  const publicFileUrl = news.images[0];
  if (!publicFileUrl) throw new Error('world setup: the news photo has no URL');
  await expectOk(t.app.inject({ method: 'POST', url: '/api/devices/refresh', headers: callers.admin.auth }));
  await expectOk(
    t.app.inject({
      method: 'POST',
      url: `/api/firmware/upload/${ids.veg}`,
      ...withAuth(multipartFirmware(), callers.admin),
    }),
  );

  const newCutting = async () =>
    (
      await asAdmin<{ _id: string }>('POST', '/api/admin/cuttings', {
        code: `C-${unique()}`,
        strainId: strain._id,
      })
    )._id;
  const photoForm = (url: string, fields: Record<string, string>, fileField = 'file'): AccessRequest => {
    const body = multipartForm(fields, {
      field: fileField,
      filename: 'leaf.png',
      contentType: 'image/png',
      data: png,
    });
    return { url, payload: body.payload, headers: body.headers };
  };
  const cuttingId = await newCutting();

  const crop = await createCropWorld(t, callers, strain._id, unique);
  const profiles = await createProfilesWorld(t, callers, unique);

  const now = Date.now();
  return {
    crop,
    profiles,
    cuttingId,
    cuttingBody: () => ({
      code: `C-${unique()}`,
      strainId: strain._id,
      status: 'rooting',
      location: 'Tent 1',
    }),
    freshCutting: newCutting,
    async cuttingWithPhotos() {
      const id = await newCutting();
      for (const name of ['first', 'second']) {
        const form = photoForm(`/api/cuttings/${id}/photo`, { name, description: `${name} photo` });
        await expectOk(
          t.app.inject({
            method: 'POST',
            url: form.url,
            payload: form.payload,
            headers: { ...form.headers, ...callers.admin.auth },
          }),
        );
      }
      return id;
    },
    async cuttingDiaryEntry() {
      const id = await newCutting();
      const publicId = await storePhoto();
      const entry = await asAdmin<{ _id: string }>('POST', `/api/admin/cuttings/${id}/diary`, {
        note: `Entry ${unique()}`,
        imagePublicIds: [publicId],
      });
      return { cuttingId: id, entryId: entry._id, publicId };
    },
    photoForm,
    devices: { climate: ids.veg, soil: ids.soil, water: ids.water },
    loginBody: { email: loginUser.user.email, password: loginUser.password },
    waterWindow: `from=${now - 2 * 3600_000}&to=${now}`,
    functionArgs: {
      setHumidityThreshold: '40.0,60.0',
      setTemperatureThreshold: '18.0,25.0',
      setCO2Threshold: '400,1000',
      factoryReset: 'false',
      calibrateIn: '450',
      calibrateOut: '450',
      toggleSocket: '1,on',
      setVPDType: 'air',
      calibrateCO2ppm: '400',
      setDisplayInterval: '5',
      setServerInterval: '5',
    },
    publicFileUrl,
    strainId: strain._id,
    strainSlug: strain.slug,
    newUserBody: () => ({
      email: `new-${unique()}@example.test`,
      password: 'a-long-password-1',
      role: 'user',
    }),
    async victimUserId() {
      return (
        await t.services.users.create({
          email: `victim-${unique()}@example.test`,
          password: 'a-long-password-1',
          role: 'user',
        })
      )._id;
    },
    ownAccountUpdate(caller) {
      if (caller === 'anonymous')
        return { url: `/api/users/${loginUser.user._id}`, payload: { email: 'x@example.test' } };
      const self = callers[caller];
      return {
        url: `/api/users/${self.user._id}`,
        payload: { email: self.user.email, currentPassword: self.password },
      };
    },
    firmware: (url) => ({ url, ...multipartFirmware() }),
    photoUpload: (url) => {
      const body = multipart({ filename: 'leaf.png', contentType: 'image/png', data: png });
      return { url, payload: body.payload, headers: body.headers };
    },
    deviceBackOnline: () => new Promise((resolve) => setTimeout(resolve, 100)),
    creatorBug: () => asCreator('/api/bugs', { description: `Leak ${unique()}` }),
    creatorTask: () => asCreator('/api/tasks', { description: `Water ${unique()}` }),
    async creatorChecklistItem() {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/tasks',
        payload: { description: `Feed ${unique()}`, checklist: ['Mix'] },
        headers: callers.creator.auth,
      });
      if (response.statusCode !== 201) throw new Error(`world setup checklist: ${response.statusCode}`);
      const task = response.json<{ _id: string; checklist: { _id: string }[] }>();
      return { taskId: task._id, itemId: task.checklist[0]!._id };
    },
    taskTemplateBody: { name: 'Flip SOP', steps: [{ title: 'Defoliate', stage: 'flower', dayOfStage: 1 }] },
    freshTaskTemplate: async () =>
      (
        await asAdmin<{ _id: string }>('POST', '/api/task-templates', {
          name: `SOP ${unique()}`,
          steps: [{ title: 'Check trichomes', stage: 'flower', dayOfStage: 50 }],
        })
      )._id,
    async creatorDeviceNote() {
      const url = `/api/devices/${ids.veg}/notes`;
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { text: `Note ${unique()}` },
        headers: callers.creator.auth,
      });
      if (response.statusCode >= 300)
        throw new Error(`world setup ${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ id: string }>().id;
    },
    newStrainBody: () => {
      const slug = `strain-${unique()}`;
      return { name: slug, slug };
    },
    async freshStrain() {
      const slug = `fresh-${unique()}`;
      const created = await asAdmin<{ _id: string; slug: string }>('POST', '/api/admin/strains', {
        name: slug,
        slug,
      });
      return { id: created._id, slug: created.slug };
    },
    async strainDiaryEntry() {
      const photoPublicId = await storePhoto();
      const entry = await asAdmin<{ _id: string }>('POST', `/api/admin/strains/${strain._id}/diary`, {
        note: `Entry ${unique()}`,
        photoPublicIds: [photoPublicId],
      });
      return { entryId: entry._id, photoPublicId };
    },
    async trashedNews() {
      const { _id: id } = await asAdmin<{ _id: string }>('POST', '/api/news', {
        title: `News ${unique()}`,
        body: 'Text',
      });
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/news/${id}`,
        headers: callers.admin.auth,
      });
      if (response.statusCode !== 204) throw new Error(`world setup: trash news ${response.statusCode}`);
      return id;
    },
    async freshNews() {
      return (
        await asAdmin<{ _id: string }>('POST', '/api/news', { title: `News ${unique()}`, body: 'Text' })
      )._id;
    },
    ruleBody: () => ({
      name: `Rule ${unique()}`,
      kind: 'threshold',
      deviceType: 'climate',
      metric: 'co2',
      max: 5000,
    }),
    async freshRule() {
      return (
        await asAdmin<{ _id: string }>('POST', '/api/alert-rules', {
          name: `Rule ${unique()}`,
          kind: 'stale',
          deviceType: 'soil',
          forMinutes: 10_000,
        })
      )._id;
    },
    async freshAlert() {
      const id = `matrix-alert-${unique()}`;
      await t.database.db
        .insertInto('alerts')
        .values({
          id,
          rule_id: `matrix-rule-${unique()}`,
          rule_name: 'Matrix rule',
          kind: 'threshold',
          severity: 'warning',
          device_id: ids.veg,
          device_name: 'Veg_Room',
          device_type: 'climate',
          metric: 'temperature',
          state: 'open',
          resolved: 0,
          value: 30,
          limit_value: 26,
          direction: 'above',
          opened_at: new Date().toISOString(),
          last_notified_ms: Date.now(),
        })
        .execute();
      return id;
    },
    webhookBody: { url: 'http://127.0.0.1:9/canopy', events: ['alert.opened'], enabled: true },
    async ownSession(caller) {
      if (caller === 'anonymous') return 'no-such-session';
      const who = callers[caller];
      return String(decodeJwt(await t.login(who.user.email, who.password)).sid);
    },
    async ownApiToken(caller) {
      if (caller === 'anonymous') return 'no-such-token';
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/me/tokens',
        payload: { name: `Token ${unique()}`, scope: 'read', expiresInDays: 30 },
        headers: callers[caller].auth,
      });
      if (response.statusCode >= 300)
        throw new Error(`world setup /api/me/tokens: ${response.statusCode} ${response.body}`);
      return response.json<{ _id: string }>()._id;
    },
    async freshWebhook() {
      return (
        await asAdmin<{ _id: string }>('POST', '/api/admin/webhooks', {
          url: `http://127.0.0.1:9/${unique()}`,
          events: ['device.offline'],
        })
      )._id;
    },
    notificationSettings: {
      channels: { telegram: true, email: false, push: false },
      quietHours: null,
      minSeverity: 'warning',
      language: 'en',
    },
    telegramUpdate: () => ({
      url: '/api/webhooks/telegram',
      headers: { 'x-telegram-bot-api-secret-token': TELEGRAM_WEBHOOK_SECRET },
      payload: { update_id: 1, message: { message_id: 1, chat: { id: 1, type: 'private' }, text: 'hello' } },
    }),
    webhookDelivery: () => ({
      url: '/api/webhooks/particle',
      headers: { 'x-webhook-secret': WEBHOOK_SECRET },
      payload: {
        event: contract.SOIL_EVENT.name,
        data: contract.SOIL_EVENT.data,
        coreid: ids.soil,
        published_at: new Date().toISOString(),
      },
    }),
  };
}

async function expectOk(pending: Promise<{ statusCode: number; body: string }>) {
  const response = await pending;
  if (response.statusCode >= 300) throw new Error(`world setup: ${response.statusCode} ${response.body}`);
}

function multipartFirmware() {
  const body = multipart({
    filename: 'climate-9.9.9.bin',
    contentType: 'application/octet-stream',
    data: Buffer.from('fw'),
  });
  return { payload: body.payload, headers: body.headers };
}

function withAuth(request: { payload: Buffer; headers: Record<string, string> }, who: TestUser) {
  return { payload: request.payload, headers: { ...request.headers, ...who.auth } };
}
