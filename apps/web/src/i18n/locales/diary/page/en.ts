/** A strain's and a cutting's gardener diary: loaded with their pages. */
export const diaryPageEn = {
  title: 'Gardener diary',
  empty: 'No diary entries yet.',
  note: 'Note',
  add: 'Add entry',
  saved: 'Saved',
  deleted: 'Diary entry deleted',
  by: 'by <bdi>{{name}}</bdi>',
  loginHint: 'Log in to see the diary and cuttings.',
  deleteConfirm: 'Delete this diary entry and its photos?',
};
