import type { PageCatalog } from '../../pages/en';

/** A room's crop-steering panel (DESIGN section 23) on its page, /rooms/{id}, loaded with it. */
export const steeringPageUk: PageCatalog['steering'] = {
  title: 'Керування поливом (crop steering)',
  hint: 'Доба триває від увімкнення світла до наступного увімкнення, або від півночі, якщо світло не перемикалося.',
  range: 'Дні',
  days: '{{days}} днів',
  loading: 'Завантаження днів поливу',
  noDevices:
    'У цій кімнаті немає пристроїв: для керування поливом потрібен контролер клімату, датчик ґрунту або лічильник води.',
  empty: 'За цей період днів немає.',
  source: {
    meter: 'Поливи: за лічильником води.',
    moisture: 'Поливи: за стрибками вологості субстрату (лічильника в цій кімнаті немає).',
    none: 'У цій кімнаті немає ні лічильника води, ні датчика ґрунту.',
  },
  tableLabel: 'Керування поливом по днях',
  columns: {
    date: 'День',
    lights: 'Світло увімк. / вимк.',
    shots: 'Поливи',
    firstShot: 'Перший полив',
    lastShot: 'Останній полив',
    litresIn: 'Подано води',
    runoff: 'Дренаж',
    overnightDryback: 'Нічне просихання',
    dayDryback: 'Денне просихання',
    ec: 'EC субстрату (мСм/см)',
    vpd: 'VPD у цілі',
  },
  lights: '{{on}} / {{off}}',
  afterLightsOn: {
    hoursMinutes: '{{sign}}{{hours}} год {{minutes}} хв після увімкнення світла',
    hours: '{{sign}}{{hours}} год після увімкнення світла',
    minutes: '{{sign}}{{minutes}} хв після увімкнення світла',
  },
  litres: '{{value}} л',
  ecChange: '{{start}} → {{end}}',
  trend: { up: 'зростає', down: 'падає', flat: 'без змін' },
  vpdInStage: '{{percent}} ({{stage}})',
  none: '—',
  shotsOf: 'Поливи {{date}}: {{number}}',
  shotTime: 'Час',
  shotLitres: 'Вода',
  chart: {
    shots: 'Поливів за добу',
    dryback: 'Нічне просихання (%)',
    day: 'День',
  },
};
