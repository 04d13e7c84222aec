import {
  ACK_NOTE_MAX_LENGTH,
  METRIC_DECIMALS,
  METRIC_UNITS,
  type AlertDeviceType,
  type AlertKind,
  type AlertMetric,
  type AlertResolution,
  type AlertSeverity,
} from '@canopy/shared/alerts';
import { displayDeviceName } from '@canopy/shared/device-name';
import type { DeviceCropContext } from '@canopy/shared/schemas/rooms';
import type { Language } from '@canopy/shared/languages';
import { isDeviceThresholdMetric, type RuleNamePreset } from '@canopy/shared/rule-names';
import { fillTemplate, type MessageCatalog } from './catalog.ts';
import { MESSAGE_CATALOGS } from './catalogs.ts';
import { createMessageFormat, type MessageFormat } from './format.ts';

export { MESSAGE_CATALOGS } from './catalogs.ts';

export type AlertEvent = 'opened' | 'repeat' | 'resolved' | 'acknowledged';

export interface AlertMessageInput {
  event: AlertEvent;
  severity: AlertSeverity;
  kind: AlertKind;
  ruleName: string;
  /** Set while the rule still has the name Canopy gave it: the name is then worded in the recipient's language. */
  ruleNamePreset: RuleNamePreset | null;
  /** As stored, with underscores; messages show it with spaces, as the web app does. */
  deviceName: string;
  deviceType: AlertDeviceType;
  deviceId: string;
  metric: AlertMetric | null;
  /** threshold: the worst value; stale: minutes without data; leak: inflow L/min; power: null */
  value: number | null;
  /** threshold: the limit crossed; stale: the rule's minutes; leak: the max flow or null */
  limit: number | null;
  /** For threshold alerts: which side of the limit. */
  direction: 'above' | 'below' | null;
  /** Epoch ms. */
  openedAt: number;
  /** Epoch ms of this event (resolution time, ack time, repeat time). */
  at: number;
  resolution: AlertResolution | null;
  /** E-mail of who acknowledged. */
  acknowledgedBy: string | null;
  ackNote: string | null;
  /** The device's room and run day when the alert opened; absent or null for a device in no room. */
  crop?: DeviceCropContext | null;
}

export interface RenderContext {
  language: Language;
  /** `PUBLIC_URL`, without the trailing slash (one is dropped if present). */
  publicUrl: string;
  /** Defaults to `DEVICE_TIME_ZONE`. */
  timeZone?: string;
}

/** `subject` is the e-mail's subject and the first line of `text`, which is the Telegram message. */
export interface RenderedMessage {
  subject: string;
  text: string;
}

export type BotReplyKind = keyof MessageCatalog['bot'];

/** Telegram's limit on a message's text. */
export const TELEGRAM_TEXT_MAX = 4096;
/** A quiet-hours summary lists at most this many alerts, then "and N more". */
export const SUMMARY_MAX_ALERTS = 20;
const NAME_MAX = 100;
/** The longest e-mail address SMTP allows. */
const EMAIL_MAX = 254;

/** Emoji only next to the words that say the same, never alone. */
const SEVERITY_EMOJI: Record<AlertSeverity, string> = { critical: '🔴', warning: '🟠' };
const RESOLVED_EMOJI = '✅';
const ACKNOWLEDGED_EMOJI = '☑️';

/** Path of the device page: climate `/device/{id}`, water `/devices/water/{id}`, soil `/devices/soil/{id}`. */
export function devicePath(deviceType: AlertDeviceType, deviceId: string): string {
  const id = encodeURIComponent(deviceId);
  if (deviceType === 'climate') return `/device/${id}`;
  return `/devices/${deviceType}/${id}`;
}

/** The side of the limit a threshold alert is on; older alerts without a direction are judged by value. */
function sideOf(alert: AlertMessageInput): 'above' | 'below' {
  if (alert.direction) return alert.direction;
  return alert.value !== null && alert.limit !== null && alert.value < alert.limit ? 'below' : 'above';
}

