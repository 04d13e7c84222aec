/**
 * A printed label opens its cutting's page with this mark in the address. A phone's own camera app opens
 * the address and can say nothing else, so the mark is how the page knows it was opened by a scan (and
 * puts the quick actions first). Labels printed before the mark still open the page, just without it.
 */
export const LABEL_MARK = { param: 'via', value: 'label' } as const;

/** The address a cutting's label encodes: the cutting's page (`PUBLIC_URL/cutting/{id}`) with the mark. */
export function labelAddress(cuttingAddress: string): string {
  const separator = cuttingAddress.includes('?') ? '&' : '?';
  return `${cuttingAddress}${separator}${LABEL_MARK.param}=${LABEL_MARK.value}`;
}

/** True when a page's parsed query carries the label's mark. */
export function carriesLabelMark(search: Readonly<Record<string, unknown>>): boolean {
  return search[LABEL_MARK.param] === LABEL_MARK.value;
}
