import type { Catalog } from '../en';

/** Stage words and the room and run line of device cards (first paint: the devices page shows them). */
export const cropEs: Catalog['crop'] = {
  stages: {
    propagation: 'Enraizamiento',
    veg: 'Vegetativo',
    flower: 'Floración',
    dry: 'Secado',
    cure: 'Curado',
    done: 'Terminado',
    lost: 'Perdido',
  },
  stageDay: '{{stage}} día {{day}} de {{planned}}',
  stageDayOpen: '{{stage}} día {{day}}',
  runStage: 'Ciclo <bdi>{{code}}</bdi> · {{stageDay}}',
  inRoom: 'Sala <bdi>{{room}}</bdi>',
  context: 'Sala y ciclo',
};
