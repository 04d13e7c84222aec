import type { Cutting, CuttingSummary } from '@canopy/shared/schemas/cuttings';

/** A cutting of Lemon Haze as a list sends it; override what a test is about. */
export function cuttingSummaryFactory(overrides: Partial<CuttingSummary> = {}): CuttingSummary {
  const id = overrides._id ?? 'c1';
  return {
    _id: id,
    shortId: 'K1',
    code: 'A-009',
    name: 'Lemon mother',
    strainId: 's1',
    strainName: 'Lemon Haze',
    strainCode: 'LH',
    strain: { _id: 's1', name: 'Lemon Haze', slug: 'lemon-haze' },
    status: 'rooting',
    location: 'Room 2',
    createdAt: '2026-03-05T14:07:00.000Z',
    updatedAt: '2026-03-05T14:07:00.000Z',
    photo: null,
    photosBlurred: false,
    url: `https://canopy.example/cutting/${id}`,
    isMother: false,
    motherId: null,
    retiredAt: null,
    ...overrides,
  };
}

/** The whole record, with no photos, images or diary unless given. */
export function cuttingFactory(overrides: Partial<Cutting> = {}): Cutting {
  return { ...cuttingSummaryFactory(overrides), images: [], photos: [], diary: [], ...overrides };
}

/** `count` cuttings numbered A-001.. in one strain, or alternating between two with `twoStrains`. */
export function manyCuttings(count: number, twoStrains = false): CuttingSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, '0');
    const other = twoStrains && index % 2 === 1;
    return cuttingSummaryFactory({
      _id: `c${index + 1}`,
      shortId: `K${index + 1}`,
      code: `A-${number}`,
      name: `Plant ${number}`,
      ...(other && {
        strainId: 's2',
        strainName: 'Blue Dream',
        strain: { _id: 's2', name: 'Blue Dream', slug: 'blue-dream' },
      }),
    });
  });
}
