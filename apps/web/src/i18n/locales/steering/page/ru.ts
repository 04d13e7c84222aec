import type { PageCatalog } from '../../pages/en';

/** A room's crop-steering panel (DESIGN section 23) on its page, /rooms/{id}, loaded with it. */
export const steeringPageRu: PageCatalog['steering'] = {
  title: 'Управление поливом (crop steering)',
  hint: 'Сутки идут от включения света до следующего включения, или от полуночи, если свет не переключался.',
  range: 'Дни',
  days: '{{days}} дней',
  loading: 'Загрузка дней полива',
  noDevices:
    'В этой комнате нет устройств: для управления поливом нужен контроллер климата, датчик почвы или счётчик воды.',
  empty: 'За этот период дней нет.',
  source: {
    meter: 'Поливы: по счётчику воды.',
    moisture: 'Поливы: по скачкам влажности субстрата (счётчика в этой комнате нет).',
    none: 'В этой комнате нет ни счётчика воды, ни датчика почвы.',
  },
  tableLabel: 'Управление поливом по дням',
  columns: {
    date: 'День',
    lights: 'Свет вкл. / выкл.',
    shots: 'Поливы',
    firstShot: 'Первый полив',
    lastShot: 'Последний полив',
    litresIn: 'Подано воды',
    runoff: 'Дренаж',
    overnightDryback: 'Ночная просушка',
    dayDryback: 'Дневная просушка',
    ec: 'EC субстрата (мСм/см)',
    vpd: 'VPD в цели',
  },
  lights: '{{on}} / {{off}}',
  afterLightsOn: {
    hoursMinutes: '{{sign}}{{hours}} ч {{minutes}} мин после включения света',
    hours: '{{sign}}{{hours}} ч после включения света',
    minutes: '{{sign}}{{minutes}} мин после включения света',
  },
  litres: '{{value}} л',
  ecChange: '{{start}} → {{end}}',
  trend: { up: 'растёт', down: 'падает', flat: 'без изменений' },
  vpdInStage: '{{percent}} ({{stage}})',
  none: '—',
  shotsOf: 'Поливы {{date}}: {{number}}',
  shotTime: 'Время',
  shotLitres: 'Вода',
  chart: {
    shots: 'Поливов в сутки',
    dryback: 'Ночная просушка (%)',
    day: 'День',
  },
};
