import { DEFAULT_LABEL_SIZE, LABEL_SIZES, type LabelSize } from '@canopy/shared/labels';
import { useStoredChoice } from '../stored-choice';

/** Where the choice is kept (named when only cuttings had labels; kept, so no device forgets it). */
export const LABEL_SIZE_KEY = 'canopy.cuttings.labelSize';

/**
 * The label size last chosen on this device, for cuttings' and plant groups' labels alike: the printer
 * beside it does not change often.
 */
export function useLabelSize(): [LabelSize, (size: LabelSize) => void] {
  return useStoredChoice(LABEL_SIZE_KEY, LABEL_SIZES, DEFAULT_LABEL_SIZE);
}
