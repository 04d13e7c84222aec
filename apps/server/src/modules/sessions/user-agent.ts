/** What a person recognises a session by, read from its User-Agent header. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

/** Longer agents are cut: the header is the caller's to fill, and only the start says anything. */
export const USER_AGENT_MAX_LENGTH = 512;

/**
 * First match wins, so the order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome
 * also says "Safari", and Firefox on iOS says "Safari" too. Scripts and tools come last: they name
 * themselves at the start.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:\b|Headless)Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/^Wget\//, 'Wget'],
  [/^(?:python-requests|Python-urllib|python-httpx|aiohttp)\//i, 'Python'],
  [/^(?:node|undici|node-fetch|axios)\b/i, 'Node.js'],
  [/^PostmanRuntime\//, 'Postman'],
  [/^HTTPie\//, 'HTTPie'],
  [/^Go-http-client\//, 'Go'],
  [/^okhttp\//, 'OkHttp'],
  [/\bHomeAssistant\b|^Home Assistant\b/, 'Home Assistant'],
  [/^Playwright\//, 'Playwright'],
];

/** Android says "Linux" and iPads say "Mac OS X", so those come first. */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (text: string, table: readonly (readonly [RegExp, string])[]) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const text = userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? '';
  return { browser: firstMatch(text, BROWSERS), os: firstMatch(text, SYSTEMS) };
}

/** "Firefox on Android", "curl", "Windows", or null when nothing is known. */
export function deviceLabel({ browser, os }: DeviceDescription): string | null {
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os;
}
