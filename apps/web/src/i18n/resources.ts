import type { Language } from '@canopy/shared/languages';
import { en, type Catalog } from './locales/en';
import { es } from './locales/es';
import { he } from './locales/he';
import { ru } from './locales/ru';
import { uk } from './locales/uk';

export const catalogs: Record<Language, Catalog> = { en, ru, uk, he, es };
