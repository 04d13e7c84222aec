import { RULE_NAME_WORDS } from '@canopy/shared/rule-name-words';
import { STAGE_NAMES } from '@canopy/shared/stage-names';
/**
 * The source catalog of alert notifications. `MessageCatalog` is derived from it, so every other
 * language has exactly these keys and, in each text, exactly these `{{placeholders}}`.
 * Counts stand after a colon ("Open alerts: 3") and minutes are abbreviated, so no text needs plural forms.
 */
export const en = {
  severity: { warning: 'Warning', critical: 'Critical' },
  kind: {
    threshold: 'Out of range',
    stale: 'No data',
    leak: 'Water leak',
    power: 'Power failure',
  },
  metric: {
    temperature: 'temperature',
    humidity: 'humidity',
    co2: 'CO2',
    vpd: 'VPD',
    moisture_pct: 'soil moisture',
    temp_c: 'soil temperature',
    ec_mscm: 'EC',
    // Not "pH": the unit already says pH, and "pH 5.2 pH" reads badly.
    ph: 'soil acidity',
    n_mgkg: 'nitrogen',
    p_mgkg: 'phosphorus',
    k_mgkg: 'potassium',
    inRate_lpm: 'inflow',
    outRate_lpm: 'outflow',
  },
  resolution: {
    cleared: 'back to normal',
    rule_changed: 'the rule was changed',
    rule_deleted: 'the rule was deleted',
    device_removed: 'the device was removed',
  },
  /** The names of the rules Canopy makes (marked with their preset), in each reader's language. */
  ruleName: RULE_NAME_WORDS.en,
  headline: {
    opened: '[{{severity}}] {{device}}: {{what}}',
    repeat: '[{{severity}}] Reminder: {{device}}: {{what}}',
    resolved: 'Resolved: {{device}}: {{what}}',
    acknowledged: 'Acknowledged by {{who}}: {{device}}: {{what}}',
  },
  what: {
    above: '{{metric}} {{value}}, above {{limit}}',
    below: '{{metric}} {{value}}, below {{limit}}',
    stale: 'no data for {{minutes}} min (limit {{limit}} min)',
    leak: 'inflow {{value}} with no outflow',
    flowAbove: 'flow {{value}}, above the maximum {{limit}}',
    powerLost: 'power failure',
    powerRestored: 'power restored',
  },
  line: {
    rule: 'Rule: {{name}}',
    device: 'Device: {{name}}',
    room: 'Room: {{room}}',
    kind: 'Type: {{kind}}',
    severity: 'Severity: {{severity}}',
    value: 'Worst value: {{value}}',
    upperLimit: 'Upper limit: {{limit}}',
    lowerLimit: 'Lower limit: {{limit}}',
    opened: 'Opened: {{time}}',
    resolved: 'Resolved: {{time}}',
    reason: 'Reason: {{reason}}',
    acknowledged: 'Acknowledged by {{who}}: {{time}}',
    note: 'Note: {{note}}',
    reminder: 'Still open, and nobody has acknowledged it yet.',
    link: 'Device page:',
  },
  /** The stage words of the room and run line: the shared ones the web app's crop catalog also reads. */
  stage: STAGE_NAMES.en,
  crop: {
    run: 'Run {{code}} · {{stageDay}}',
    stageDay: '{{stage}} day {{day}} of {{planned}}',
    stageDayOpen: '{{stage}} day {{day}}',
  },
  summary: {
    subject: 'Open alerts after quiet hours: {{count}}',
    intro: 'These alerts came in during your quiet hours and are still open (times in {{zone}}):',
    entry: '{{rule}}: open since {{time}}',
    more: '…and {{count}} more',
  },
  test: {
    subject: 'Canopy: test message',
    text: 'This is a test message for {{email}}: Canopy alerts will reach you here.',
    settings: 'Notification settings:',
  },
  bot: {
    linked: 'Done: Canopy alerts will come to this chat.',
    link_invalid:
      'This code is unknown or has expired. Get a new one in Canopy: account menu, Notifications.',
    not_linked:
      'This Telegram account is not linked to a Canopy user. Link it in Canopy first: account menu, Notifications.',
    acknowledged: 'Acknowledged.',
    already_resolved: 'This alert is already resolved.',
    not_found: 'This alert no longer exists.',
  },
  /** Tasks (DESIGN 22): an assignment, the 07:00 list of one's tasks, an overdue high-priority task. */
  task: {
    assigned: '{{by}} gave you task #{{id}}: {{description}}',
    due: 'Due: {{due}}',
    morningSubject: 'Your tasks for today: {{count}}',
    morningIntro: 'Open tasks due today or overdue (times in {{zone}}):',
    overdue: 'Overdue',
    today: 'Today',
    entry: 'Task #{{id}}: {{description}}',
    entryDue: 'Task #{{id}}: {{description}} (due {{due}})',
    overdueSubject: 'Overdue, high priority: task #{{id}}: {{description}}',
    link: 'Tasks:',
  },
  /** An automation's run (DESIGN 24): the notify action's message, or its creator told of a failure. */
  automation: {
    ran: 'Automation {{name}} ran: {{outcome}}',
    at: 'When: {{time}}',
    outcomes: {
      ok: 'ok',
      cooldown: 'held back, it ran less than its cooldown ago',
      condition_false: 'held back, a condition did not hold',
      device_offline: 'failed: the device is offline',
      device_refused: 'failed: the device refused',
      forbidden_now: 'failed: its creator may no longer do this',
      unknown_target: 'failed: something it names no longer exists',
      action_failed: 'failed: an action did not succeed',
    },
    link: 'Its runs:',
  },
  ackButton: 'Acknowledge',
} as const;
