/** Two-factor login's texts outside the security page: the login's second step and the admin's reset. */
export const mfaEn = {
  codeFormat: 'Enter the 6 digits the app shows.',
  login: {
    title: 'Two-factor login',
    codeIntro: 'Enter the 6-digit code from your authenticator app.',
    code: 'Code',
    recoveryIntro: 'Enter one of your recovery codes. Each one works once.',
    recoveryCode: 'Recovery code',
    useRecovery: 'Use a recovery code instead',
    useApp: 'Use a code from the app instead',
    verify: 'Verify',
    back: 'Back to login',
  },
  admin: {
    badge: 'Two-factor on',
    reset: 'Reset two-factor',
    resetTitle: 'Reset two-factor login',
    resetConfirm:
      'Turn off two-factor login for <bdi>{{email}}</bdi>? They will log in with their password alone, and set it up again if their role requires it.',
    resetDone: 'Two-factor login is off for <bdi>{{email}}</bdi>.',
  },
};
