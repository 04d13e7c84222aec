import { stageNamesUk } from '@canopy/shared/stage-names/uk';
import type { Catalog } from '../en';

/** Stage words and the room and run line of device cards (first paint: the devices page shows them). */
export const cropUk: Catalog['crop'] = {
  stages: stageNamesUk,
  stageDay: '{{stage}}, день {{day}} з {{planned}}',
  stageDayOpen: '{{stage}}, день {{day}}',
  runStage: 'Цикл <bdi>{{code}}</bdi> · {{stageDay}}',
  inRoom: 'Кімната <bdi>{{room}}</bdi>',
  context: 'Кімната і цикл',
};
