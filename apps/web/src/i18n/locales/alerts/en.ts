/** The alerts screens' texts (source catalog); every other language has exactly these keys. */
export const alertsEn = {
  title: 'Alerts',
};
