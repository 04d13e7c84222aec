/** The trash page (/trash, superusers and admins), loaded with it. */
export const trashPageEn = {
  title: 'Trash',
  intro:
    'Deleted strains, cuttings, news, bugs and tasks. Each is removed for good {{days}} days after it was deleted.',
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
  restored: '{{kind}} “{{name}}” restored',
  entities: {
    strain: 'Strain',
    cutting: 'Cutting',
    news: 'News',
    bug: 'Bug',
    task: 'Task',
  },
};
