import { validationFailed } from '../../lib/app-error.ts';

/** A treatment names a product staff keep and still use: an unknown or archived one is a 400. */
export const productUnusable = (archived: boolean) =>
  validationFailed('body.productId', archived ? 'the product is archived' : 'no such product');
/** A spray or drench volume is a number with its unit: one without the other is a 400. */
export const volumeWithoutUnit = (missing: 'volume' | 'volumeUnit') =>
  validationFailed(
    `body.${missing}`,
    missing === 'volume' ? 'a unit needs its volume' : 'a volume needs its unit',
  );
