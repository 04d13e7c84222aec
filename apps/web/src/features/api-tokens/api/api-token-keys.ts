/** Query keys of the API tokens feature; invalidate `apiTokenKeys.all` after any change. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  mine: () => [...apiTokenKeys.all, 'mine'] as const,
  everyone: () => [...apiTokenKeys.all, 'everyone'] as const,
};
