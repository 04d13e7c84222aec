import type { Language } from '@canopy/shared/languages';

/**
 * The words of the weekly digest's PDF in the five languages (the e-mail and Telegram summary keep their
 * own, texts/). Hebrew lines avoid punctuation between a Hebrew word and a name or number where they can:
 * the PDF lays Hebrew out as runs of words in reverse (qr-labels/label-fonts.ts).
 */
export interface DigestPdfTexts {
  title: string;
  /** `{{from}}` and `{{to}}`: the week's first and last local dates. */
  week: string;
  preview: string;
  /** `{{zone}}`. */
  zone: string;
  /** `{{page}}`, `{{pages}}`. */
  footer: string;
  runs: string;
  noRuns: string;
  /** `{{stage}}` and `{{day}}`. */
  stageDay: string;
  room: string;
  noRoom: string;
  strains: string;
  stage: string;
  timeInTarget: string;
  meanVpd: string;
  dryback: string;
  vpdInTarget: string;
  water: string;
  /** `{{in}}` and `{{out}}`. */
  waterValue: string;
  feeds: string;
  /** `{{count}}` and `{{litres}}`. */
  feedsValue: string;
  protection: string;
  /** `{{treatments}}` and `{{scoutings}}`. */
  protectionValue: string;
  tasks: string;
  /** `{{done}}` and `{{overdue}}`. */
  tasksValue: string;
  alerts: string;
  /** `{{opened}}` and `{{critical}}`. */
  alertsValue: string;
  overdueTasks: string;
  due: string;
  weekAlerts: string;
  opened: string;
  severity: string;
  severities: { warning: string; critical: string };
  site: string;
  none: string;
}

