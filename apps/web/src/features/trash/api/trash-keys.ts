/** Query keys of the trash feature. A restore refreshes every cached query, not only these. */
export const trashKeys = { all: ['trash'] as const, list: () => trashKeys.all };
