/** The notifications screens' texts (source catalog); every other language has exactly these keys. */
export const notificationsEn = {
  title: 'Notifications',
};
