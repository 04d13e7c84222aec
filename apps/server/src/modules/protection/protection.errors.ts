import { AppError, validationFailed } from '../../lib/app-error.ts';

/** A treatment names a product staff keep and still use: an unknown or archived one is a 400. */
export const productUnusable = (archived: boolean) =>
  validationFailed('body.productId', archived ? 'the product is archived' : 'no such product');
/** A spray or drench volume is a number with its unit: one without the other is a 400. */
export const volumeWithoutUnit = (missing: 'volume' | 'volumeUnit') =>
  validationFailed(
    `body.${missing}`,
    missing === 'volume' ? 'a unit needs its volume' : 'a volume needs its unit',
  );
/** A scouting entry names only stored photos its recorder uploaded (staff: any stored one); a detail each. */
export const photosNotAttachable = (details: { path: string; message: string }[]) =>
  new AppError(
    400,
    'files.unknown_reference',
    'Photos must be images you uploaded to this server',
    {},
    details,
  );