export const DIGEST_PDF_TEXTS: Readonly<Record<Language, DigestPdfTexts>> = {
  en: {
    title: 'Weekly digest',
    week: 'Week {{from}} to {{to}}',
    preview: 'Preview: this week so far',
    zone: 'Times in {{zone}}',
    footer: '{{page}} / {{pages}}',
    runs: 'Active runs',
    noRuns: 'No run was active this week.',
    stageDay: '{{stage}}, day {{day}}',
    room: 'Room',
    noRoom: 'no room',
    strains: 'Strains',
    stage: 'Stage',
    timeInTarget: 'Time in target',
    meanVpd: 'Mean VPD',
    dryback: 'Overnight dryback',
    vpdInTarget: 'VPD in target',
    water: 'Water in / out',
    waterValue: '{{in}} / {{out}}',
    feeds: 'Feeds',
    feedsValue: '{{count}} ({{litres}})',
    protection: 'Treatments / scouting',
    protectionValue: '{{treatments}} / {{scoutings}}',
    tasks: 'Tasks done / overdue',
    tasksValue: '{{done}} / {{overdue}}',
    alerts: 'Alerts / critical',
    alertsValue: '{{opened}} / {{critical}}',
    overdueTasks: 'Overdue tasks',
    due: 'Due',
    weekAlerts: 'Alerts of the week',
    opened: 'Opened',
    severity: 'Severity',
    severities: { warning: 'Warning', critical: 'Critical' },
    site: 'The whole site',
    none: 'None',
  },
  ru: {
    title: 'Недельная сводка',
    week: 'Неделя с {{from}} по {{to}}',
    preview: 'Предпросмотр: эта неделя до сих пор',
    zone: 'Время в {{zone}}',
    footer: '{{page}} / {{pages}}',
    runs: 'Активные циклы',
    noRuns: 'На этой неделе активных циклов не было.',
    stageDay: '{{stage}}, день {{day}}',
    room: 'Помещение',
    noRoom: 'без помещения',
    strains: 'Сорта',
    stage: 'Этап',
    timeInTarget: 'Время в норме',
    meanVpd: 'Средний VPD',
    dryback: 'Ночное просыхание',
    vpdInTarget: 'VPD в цели',
    water: 'Вода подано / слив',
    waterValue: '{{in}} / {{out}}',
    feeds: 'Подкормки',
    feedsValue: '{{count}} ({{litres}})',
    protection: 'Обработки / осмотры',
    protectionValue: '{{treatments}} / {{scoutings}}',
    tasks: 'Задачи выполнено / просрочено',
    tasksValue: '{{done}} / {{overdue}}',
    alerts: 'Тревоги / критические',
    alertsValue: '{{opened}} / {{critical}}',
    overdueTasks: 'Просроченные задачи',
    due: 'Срок',
    weekAlerts: 'Тревоги недели',
    opened: 'Открыта',
    severity: 'Важность',
    severities: { warning: 'Предупреждение', critical: 'Критическая' },
    site: 'Весь объект',
    none: 'Нет',
  },
  uk: {
    title: 'Тижневий підсумок',
    week: 'Тиждень з {{from}} по {{to}}',
    preview: 'Попередній перегляд: цей тиждень досі',
    zone: 'Час у {{zone}}',
    footer: '{{page}} / {{pages}}',
    runs: 'Активні цикли',
    noRuns: 'Цього тижня активних циклів не було.',
    stageDay: '{{stage}}, день {{day}}',
    room: 'Приміщення',
    noRoom: 'без приміщення',
    strains: 'Сорти',
    stage: 'Етап',
    timeInTarget: 'Час у нормі',
    meanVpd: 'Середній VPD',
    dryback: 'Нічне просихання',
    vpdInTarget: 'VPD у цілі',
    water: 'Вода подано / злив',
    waterValue: '{{in}} / {{out}}',
    feeds: 'Підживлення',
    feedsValue: '{{count}} ({{litres}})',
    protection: 'Обробки / огляди',
    protectionValue: '{{treatments}} / {{scoutings}}',
    tasks: 'Завдання виконано / прострочено',
    tasksValue: '{{done}} / {{overdue}}',
    alerts: 'Тривоги / критичні',
    alertsValue: '{{opened}} / {{critical}}',
    overdueTasks: 'Прострочені завдання',
    due: 'Строк',
    weekAlerts: 'Тривоги тижня',
    opened: 'Відкрита',
    severity: 'Важливість',
    severities: { warning: 'Попередження', critical: 'Критична' },
    site: 'Увесь обʼєкт',
    none: 'Немає',
  },
  he: {
    title: 'סיכום שבועי',
    week: 'שבוע {{from}} עד {{to}}',
    preview: 'תצוגה מקדימה של השבוע עד עכשיו',
    zone: 'שעות לפי {{zone}}',
    footer: '{{page}} / {{pages}}',
    runs: 'מחזורים פעילים',
    noRuns: 'לא היה מחזור פעיל השבוע',
    stageDay: '{{stage}} יום {{day}}',
    room: 'חדר',
    noRoom: 'ללא חדר',
    strains: 'זנים',
    stage: 'שלב',
    timeInTarget: 'זמן ביעד',
    meanVpd: 'VPD ממוצע',
    dryback: 'ייבוש לילי',
    vpdInTarget: 'VPD ביעד',
    water: 'מים נכנסו / יצאו',
    waterValue: '{{in}} / {{out}}',
    feeds: 'הזנות',
    feedsValue: '{{count}} ({{litres}})',
    protection: 'טיפולים / סריקות',
    protectionValue: '{{treatments}} / {{scoutings}}',
    tasks: 'משימות שבוצעו / באיחור',
    tasksValue: '{{done}} / {{overdue}}',
    alerts: 'התראות / קריטיות',
    alertsValue: '{{opened}} / {{critical}}',
    overdueTasks: 'משימות באיחור',
    due: 'תאריך יעד',
    weekAlerts: 'התראות השבוע',
    opened: 'נפתחה',
    severity: 'חומרה',
    severities: { warning: 'אזהרה', critical: 'קריטית' },
    site: 'כל האתר',
    none: 'אין',
  },
  es: {
    title: 'Resumen semanal',
    week: 'Semana del {{from}} al {{to}}',
    preview: 'Vista previa: esta semana hasta ahora',
    zone: 'Horas en {{zone}}',
    footer: '{{page}} / {{pages}}',
    runs: 'Ciclos activos',
    noRuns: 'Ningún ciclo estuvo activo esta semana.',
    stageDay: '{{stage}}, día {{day}}',
    room: 'Sala',
    noRoom: 'sin sala',
    strains: 'Variedades',
    stage: 'Etapa',
    timeInTarget: 'Tiempo en objetivo',
    meanVpd: 'VPD medio',
    dryback: 'Secado nocturno',
    vpdInTarget: 'VPD en objetivo',
    water: 'Agua entrada / salida',
    waterValue: '{{in}} / {{out}}',
    feeds: 'Riegos',
    feedsValue: '{{count}} ({{litres}})',
    protection: 'Tratamientos / inspecciones',
    protectionValue: '{{treatments}} / {{scoutings}}',
    tasks: 'Tareas hechas / atrasadas',
    tasksValue: '{{done}} / {{overdue}}',
    alerts: 'Alertas / críticas',
    alertsValue: '{{opened}} / {{critical}}',
    overdueTasks: 'Tareas atrasadas',
    due: 'Vence',
    weekAlerts: 'Alertas de la semana',
    opened: 'Abierta',
    severity: 'Gravedad',
    severities: { warning: 'Advertencia', critical: 'Crítica' },
    site: 'Todo el sitio',
    none: 'Ninguna',
  },
};
