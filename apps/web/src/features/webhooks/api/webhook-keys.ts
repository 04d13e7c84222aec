/** Query keys of the webhooks feature; invalidate `webhookKeys.all` after any change. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

/** The admin address of one hook. */
export const webhookPath = (id: string) => `/admin/webhooks/${encodeURIComponent(id)}`;
