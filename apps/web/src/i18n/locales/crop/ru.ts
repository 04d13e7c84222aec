import type { Catalog } from '../en';

/** Stage words and the room and run line of device cards (first paint: the devices page shows them). */
export const cropRu: Catalog['crop'] = {
  stages: {
    propagation: 'Укоренение',
    veg: 'Вегетация',
    flower: 'Цветение',
    dry: 'Сушка',
    cure: 'Дозревание',
    done: 'Завершено',
    lost: 'Потеряно',
  },
  stageDay: '{{stage}}, день {{day}} из {{planned}}',
  stageDayOpen: '{{stage}}, день {{day}}',
  runStage: 'Цикл <bdi>{{code}}</bdi> · {{stageDay}}',
  inRoom: 'Комната <bdi>{{room}}</bdi>',
  context: 'Комната и цикл',
  /** Weight units as written after a number. */
  units: { g: 'г', kg: 'кг', oz: 'унц.', lb: 'фунт.' },
  weight: '{{value}} {{unit}}',
  /** "Show weights in": one's own unit, or the site's. */
  unitChoice: {
    label: 'Показывать вес в',
    site: 'Как на объекте ({{unit}})',
    units: { g: 'Граммы (г)', kg: 'Килограммы (кг)', oz: 'Унции (oz)', lb: 'Фунты (lb)' },
  },
};
