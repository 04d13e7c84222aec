import { isDueDay } from '@canopy/shared/recurrence';
import { localDate } from '@canopy/shared/site-days';
import { fillTemplate } from './catalog.ts';
import { MESSAGE_CATALOGS } from './catalogs.ts';
import { createMessageFormat, type MessageFormat } from './format.ts';
import { TELEGRAM_TEXT_MAX, type RenderContext, type RenderedMessage } from './render.ts';

/** A task as its messages name it. */
export interface TaskMessageTask {
  shortId: string;
  description: string;
  /** A site day `YYYY-MM-DD` or an instant; null without a due. */
  dueAt: string | null;
}

/** Task messages are written in the site's zone, which every due is counted in. */
export type TaskRenderContext = RenderContext & { timeZone: string };

/** A morning list names at most this many tasks, then "and N more". */
export const MORNING_LIST_MAX = 30;
/** Long enough for a task's gist in a subject line or a list; the task page has the rest. */
const DESCRIPTION_MAX = 120;
const NAME_MAX = 100;

function writerFor(context: TaskRenderContext) {
  const catalog = MESSAGE_CATALOGS[context.language];
  const format: MessageFormat = createMessageFormat(context.language, context.timeZone);
  const texts = catalog.task;
  const named = (task: TaskMessageTask) => ({
    id: format.isolate(task.shortId),
    description: format.userText(task.description, DESCRIPTION_MAX),
  });
  /**
   * A day due as its date; an instant with its time and zone, or in a list (which names the zone once)
   * with its time alone when it is `today`, else its date and time.
   */
  const due = (dueAt: string, today?: string) => {
    if (isDueDay(dueAt)) return format.day(dueAt);
    const ms = Date.parse(dueAt);
    if (today === undefined) return format.time(ms);
    return localDate(ms, format.timeZone) === today ? format.clock(ms) : format.dateTime(ms);
  };
  const link = [texts.link, `${context.publicUrl.replace(/\/+$/, '')}/tasks`];
  return { catalog, format, texts, named, due, link };
}

/** "<by> gave you task #<shortId>: <description>", with its due if it has one, and the tasks page. */
export function renderTaskAssigned(
  task: TaskMessageTask,
  by: string,
  context: TaskRenderContext,
): RenderedMessage {
  const { format, texts, named, due, link } = writerFor(context);
  const subject = fillTemplate(texts.assigned, { by: format.userText(by, NAME_MAX), ...named(task) });
  const details = task.dueAt ? [fillTemplate(texts.due, { due: due(task.dueAt) }), ''] : [];
  return { subject, text: [subject, '', ...details, ...link].join('\n') };
}

/** The reminder of an open high-priority task that became overdue. */
export function renderTaskOverdue(task: TaskMessageTask, context: TaskRenderContext): RenderedMessage {
  const { texts, named, due, link } = writerFor(context);
  const subject = fillTemplate(texts.overdueSubject, named(task));
  const details = task.dueAt ? [fillTemplate(texts.due, { due: due(task.dueAt) }), ''] : [];
  return { subject, text: [subject, '', ...details, ...link].join('\n') };
}

/**
 * One person's 07:00 list: their overdue tasks, then today's, each with its short id and due (today's
 * timed ones by their time). At most `MORNING_LIST_MAX`, and within Telegram's limit; the rest are counted.
 */
export function renderMorningList(
  list: { overdue: readonly TaskMessageTask[]; today: readonly TaskMessageTask[]; day: string },
  context: TaskRenderContext,
): RenderedMessage {
  const { catalog, format, texts, named, due, link } = writerFor(context);
  const total = list.overdue.length + list.today.length;
  const subject = fillTemplate(texts.morningSubject, { count: format.count(total) });
  const more = (count: number) => `\n\n${fillTemplate(catalog.summary.more, { count: format.count(count) })}`;
  const tail = `\n\n${link.join('\n')}`;
  // Room for "and N more" and the link, whatever N ends up being (it only shrinks as tasks are listed).
  const reserve = more(total).length + tail.length;
  let text = `${subject}\n\n${fillTemplate(texts.morningIntro, { zone: format.isolate(format.timeZone) })}`;
  let listed = 0;
  const sections: [string, readonly TaskMessageTask[]][] = [
    [texts.overdue, list.overdue],
    [texts.today, list.today],
  ];
  for (const [heading, tasks] of sections) {
    let block = `\n\n${heading}:`;
    let inBlock = 0;
    for (const task of tasks) {
      // A day due today says nothing more than the heading does.
      const line =
        task.dueAt && task.dueAt !== list.day
          ? fillTemplate(texts.entryDue, { ...named(task), due: due(task.dueAt, list.day) })
          : fillTemplate(texts.entry, named(task));
      if (
        listed >= MORNING_LIST_MAX ||
        text.length + block.length + line.length + 1 + reserve > TELEGRAM_TEXT_MAX
      )
        break;
      block += `\n${line}`;
      inBlock += 1;
      listed += 1;
    }
    if (inBlock > 0) text += block;
  }
  if (listed < total) text += more(total - listed);
  return { subject, text: text + tail };
}
