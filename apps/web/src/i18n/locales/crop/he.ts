import { stageNamesHe } from '@canopy/shared/stage-names/he';
import type { Catalog } from '../en';

/** Stage words and the room and run line of device cards (first paint: the devices page shows them). */
export const cropHe: Catalog['crop'] = {
  stages: stageNamesHe,
  stageDay: '{{stage}} יום {{day}} מתוך {{planned}}',
  stageDayOpen: '{{stage}} יום {{day}}',
  runStage: 'מחזור <bdi>{{code}}</bdi> · {{stageDay}}',
  inRoom: 'חדר <bdi>{{room}}</bdi>',
  context: 'חדר ומחזור',
};
