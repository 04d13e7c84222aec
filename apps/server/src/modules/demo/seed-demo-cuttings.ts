import type { Actor } from '@canopy/shared/permissions';
import type { CuttingLogEvent } from '@canopy/shared/schemas/cuttings';
import type { FastifyBaseLogger } from 'fastify';
import type { CuttingsService } from '../cuttings/cuttings.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { StrainsService } from '../strains/strains.service.ts';
import type { UserDirectory } from '../users/users.types.ts';
import { demoPhoto } from './demo-images.ts';

export interface DemoCuttingsDeps {
  users: Pick<UserDirectory, 'list'>;
  files: FilesService;
  strains: StrainsService;
  cuttings: CuttingsService;
  log: FastifyBaseLogger;
}

interface DemoCutting {
  strain: string;
  code: string;
  name?: string;
  status: string;
  location: string;
  photos?: [name: string, description: string][];
  mainImage?: boolean;
  diary?: string[];
  log?: [CuttingLogEvent, string, boolean?][];
}

const MOTHER_STATUS = 'Mother plant';

const CUTTINGS: DemoCutting[] = [
  {
    strain: 'lemon-haze',
    code: 'LH-001',
    name: 'Mother A',
    status: 'Mother plant',
    location: 'Room 1, bench 1',
    mainImage: true,
    photos: [
      ['Week 2', 'Strong new growth after topping.'],
      ['Week 5', 'Ready to give cuttings.'],
    ],
    diary: ['Topped at the fifth node.', 'Took 12 cuttings; the mother recovers well.'],
    log: [
      ['transplant', 'Into a 20 l pot.'],
      ['treatment', 'Neem oil against thrips.', true],
    ],
  },
  {
    strain: 'lemon-haze',
    code: 'LH-002',
    status: 'Rooting',
    location: 'Propagator 1',
    photos: [['Day 3', 'Still turgid, dome vents half open.']],
    log: [['move', 'Propagator 1, top shelf.']],
  },
  { strain: 'lemon-haze', code: 'LH-003', status: 'Rooting', location: 'Propagator 1' },
  {
    strain: 'lemon-haze',
    code: 'LH-004',
    status: 'Rooted',
    location: 'Veg tent',
    diary: ['Roots at day 9.'],
  },
  {
    strain: 'northern-lights',
    code: 'NL-001',
    name: 'Mother B',
    status: 'Mother plant',
    location: 'Room 1, bench 2',
    mainImage: true,
    photos: [['Mother', 'Compact and bushy.']],
    diary: ['Fed EC 1.4, pH 6.0.'],
    log: [
      ['transplant', 'Into an 11 l pot.'],
      ['move', 'Room 1, bench 2.'],
    ],
  },
  { strain: 'northern-lights', code: 'NL-002', status: 'Rooted', location: 'Veg tent' },
  {
    strain: 'northern-lights',
    code: 'NL-003',
    status: 'Vegetative',
    location: 'Room 2',
    photos: [['Week 1 veg', 'First fan leaves with seven fingers.']],
    log: [['transplant', 'From cube to 1 l pot.', true]],
  },
  {
    strain: 'blue-dream',
    code: 'BD-001',
    name: 'Mother C',
    status: 'Mother plant',
    location: 'Room 1, bench 3',
    mainImage: true,
    diary: ['Stretches a lot: trained flat with a net.'],
    log: [['treatment', 'Calcium and magnesium supplement.']],
  },
  { strain: 'blue-dream', code: 'BD-002', status: 'Rooting', location: 'Propagator 2' },
  {
    strain: 'blue-dream',
    code: 'BD-003',
    status: 'Vegetative',
    location: 'Room 2',
    photos: [
      ['Transplanted', 'Settled into the 3 l pot.'],
      ['Week 2', 'Even canopy under the LED bars.'],
    ],
  },
];

/** Demo cuttings of the demo strains (when `DEMO` is on), only into an empty cuttings table. */
export async function seedDemoCuttings({ users, files, strains, cuttings, log }: DemoCuttingsDeps) {
  if ((await cuttings.count()) > 0) return;
  const admin = (await users.list()).find((user) => user.role === 'admin');
  if (!admin) return;
  const actor: Actor = { id: admin.id, role: 'admin' };
  const strainIds = new Map((await strains.list()).map((strain) => [strain.slug, strain._id]));
  const photo = (hue: number, label: string) => demoPhoto(hue, label);
  const mothers = new Map<string, string>();
  let hue = 60;

  for (const demo of CUTTINGS) {
    const strainId = strainIds.get(demo.strain);
    if (!strainId) continue;
    hue = (hue + 37) % 360;
    const { code, status, location, name = '' } = demo;
    // The mothers are mothers (DESIGN section 20), and every other cutting of a strain came from its mother.
    const isMother = status === MOTHER_STATUS;
    const motherId = isMother ? null : (mothers.get(demo.strain) ?? null);
    const created = await cuttings.create(actor, {
      code,
      strainId,
      status,
      location,
      name,
      isMother,
      motherId,
    });
    if (isMother) mothers.set(demo.strain, created._id);
    if (demo.mainImage) {
      const images = [{ publicId: (await files.storeImage(await photo(hue, code), admin.id)).publicId }];
      await cuttings.update(actor, created._id, {
        code,
        strainId,
        status,
        location,
        name,
        images,
      });
    }
    for (const [index, [photoName, description]] of (demo.photos ?? []).entries()) {
      const data = await photo(hue + index * 15, `${code} · ${photoName}`);
      await cuttings.gallery.add(actor, created._id, data, { name: photoName, description });
    }
    for (const note of demo.diary ?? []) {
      await cuttings.diary.add(actor, created._id, { note, photoIds: [] });
    }
    for (const [event, notes, withPhoto] of demo.log ?? []) {
      const data = withPhoto ? await photo(hue + 90, `${code} · ${event}`) : undefined;
      await cuttings.log.add(actor, created._id, { event, notes, photo: data });
    }
  }
  log.info('demo cuttings added');
}
