/** Query keys of the automations feature; invalidate `automationKeys.all` after any change. */
export const automationKeys = {
  all: ['automations'] as const,
  list: () => [...automationKeys.all, 'list'] as const,
  one: (id: string) => [...automationKeys.all, 'one', id] as const,
  runs: (id: string) => [...automationKeys.all, 'runs', id] as const,
  summary: (body: unknown) => [...automationKeys.all, 'summary', body] as const,
  choices: (what: string) => [...automationKeys.all, 'choices', what] as const,
};

export const automationPath = (id: string) => `/automations/${encodeURIComponent(id)}`;
