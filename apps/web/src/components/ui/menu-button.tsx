import './menu-button.css';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link, type RegisteredRouter } from '@tanstack/react-router';

type AppPath = keyof RegisteredRouter['routesByPath'];

export type MenuEntry =
  | { kind: 'link'; key: string; label: ReactNode; to: AppPath }
  | { kind: 'action'; key: string; label: ReactNode; onSelect: () => void }
  | { kind: 'separator'; key: string };

export interface MenuButtonProps {
  /** The button's content; its text is the button's accessible name. */
  button: ReactNode;
  buttonClassName?: string;
  /** Shown above the items and naming the menu (who is signed in). */
  header?: ReactNode;
  entries: MenuEntry[];
  /** Asked once on mount: whether the button takes the focus (it replaces a stand-in that had it). */
  takesFocusOnMount?: () => boolean;
}

function menuItems(menu: RefObject<HTMLDivElement | null>): HTMLElement[] {
  return [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/**
 * A menu button as WAI-ARIA describes it, without a positioning library: Enter, Space or Arrow Down open it
 * on its first item, Arrow Up on its last; in the menu the arrows, Home and End move, a letter jumps to the
 * next item starting with it, Escape closes it and gives the focus back to the button, Tab closes it and
 * moves on. Choosing an item closes it and gives the focus back too; so does a click outside (focus stays).
 */
export function MenuButton({
  button,
  buttonClassName,
  header,
  entries,
  takesFocusOnMount,
}: MenuButtonProps): ReactNode {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const headerId = `${id}-header`;

  const [askFocusOnMount] = useState(() => takesFocusOnMount);
  useEffect(() => {
    if (askFocusOnMount?.()) buttonRef.current?.focus();
  }, [askFocusOnMount]);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef);
    if (focusOnOpen.current === 'first') items[0]?.focus();
    if (focusOnOpen.current === 'last') items.at(-1)?.focus();
    focusOnOpen.current = null;
    const closeOutside = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (where: 'first' | 'last'): void => {
    focusOnOpen.current = where;
    setOpen(true);
  };
  const closeAndReturn = (): void => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const items = menuItems(menuRef);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number): void => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        return;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        return;
      case 'Escape':
        event.preventDefault();
        closeAndReturn();
        return;
      case 'Tab':
        // From the button, the browser moves the focus on to what follows (or precedes) it.
        closeAndReturn();
        return;
      case ' ':
        // Space chooses an item, links included (a link only answers Enter by itself).
        event.preventDefault();
        (document.activeElement as HTMLElement | null)?.click();
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLocaleLowerCase();
          const order = [...items.slice(index + 1), ...items.slice(0, index + 1)];
          order.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter))?.focus();
        }
    }
  };

  return (
    <div ref={rootRef} className="canopy-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      <div className="canopy-menu-popup" hidden={!open}>
        {header ? (
          <div id={headerId} className="canopy-menu-header">
            {header}
          </div>
        ) : null}
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={header ? headerId : buttonId}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry) =>
            entry.kind === 'separator' ? (
              <div key={entry.key} role="separator" className="canopy-menu-separator" />
            ) : entry.kind === 'link' ? (
              <Link
                key={entry.key}
                to={entry.to}
                role="menuitem"
                tabIndex={-1}
                className="canopy-menu-item"
                onClick={closeAndReturn}
              >
                {entry.label}
              </Link>
            ) : (
              <button
                key={entry.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="canopy-menu-item"
                onClick={() => {
                  closeAndReturn();
                  entry.onSelect();
                }}
              >
                {entry.label}
              </button>
            ),
          )}
        </div>
      </div>
    </div>
  );
}
