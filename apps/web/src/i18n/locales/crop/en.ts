import { stageNamesEn } from '@canopy/shared/stage-names/en';
/** Stage words and the room and run line of device cards (first paint: the devices page shows them). */
export const cropEn = {
  stages: stageNamesEn,
  stageDay: '{{stage}} day {{day}} of {{planned}}',
  stageDayOpen: '{{stage}} day {{day}}',
  runStage: 'Run <bdi>{{code}}</bdi> · {{stageDay}}',
  inRoom: 'Room <bdi>{{room}}</bdi>',
  context: 'Room and run',
};
