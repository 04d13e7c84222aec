/** Query keys of the notifications feature: the caller's settings, under `/me`. */
export const notificationKeys = {
  all: ['me', 'notifications'] as const,
  settings: () => notificationKeys.all,
};

/** While a Telegram link code waits to be sent to the bot, the page asks every few seconds whether it was. */
export const LINK_POLL_MS = 3_000;
