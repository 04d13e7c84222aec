/**
 * The code a duplicated cutting gets: the trailing number incremented, its zero
 * padding kept (A-009 -> A-010, X7 -> X8, 099 -> 100). A code without a trailing number gets a 1
 * appended (after a dash unless it already ends in a separator), so a copy never repeats its code.
 */
export function nextCuttingCode(code: string): string {
  const match = /^(.*?)(\d+)$/.exec(code);
  if (!match) return /[-_. ]$/.test(code) ? `${code}1` : `${code}-1`;
  const [, prefix = '', digits = ''] = match;
  const next = (BigInt(digits) + 1n).toString();
  return prefix + next.padStart(digits.length, '0');
}
