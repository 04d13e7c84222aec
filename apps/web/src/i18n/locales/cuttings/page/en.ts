/** The cuttings administration's texts (/cuttings-admin), loaded with it. */
export const cuttingsPageEn = {
  admin: {
    title: 'Manage cuttings',
    addTitle: 'Add a cutting',
    add: 'Add cutting',
    addNeedsStrain: 'Add a strain first: every cutting belongs to a strain.',
    noStrains: 'No strains',
    added: 'Cutting {{code}} added',
    updated: 'Cutting {{code}} updated',
    deleted: 'Cutting {{code}} moved to the trash',
    duplicated: 'Duplicated as {{code}}',
    listTitle: 'All cuttings',
    history: 'History',
    historyOf: 'History of {{code}}',
    editOf: 'Edit {{code}}',
    duplicate: 'Duplicate',
    deleteConfirm:
      'Move the cutting <bdi>{{code}}</bdi> to the trash, with its photos, diary and log? It can be restored from there.',
  },
};
