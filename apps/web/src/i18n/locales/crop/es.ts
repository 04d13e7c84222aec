import { stageNamesEs } from '@canopy/shared/stage-names/es';
import type { Catalog } from '../en';

/** Stage words and the room and run line of device cards (first paint: the devices page shows them). */
export const cropEs: Catalog['crop'] = {
  stages: stageNamesEs,
  stageDay: '{{stage}} día {{day}} de {{planned}}',
  stageDayOpen: '{{stage}} día {{day}}',
  runStage: 'Ciclo <bdi>{{code}}</bdi> · {{stageDay}}',
  inRoom: 'Sala <bdi>{{room}}</bdi>',
  context: 'Sala y ciclo',
};
