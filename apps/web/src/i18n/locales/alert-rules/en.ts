/** The alert-rules screens' texts (source catalog); every other language has exactly these keys. */
export const alertRulesEn = {
  title: 'Alert rules',
};
