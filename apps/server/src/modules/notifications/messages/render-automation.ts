import { fillTemplate } from './catalog.ts';
import { MESSAGE_CATALOGS } from './catalogs.ts';
import type { en } from './en.ts';
import { createMessageFormat } from './format.ts';
import type { RenderContext, RenderedMessage } from './render.ts';

/** What an automation's run outcome is called: the codes the runs store (DESIGN 24). */
export type AutomationOutcome = keyof typeof en.automation.outcomes;

/** An automation's run as its message names it. */
export interface AutomationMessageInput {
  automationId: string;
  name: string;
  /** The run's instant, ISO 8601. */
  at: string;
  code: AutomationOutcome;
}

/** Long enough for any automation's name (120 at most). */
const NAME_MAX = 120;

/**
 * "Automation <name> ran: <outcome>", the run's time in the site's zone, and the automation's runs page:
 * what its `notify` action sends, and what its creator hears of a failure.
 */
export function renderAutomationRun(
  input: AutomationMessageInput,
  context: RenderContext & { timeZone: string },
): RenderedMessage {
  const texts = MESSAGE_CATALOGS[context.language].automation;
  const format = createMessageFormat(context.language, context.timeZone);
  const subject = fillTemplate(texts.ran, {
    name: format.userText(input.name, NAME_MAX),
    outcome: texts.outcomes[input.code],
  });
  const when = fillTemplate(texts.at, { time: format.time(Date.parse(input.at)) });
  const page = `${context.publicUrl.replace(/\/+$/, '')}/automations/${encodeURIComponent(input.automationId)}`;
  return { subject, text: [subject, '', when, '', texts.link, page].join('\n') };
}
