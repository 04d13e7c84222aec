/** The site settings page (/admin/site, admins), loaded with it. */
export const sitePageEn = {
  title: 'Site settings',
  intro: 'The site time zone decides every day of the crop: day of stage, due dates and daily summaries.',
  name: 'Site name',
  timeZone: 'Time zone',
  timeZoneHint: 'Type to search, e.g. Europe/Berlin',
  weightUnit: 'Weight unit',
  units: {
    g: 'Grams (g)',
    kg: 'Kilograms (kg)',
    oz: 'Ounces (oz)',
    lb: 'Pounds (lb)',
  },
  qualityCriteria: 'Quality criteria',
  qualityCriteriaHint:
    'What quality notes rate a harvest on, 1 to 5 each. Type a word and press Enter; at most 12.',
  vpdTargets: 'VPD targets (kPa)',
  vpdTargetsHint:
    "Each room's crop steering panel counts the share of a day its VPD stayed inside the target of the day's stage: its “VPD in target” column.",
  vpdFrom: '{{stage}}: from',
  vpdTo: '{{stage}}: to',
  vpdOrder: 'The end must not be below the start.',
  saved: 'The site settings are saved.',
};
