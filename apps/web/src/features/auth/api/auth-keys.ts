/** Query keys of the login page's reads. */
export const authKeys = {
  all: ['auth'] as const,
  options: () => [...authKeys.all, 'options'] as const,
};
