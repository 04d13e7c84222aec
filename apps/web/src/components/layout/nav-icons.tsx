import type { ReactNode } from 'react';
import spriteUrl from './nav-icons.svg';

/** The symbols of nav-icons.svg: one file the browser caches, and no path data in the first paint's JavaScript. */
export type NavIconName =
  | 'cuttings'
  | 'strains'
  | 'devices'
  | 'alerts'
  | 'alertRules'
  | 'compare'
  | 'tasks'
  | 'bugs'
  | 'news'
  | 'users'
  | 'webhooks'
  | 'tokens'
  | 'audit'
  | 'trash'
  | 'rooms'
  | 'runs'
  | 'mothers'
  | 'yields'
  | 'feeding'
  | 'automations'
  | 'site'
  | 'menu'
  | 'account'
  | 'collapse'
  | 'expand';

/**
 * A navigation icon, drawn from the sprite so no icon font is needed. Decoration: each link is named by its
 * text, which stays in the link (visually hidden while the side navigation is collapsed). Its svg repeats
 * the attributes of icons.tsx's on purpose: shared through a component, the first paint went over its
 * 170 KB budget (initial-bundle).
 */
export function NavIcon({ name, size = 20 }: { name: NavIconName; size?: number }): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      // Chevrons point along the reading direction: mirrored in right-to-left layouts by the shell's CSS.
      data-icon={name}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
