import type { PageCatalog } from '../../pages/en';

/** The mothers page (/mothers), loaded with it. */
export const mothersPageRu: PageCatalog['mothers'] = {
  title: 'Маточники',
  intro: 'Каждое маточное растение и что стало с черенками, взятыми с него.',
  loading: 'Загрузка маточников',
  empty: 'Маточных растений пока нет: отметьте черенок как маточное растение в форме его правки.',
  tableLabel: 'Маточные растения и их черенки',
  mother: 'Маточник',
  strain: 'Сорт',
  clonesTaken: 'Взято черенков',
  rooted: 'Укоренилось',
  lost: 'Потеряно при укоренении',
  medianDays: 'Медиана дней до укоренения',
  dryPerPlant: 'Сухой вес, г на растение',
  retired: 'Выведен',
  none: '—',
};
