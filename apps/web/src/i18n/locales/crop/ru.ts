import { stageNamesRu } from '@canopy/shared/stage-names/ru';
import type { Catalog } from '../en';

/** Stage words and the room and run line of device cards (first paint: the devices page shows them). */
export const cropRu: Catalog['crop'] = {
  stages: stageNamesRu,
  stageDay: '{{stage}}, день {{day}} из {{planned}}',
  stageDayOpen: '{{stage}}, день {{day}}',
  runStage: 'Цикл <bdi>{{code}}</bdi> · {{stageDay}}',
  inRoom: 'Комната <bdi>{{room}}</bdi>',
  context: 'Комната и цикл',
};
