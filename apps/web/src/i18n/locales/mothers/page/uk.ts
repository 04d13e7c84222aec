import type { PageCatalog } from '../../pages/en';

/** The mothers page (/mothers), loaded with it. */
export const mothersPageUk: PageCatalog['mothers'] = {
  title: 'Маточники',
  intro: 'Кожна маточна рослина і що сталося з живцями, взятими з неї.',
  loading: 'Завантаження маточників',
  empty: 'Маточних рослин поки немає: позначте живець як маточну рослину у формі його редагування.',
  tableLabel: 'Маточні рослини та їхні живці',
  mother: 'Маточник',
  strain: 'Сорт',
  clonesTaken: 'Взято живців',
  rooted: 'Укорінилося',
  lost: 'Втрачено під час укорінення',
  medianDays: 'Медіана днів до укорінення',
  dryPerPlant: 'Суха вага, г на рослину',
  retired: 'Виведено',
  none: '—',
};
