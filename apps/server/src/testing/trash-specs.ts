import { cuttingTrash } from '../modules/cuttings/cutting-trash.ts';
import { newsTrash } from '../modules/news/news-trash.ts';
import { strainTrash } from '../modules/strains/strain-trash.ts';
import { bugTrash } from '../modules/bugs/bug-trash.ts';
import { taskTrash } from '../modules/tasks/task-trash.ts';

/** The trash specs `app.ts` gives the trash module, for tests that run a purge of their own. */
export const trashSpecs = [strainTrash, cuttingTrash, newsTrash, bugTrash, taskTrash];
