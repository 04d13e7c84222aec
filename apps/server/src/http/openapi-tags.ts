/** The groups of the OpenAPI document, in the order a reader meets them. */
export const OPENAPI_TAGS = [
  { name: 'auth', description: 'Log in and out; who am I.' },
  { name: 'users', description: 'Accounts (admins), and one’s own email and password.' },
  { name: 'sessions', description: 'Where one is signed in, and ending those sessions.' },
  {
    name: 'tokens',
    description: 'API tokens for scripts and integrations (`Authorization: Bearer cnp_...`).',
  },
  {
    name: 'devices',
    description: 'Climate controllers and soil sensors: state, functions, notes, live events.',
  },
  { name: 'water', description: 'Water meters: latest readings, series, summaries.' },
  { name: 'history', description: 'Readings over any range, daily summaries, CSV and Excel exports.' },
  { name: 'alerts', description: 'Alert rules and the alerts they open.' },
  { name: 'notifications', description: 'How alerts reach each user: channels, quiet hours, Telegram.' },
  { name: 'firmware', description: 'Firmware binaries and over-the-air updates.' },
  { name: 'strains', description: 'The strain catalogue and its diaries.' },
  { name: 'cuttings', description: 'Cuttings, their photos, diaries, logs and QR labels.' },
  { name: 'bugs', description: 'Bug reports and their threads.' },
  { name: 'tasks', description: 'Tasks and their threads.' },
  { name: 'news', description: 'News posts.' },
  { name: 'files', description: 'Image uploads and stored images.' },
  { name: 'audit', description: 'The audit log: who changed what, and every sign-in (admins).' },
  { name: 'webhooks', description: 'Outgoing webhooks: events sent to other systems (admins).' },
  { name: 'simulator', description: 'Scenarios of the embedded device simulator (admins).' },
  { name: 'health', description: 'Liveness and readiness probes.' },
] as const;