/** The texts and formats of one recipient's language, with the pieces every message is built from. */
function writerFor(context: RenderContext) {
  const catalog = MESSAGE_CATALOGS[context.language];
  const format: MessageFormat = createMessageFormat(context.language, context.timeZone);
  const baseUrl = context.publicUrl.replace(/\/+$/, '');
  const deviceName = (alert: AlertMessageInput) =>
    format.userText(displayDeviceName(alert.deviceName), NAME_MAX);

  /** A preset name in the recipient's language, from the alert's fields; null for a name a person typed. */
  function presetName(alert: AlertMessageInput): string | null {
    switch (alert.ruleNamePreset) {
      case 'device-thresholds':
        return isDeviceThresholdMetric(alert.metric) ? catalog.ruleName.deviceThresholds[alert.metric] : null;
      case 'stale':
        // A stale alert's limit is its rule's minutes of silence.
        return fillTemplate(catalog.ruleName.stale[alert.deviceType], { minutes: format.count(alert.limit) });
      case 'leak':
        return catalog.ruleName.leak;
      case 'power':
        return fillTemplate(catalog.ruleName.power, { device: deviceName(alert) });
      case null:
        return null;
    }
  }
  const ruleName = (alert: AlertMessageInput) =>
    presetName(alert) ?? format.userText(alert.ruleName, NAME_MAX);

  const metricQuantity = (value: number | null, metric: AlertMetric | null) =>
    metric
      ? format.quantity(value, METRIC_DECIMALS[metric], METRIC_UNITS[metric])
      : format.quantity(value, 2, '');
  const flow = (value: number | null) => metricQuantity(value, 'inRate_lpm');

  /** "temperature 34.2 °C, above 28 °C", "no data for 25 min (limit 20 min)", "power failure", ... */
  function what(alert: AlertMessageInput, event: AlertEvent): string {
    switch (alert.kind) {
      case 'power':
        return event === 'resolved' ? catalog.what.powerRestored : catalog.what.powerLost;
      case 'stale':
        // Without a count the alert has been silent at least the rule's minutes.
        return fillTemplate(catalog.what.stale, {
          minutes: format.count(alert.value ?? alert.limit),
          limit: format.count(alert.limit),
        });
      case 'leak':
        return alert.limit === null
          ? fillTemplate(catalog.what.leak, { value: flow(alert.value) })
          : fillTemplate(catalog.what.flowAbove, { value: flow(alert.value), limit: flow(alert.limit) });
      case 'threshold': {
        const values = {
          metric: alert.metric ? catalog.metric[alert.metric] : '',
          value: metricQuantity(alert.value, alert.metric),
          limit: metricQuantity(alert.limit, alert.metric),
        };
        const template = sideOf(alert) === 'below' ? catalog.what.below : catalog.what.above;
        return fillTemplate(template, values).trim();
      }
    }
  }

  function headline(alert: AlertMessageInput, event: AlertEvent = alert.event): string {
    const device = deviceName(alert);
    const summary = what(alert, event);
    switch (event) {
      case 'opened':
      case 'repeat': {
        const severity = catalog.severity[alert.severity].toLocaleUpperCase(format.locale);
        const text = fillTemplate(catalog.headline[event], { severity, device, what: summary });
        return `${SEVERITY_EMOJI[alert.severity]} ${text}`;
      }
      case 'resolved':
        return `${RESOLVED_EMOJI} ${fillTemplate(catalog.headline.resolved, { device, what: summary })}`;
      case 'acknowledged': {
        const who = format.userText(alert.acknowledgedBy, EMAIL_MAX);
        return `${ACKNOWLEDGED_EMOJI} ${fillTemplate(catalog.headline.acknowledged, { who, device, what: summary })}`;
      }
    }
  }

  const url = (alert: AlertMessageInput) => `${baseUrl}${devicePath(alert.deviceType, alert.deviceId)}`;

  /** "Room: Flower Room A · Run R-2026-014 · Flower day 23 of 63"; null for a device in no room. */
  function cropLine(crop: DeviceCropContext | null | undefined): string | null {
    if (!crop) return null;
    const room = fillTemplate(catalog.line.room, { room: format.userText(crop.roomName, NAME_MAX) });
    if (!crop.run) return room;
    const { code, stage, dayOfStage, plannedDays } = crop.run;
    const stageWord = catalog.stage[stage];
    // A done or lost group only names its stage, as the web app's crop line does.
    const stageDay =
      stage === 'done' || stage === 'lost'
        ? stageWord
        : plannedDays === null
          ? fillTemplate(catalog.crop.stageDayOpen, { stage: stageWord, day: format.count(dayOfStage) })
          : fillTemplate(catalog.crop.stageDay, {
              stage: stageWord,
              day: format.count(dayOfStage),
              planned: format.count(plannedDays),
            });
    const run = fillTemplate(catalog.crop.run, { code: format.userText(code, NAME_MAX), stageDay });
    return `${room} · ${run}`;
  }

  return { catalog, format, baseUrl, deviceName, ruleName, headline, metricQuantity, url, cropLine };
}

/** The fields of an alert that name it. */
export type AlertTitleInput = Pick<
  AlertMessageInput,
  'ruleName' | 'ruleNamePreset' | 'deviceType' | 'deviceId' | 'deviceName' | 'limit'
> & { metric: string | null };

/**
 * "Temperature outside the device's limits · Flower Room A": an alert's rule name (in the reader's language
 * when Canopy named the rule) and its device with spaces, as plain text: a line of the weekly digest.
 */
