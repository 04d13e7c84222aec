import type { Language } from '@canopy/shared/languages';

/**
 * Query keys of the automations feature; invalidate `automationKeys.all` after any change. What the server
 * words carries the language it is worded in, so switching the page's language asks again.
 */
export const automationKeys = {
  all: ['automations'] as const,
  list: (lang: Language) => [...automationKeys.all, 'list', lang] as const,
  one: (id: string, lang: Language) => [...automationKeys.all, 'one', id, lang] as const,
  runs: (id: string, lang: Language) => [...automationKeys.all, 'runs', id, lang] as const,
  summary: (body: unknown, lang: Language) => [...automationKeys.all, 'summary', body, lang] as const,
  choices: (what: string) => [...automationKeys.all, 'choices', what] as const,
};

export const automationPath = (id: string) => `/automations/${encodeURIComponent(id)}`;
