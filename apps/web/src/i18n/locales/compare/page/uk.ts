import type { PageCatalog } from '../../pages/en';

export const comparePageUk: PageCatalog['compare'] = {
  title: 'Порівняти пристрої',
  intro: 'До 4 пристроїв одного типу на одному графіку: виберіть пристрої, показник і період.',
  kind: 'Тип пристрою',
  kinds: {
    climate: 'Клімат-контролери',
    soil: 'Датчики ґрунту',
  },
  kindHint: 'Після зміни типу вибрані пристрої скидаються.',
  devices: 'Пристрої',
  devicesHint: 'До 4 пристроїв, вибрано: {{chosen}}.',
  devicesFull: 'Вибрано 4 пристрої: щоб додати інший, приберіть один.',
  devicesPlaceholder: 'Виберіть пристрої',
  nothingFound: 'Відповідних пристроїв немає.',
  noneOfKind: 'Пристроїв цього типу поки немає.',
  metric: 'Показник',
  empty: 'Виберіть до 4 пристроїв для порівняння.',
  chartName: '{{metric}}: {{devices}}',
  notDrawn: 'Немає на графіку: {{devices}}.',
  summaryCaption: 'Точки графіка за пристроями (кожна точка — середнє її показань).',
  device: 'Пристрій',
  lowest: 'Мінімум',
  average: 'Середнє',
  highest: 'Максимум',
  latest: 'Останнє',
};
