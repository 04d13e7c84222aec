/** The query keys of climate profiles. */
export const climateProfileKeys = {
  all: ['climate-profiles'] as const,
  list: () => [...climateProfileKeys.all, 'list'] as const,
};
