/** The account menu's entry of the notification settings (their page's texts: `page/`). */
export const notificationsEn = {
  menu: 'Notifications',
};
