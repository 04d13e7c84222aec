/** The app shell's own texts: top bar, side navigation and its groups, bottom bar, account menu (source). */
export const shellEn = {
  skipToContent: 'Skip to main content',
  groups: {
    crop: 'Crop',
    climate: 'Climate',
    team: 'Team',
  },
  alerts: 'Alerts',
  alertRules: 'Alert rules',
  collapse: 'Collapse navigation',
  expand: 'Expand navigation',
  bottomNav: 'Frequent pages',
  account: 'Account',
};
