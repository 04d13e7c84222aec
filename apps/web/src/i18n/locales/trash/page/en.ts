/** The trash page (/trash, superusers and admins), loaded with it. */
export const trashPageEn = {
  title: 'Trash',
  intro:
    'Deleted strains, cuttings, news, bugs, tasks and rooms. Each is removed for good {{days}} days after it was deleted, but for a room a run used: the run’s history keeps it.',
  loading: 'Loading the trash',
  empty: 'The trash is empty.',
  kind: 'Type',
  name: 'Name',
  deletedBy: 'Deleted by',
  deletedAt: 'Deleted',
  daysLeft: 'Days left',
  unknownUser: 'Unknown',
  restore: 'Restore',
  restoreLabel: 'Restore {{name}}',
  confirmTitle: 'Restore from the trash?',
  confirmText: '{{kind}} “{{name}}” comes back with its photos, diary, log and comments.',
  confirmRoom: 'The room “{{name}}” comes back without its former devices: they may be in other rooms now.',
  kept: 'Kept: a run used it',
  restored: '{{kind}} “{{name}}” restored',
  entities: {
    strain: 'Strain',
    cutting: 'Cutting',
    news: 'News',
    bug: 'Bug',
    task: 'Task',
    room: 'Room',
  },
};
