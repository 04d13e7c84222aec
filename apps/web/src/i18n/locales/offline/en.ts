/** The installable app: reads from the phone's cache, writes waiting for the network, updates. */
export const offlineEn = {
  offlineAsOf: 'Offline, as of {{time}}',
  savedForLater: 'Saved on this device: {{count}}. Sent as soon as the network is back.',
  /** A new bug or task the form kept on this device: it says nothing the server has not done yet. */
  savedHere: {
    bug: 'Saved on this device. The bug will be reported as soon as the network is back.',
    task: 'Saved on this device. The task will be added as soon as the network is back.',
  },
  pendingButton: 'Pending: {{count}}',
  pendingTitle: 'Waiting to be sent',
  waiting: 'Waiting for the network',
  refused: 'Refused: {{reason}}',
  edit: 'Edit',
  discard: 'Discard',
  editTitle: 'Edit and send again',
  text: 'Text',
  send: 'Send',
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  kinds: {
    cuttingDiary: 'Cutting diary entry',
    strainDiary: 'Strain diary entry',
    cuttingLog: 'Cutting log entry',
    taskComment: 'Task comment',
    bugComment: 'Bug comment',
    bug: 'New bug',
    task: 'New task',
    plantLoss: 'Plant loss',
    groupPhoto: 'Plant group photo',
    weighing: 'Harvest weighing',
    taskChecklist: 'Checklist tick',
  },
};