export function alertTitle(alert: AlertTitleInput, language: Language): string {
  const writer = writerFor({ language, publicUrl: '' });
  const input = { ...alert, metric: alert.metric as AlertMetric | null } as AlertMessageInput;
  // A power rule's preset name already names its device.
  const title =
    alert.ruleNamePreset === 'power'
      ? writer.ruleName(input)
      : `${writer.ruleName(input)} · ${writer.deviceName(input)}`;
  return title.replace(/[\u2066-\u2069]/g, '');
}

/** An alert event's message in the recipient's language. */
export function renderAlertMessage(input: AlertMessageInput, context: RenderContext): RenderedMessage {
  const { catalog, format, deviceName, ruleName, headline, metricQuantity, url, cropLine } =
    writerFor(context);
  const { line } = catalog;
  const subject = headline(input);
  const details: string[] = [];
  if (input.event === 'repeat') details.push(line.reminder);
  details.push(
    fillTemplate(line.rule, { name: ruleName(input) }),
    fillTemplate(line.device, { name: deviceName(input) }),
  );
  const crop = cropLine(input.crop);
  if (crop) details.push(crop);
  details.push(
    fillTemplate(line.kind, { kind: catalog.kind[input.kind] }),
    fillTemplate(line.severity, { severity: catalog.severity[input.severity] }),
  );
  if (input.kind === 'threshold') {
    const limit = metricQuantity(input.limit, input.metric);
    details.push(
      fillTemplate(line.value, { value: metricQuantity(input.value, input.metric) }),
      fillTemplate(sideOf(input) === 'below' ? line.lowerLimit : line.upperLimit, { limit }),
    );
  }
  details.push(fillTemplate(line.opened, { time: format.time(input.openedAt) }));
  if (input.event === 'resolved') {
    details.push(fillTemplate(line.resolved, { time: format.time(input.at) }));
    if (input.resolution)
      details.push(fillTemplate(line.reason, { reason: catalog.resolution[input.resolution] }));
  }
  if (input.event === 'acknowledged') {
    const who = format.userText(input.acknowledgedBy, EMAIL_MAX);
    details.push(fillTemplate(line.acknowledged, { who, time: format.time(input.at) }));
    const note = input.ackNote?.trim() ? format.userText(input.ackNote, ACK_NOTE_MAX_LENGTH) : null;
    if (note) details.push(fillTemplate(line.note, { note }));
  }
  const text = [subject, '', ...details, '', line.link, url(input)].join('\n');
  return { subject, text };
}

/** One message at the end of quiet hours listing the alerts held meanwhile that are still unresolved. */
export function renderQuietSummary(alerts: AlertMessageInput[], context: RenderContext): RenderedMessage {
  const { catalog, format, ruleName, headline, url } = writerFor(context);
  const { summary } = catalog;
  const subject = fillTemplate(summary.subject, { count: format.count(alerts.length) });
  const more = (count: number) => `\n\n${fillTemplate(summary.more, { count: format.count(count) })}`;
  // Room for the "and N more" line, whatever N ends up being (it only shrinks as alerts are listed).
  const reserve = more(alerts.length).length;
  let text = `${subject}\n\n${fillTemplate(summary.intro, { zone: format.isolate(format.timeZone) })}`;
  let listed = 0;
  for (const alert of alerts.slice(0, SUMMARY_MAX_ALERTS)) {
    const entry = fillTemplate(summary.entry, {
      rule: ruleName(alert),
      time: format.dateTime(alert.openedAt),
    });
    // Each alert is listed as it opened, whatever has happened to it since.
    const block = `\n\n${headline(alert, 'opened')}\n${entry}\n${url(alert)}`;
    // Long names and URLs could pass Telegram's limit before 20: the rest then go into "and N more".
    if (text.length + block.length + reserve > TELEGRAM_TEXT_MAX) break;
    text += block;
    listed += 1;
  }
  if (listed < alerts.length) text += more(alerts.length - listed);
  return { subject, text };
}

/** The "send a test" message of the notification settings. */
export function renderTestMessage(context: RenderContext & { userEmail: string }): RenderedMessage {
  const { catalog, format, baseUrl } = writerFor(context);
  const subject = catalog.test.subject;
  const intro = fillTemplate(catalog.test.text, { email: format.userText(context.userEmail, EMAIL_MAX) });
  const text = [subject, '', intro, '', catalog.test.settings, `${baseUrl}/account/notifications`].join('\n');
  return { subject, text };
}

/** Bot replies: after `/start <code>` linked, an unknown/expired code, an unlinked user pressing Acknowledge, acknowledged, already resolved. */
export function renderBotReply(kind: BotReplyKind, language: Language): string {
  return MESSAGE_CATALOGS[language].bot[kind];
}

/** The Acknowledge button's label. */
export function ackButtonLabel(language: Language): string {
  return MESSAGE_CATALOGS[language].ackButton;
}
