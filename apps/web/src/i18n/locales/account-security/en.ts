/** The account's security page: its panels (two-factor login, sessions, API tokens) bring their own texts. */
export const accountSecurityEn = {
  menu: 'Security',
  title: 'Security',
  intro: 'Two-factor login, where you are signed in, and tokens for scripts.',
};
