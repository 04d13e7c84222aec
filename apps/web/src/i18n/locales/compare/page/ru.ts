import type { PageCatalog } from '../../pages/en';

export const comparePageRu: PageCatalog['compare'] = {
  title: 'Сравнить устройства',
  intro: 'До 4 устройств одного типа на одном графике: выберите устройства, показатель и период.',
  kind: 'Тип устройства',
  kinds: {
    climate: 'Климат-контроллеры',
    soil: 'Датчики почвы',
  },
  kindHint: 'При смене типа выбранные устройства сбрасываются.',
  devices: 'Устройства',
  devicesHint: 'До 4 устройств, выбрано: {{chosen}}.',
  devicesFull: 'Выбрано 4 устройства: чтобы добавить другое, уберите одно.',
  devicesPlaceholder: 'Выберите устройства',
  nothingFound: 'Подходящих устройств нет.',
  noneOfKind: 'Устройств этого типа пока нет.',
  metric: 'Показатель',
  empty: 'Выберите до 4 устройств для сравнения.',
  chartName: '{{metric}}: {{devices}}',
  notDrawn: 'Нет на графике: {{devices}}.',
  summaryCaption: 'Точки графика по устройствам (каждая точка — среднее её показаний).',
  device: 'Устройство',
  lowest: 'Минимум',
  average: 'Среднее',
  highest: 'Максимум',
  latest: 'Последнее',
};
