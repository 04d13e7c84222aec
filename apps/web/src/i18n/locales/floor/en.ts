/** Texts of the phone on the grow-room floor: compact device list, quick actions, photo scaling (source). */
export const floorEn = {
  view: 'Show devices as',
  viewList: 'List',
  viewCards: 'Cards',
  gridTitle: 'Climate and soil devices',
  listCaption: 'Devices at a glance',
  trendLabel: 'Temperature over the last 6 hours: {{from}} to {{to}}',
  trendEmpty: 'No readings in the last 6 hours',
  quick: {
    title: 'Quick actions',
    log: 'Log an event',
    photo: 'Add a photo',
    diary: 'Write a diary note',
  },
  shrinking: 'Making the photo smaller…',
};
