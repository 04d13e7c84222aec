import type { Language } from '@canopy/shared/languages';
import type { MessageCatalog } from './catalog.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { he } from './he.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';

/** Every language's notification texts; English is typed here too, so it satisfies its own derived type. */
export const MESSAGE_CATALOGS: Readonly<Record<Language, MessageCatalog>> = { en, ru, uk, he, es };
