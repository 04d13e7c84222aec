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
};
