/** Two-factor login: the security page's panel, loaded with it. */
export const mfaPageEn = {
  title: 'Two-factor login',
  intro: 'After your password, Canopy also asks for a code from an authenticator app on your phone.',
  statusOn: 'Two-factor login is on.',
  statusOff: 'Two-factor login is off.',
  recoveryLeft: 'Recovery codes left: {{count}}',
  recoveryLow: 'Few recovery codes are left. Turn two-factor login off and on again to get new ones.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  enrollmentRequired:
    'Your role requires two-factor login. Turn it on here to go on using Canopy: other pages stay closed until then.',
  setup: {
    scan: 'Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or Aegis.',
    qrLabel: 'QR code to add Canopy to an authenticator app',
    manual: 'Or type this key into the app:',
    code: 'Code from the app',
    codeHint: 'The 6 digits the app shows for Canopy.',
    confirm: 'Turn on',
    cancel: 'Cancel',
  },
  recovery: {
    title: 'Your recovery codes',
    intro:
      'If you lose your phone, each of these codes logs you in once. Keep them somewhere safe: they are shown only now.',
    listLabel: 'Recovery codes',
    copy: 'Copy codes',
    copied: 'Copied',
    download: 'Download as text',
    fileTitle: 'Canopy recovery codes for {{email}}',
    fileNote: 'Each code works once. Keep this file somewhere safe.',
    saved: 'I have saved these codes',
    done: 'Done',
  },
  disable: {
    title: 'Turn off two-factor login',
    intro: 'Confirm with your password and a code from the app or one of your recovery codes.',
    password: 'Password',
    code: 'Code from the app, or a recovery code',
    confirm: 'Turn off',
    cancel: 'Cancel',
  },
  turnedOff: 'Two-factor login is off.',
};
