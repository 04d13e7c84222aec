import es from 'flag-icons/flags/4x3/es.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import il from 'flag-icons/flags/4x3/il.svg';
import ru from 'flag-icons/flags/4x3/ru.svg';
import ua from 'flag-icons/flags/4x3/ua.svg';
import type { Language } from '@canopy/shared/languages';

/** One flag SVG per language, imported individually (never the whole flag-icons stylesheet). */
export const FLAG_URLS: Record<Language, string> = { en: gb, ru, uk: ua, he: il, es };
