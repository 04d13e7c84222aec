/** The audit log's entry in the navigation (its page's texts: `page/`). */
export const auditEn = {
  nav: 'Audit log',
};
