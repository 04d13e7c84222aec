import type { Actor } from '@canopy/shared/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { FilesService } from '../files/files.service.ts';
import type { NewsService } from '../news/news.service.ts';
import type { StrainsService } from '../strains/strains.service.ts';
import type { UserDirectory } from '../users/users.types.ts';
import { demoPhoto } from './demo-images.ts';

export interface DemoDeps {
  users: Pick<UserDirectory, 'list'>;
  files: FilesService;
  strains: StrainsService;
  news: NewsService;
  log: FastifyBaseLogger;
}

const STRAINS = [
  {
    name: 'Lemon Haze',
    slug: 'lemon-haze',
    genetics: 'Sativa dominant',
    hue: 70,
    description:
      'A tall, vigorous sativa with a sharp citrus aroma. Loves a long vegetative phase and strong light; keep the humidity below 55% in late flower to protect its airy colas.',
    diary: [
      'Took 12 cuttings from the mother plant; all in the propagator at 24 °C.',
      'Roots visible on 9 of 12 after ten days.',
    ],
  },
  {
    name: 'Northern Lights',
    slug: 'northern-lights',
    genetics: 'Indica',
    hue: 120,
    description:
      'Compact, forgiving and fast: the classic first strain for a new room. Dense buds, earthy and sweet.',
    diary: ['Transplanted into 11 l pots, EC 1.4.'],
  },
  {
    name: 'Blue Dream',
    slug: 'blue-dream',
    genetics: 'Hybrid',
    hue: 200,
    description:
      'A balanced hybrid with blueberry notes. Stretches a lot in the first two weeks of flower, so flip it early and train it flat under the lamps.',
    diary: [],
  },
];

const NEWS = [
  {
    title: 'New LED lamps in room 2',
    body: 'Room 2 now runs on the new full-spectrum LED bars. Expect lower temperatures during the day cycle.',
  },
  {
    title: 'Welcome to Canopy',
    body: 'Strains, cuttings, devices and tasks now live in one place. Log in to see the diaries and the climate.',
  },
];

/** Demo records for an empty database (when `DEMO` is on): strains with photos, diaries, news. */
export async function seedDemo({ users, files, strains, news, log }: DemoDeps): Promise<void> {
  if ((await strains.list()).length > 0 || (await news.list()).length > 0) return;
  const admin = (await users.list()).find((user) => user.role === 'admin');
  if (!admin) return;
  const actor: Actor = { id: admin.id, role: 'admin' };
  const photo = async (hue: number, label: string) =>
    (await files.storeImage(await demoPhoto(hue, label), admin.id)).publicId;

  for (const { diary, hue, ...strain } of STRAINS) {
    const images = [
      { publicId: await photo(hue, strain.name) },
      { publicId: await photo(hue + 25, `${strain.name} · week 4`) },
    ];
    const created = await strains.create(actor, { ...strain, images });
    for (const [index, note] of diary.entries()) {
      const photoPublicIds = index === 0 ? [await photo(hue + 50, 'Diary')] : [];
      await strains.diary.add(actor, created._id, { note, photoIds: photoPublicIds });
    }
  }
  for (const [index, item] of NEWS.entries()) {
    await news.create(actor, { ...item, imagePublicIds: [await photo(90 + index * 60, item.title)] });
  }
  log.info('demo strains and news added');
}
