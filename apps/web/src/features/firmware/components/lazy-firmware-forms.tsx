import { lazy } from 'react';

/*
 * The firmware forms for pages that show them folded or below their lists (/devices, /devices/particle):
 * their code (file inputs, selects, validation) loads when they are first drawn, not with the page. Render
 * them inside a Suspense boundary.
 */
export const LazyFirmwareUploadForm = lazy(() =>
  import('./firmware-upload-section').then((module) => ({ default: module.FirmwareUploadForm })),
);

export const LazyFirmwareFlashForm = lazy(() =>
  import('./firmware-flash-form').then((module) => ({ default: module.FirmwareFlashForm })),
);
