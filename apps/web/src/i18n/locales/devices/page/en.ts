/** The climate device page's admin actions and command history, loaded with it. */
export const devicesPageEn = {
  admin: {
    title: 'Admin actions',
    set: 'Set',
    saveConfig: 'Save config',
    loadConfig: 'Load config',
    softReset: 'Soft reset',
    softResetConfirm: 'Restart the controller now? It is offline for a few seconds.',
    factoryReset: 'Factory reset',
    factoryResetConfirm: 'Reset the controller to factory settings? Its thresholds and intervals are lost.',
    wipe: 'Also wipe the EEPROM',
  },
  audit: {
    title: 'Command history',
    empty: 'No commands sent yet.',
    when: 'When',
    who: 'Who',
    argument: 'Argument',
    result: 'Result',
    system: 'System',
    returned: 'Returned {{value}}',
  },
};
