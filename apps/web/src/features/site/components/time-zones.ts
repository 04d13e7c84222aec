/** Every IANA zone this browser knows; the saved zone stays choosable even if the list lacks it. */
export function timeZoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}
