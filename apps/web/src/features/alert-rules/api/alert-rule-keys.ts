/**
 * Query keys of the alert-rules feature; invalidate `ruleKeys.all` after any change to a rule. A saved or
 * deleted rule may also open or resolve alerts: invalidate `alertKeys.all` (lib/alerts) too.
 */
export const ruleKeys = {
  all: ['alert-rules'] as const,
  list: () => [...ruleKeys.all, 'list'] as const,
  devices: () => [...ruleKeys.all, 'devices'] as const,
};

/** The built-in simulator's state (admins only); its own root, as before. */
export const simulatorKeys = { all: ['simulator'] as const };
