import type { Strain } from '@canopy/shared/schemas/strains';

/** Lemon Haze as the API sends it, with no photos or diary; override what a test is about. */
export function strainFactory(overrides: Partial<Strain> = {}): Strain {
  return {
    _id: 's1',
    shortId: 'S1',
    name: 'Lemon Haze',
    slug: 'lemon-haze',
    genetics: '',
    description: '',
    images: [],
    photo: null,
    photoPublicId: null,
    imageUrls: [],
    imagePublicIds: [],
    url: '/strain/lemon-haze',
    createdAt: '2024-03-05T14:07:00.000Z',
    updatedAt: '2024-03-05T14:07:00.000Z',
    ...overrides,
  };
}
