import { DEFAULT_LABEL_SIZE, LABEL_SIZES, type LabelSize } from '@canopy/shared/schemas/labels';
import { STORAGE_KEYS, useStoredChoice } from './list-preferences';

/** The label size last chosen on this device (the printer beside it does not change often). */
export function useLabelSize(): [LabelSize, (size: LabelSize) => void] {
  return useStoredChoice(STORAGE_KEYS.labelSize, LABEL_SIZES, DEFAULT_LABEL_SIZE);
}
