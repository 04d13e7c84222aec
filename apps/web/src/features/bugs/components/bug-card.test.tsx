import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@canopy/shared/languages';
import { renderWithProviders } from '../../../testing/render';
import { bugFactory, summaryOf } from '../testing/bug-factory';
import { fakeBugsApi } from '../testing/fake-bugs-api';
import { BugCard } from './bug-card';

const NOW = Date.parse('2026-11-21T09:30:00Z');
const minutesAgo = (minutes: number): string => new Date(NOW - minutes * 60_000).toISOString();
const grower = { id: 'u-grower', role: 'user' as const };
const noop = (): void => {};

/** The card gets the list's summary of the bug; the fake server holds the whole bug for its thread. */
function renderCard(bug = bugFactory(), language: Language = 'en') {
  const api = fakeBugsApi([bug]);
  const rendered = renderWithProviders(
    <BugCard bug={summaryOf(bug)} actor={grower} pinned={false} onTogglePin={noop} onClosed={noop} />,
    { language },
  );
  return { ...rendered, api };
}

afterEach(() => vi.useRealTimers());

describe('BugCard', () => {
  it("marks a bug created within 12 hours as 'new', and not one created before", () => {
    vi.useFakeTimers({
      now: NOW,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    renderCard(bugFactory({ createdAt: minutesAgo(11 * 60), updatedAt: minutesAgo(11 * 60) }));
    expect(screen.getByText('new')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(61 * 60_000));
    expect(screen.queryByText('new')).not.toBeInTheDocument();
  });

  it('highlights a bug commented within 10 minutes for 5 seconds only', () => {
    vi.useFakeTimers({
      now: NOW,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const comment = {
      _id: 'c1',
      text: 'Still broken',
      author: { id: 'u2', login: 'ann@x.test', displayName: 'Ann' },
      createdAt: minutesAgo(9),
    };
    renderCard(bugFactory({ createdAt: minutesAgo(600), updatedAt: minutesAgo(600), comments: [comment] }));
    const card = screen.getByRole('article');
    expect(card).toHaveClass('bug-card--highlighted');
    act(() => vi.advanceTimersByTime(4_900));
    expect(card).toHaveClass('bug-card--highlighted');
    act(() => vi.advanceTimersByTime(200));
    expect(card).not.toHaveClass('bug-card--highlighted');
  });

  it('does not highlight a bug last changed more than 10 minutes ago', () => {
    vi.useFakeTimers({
      now: NOW,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    renderCard(bugFactory({ createdAt: minutesAgo(600), updatedAt: minutesAgo(11) }));
    expect(screen.getByRole('article')).not.toHaveClass('bug-card--highlighted');
  });

  it('cuts the description at 100 characters and the last comment at 50 until expanded', async () => {
    const description = 'd'.repeat(120);
    const text = 'c'.repeat(70);
    const author = { id: 'u2', login: 'ann@x.test', displayName: 'Ann' };
    const { user } = renderCard(
      bugFactory({ description, comments: [{ _id: 'c1', text, author, createdAt: '2026-01-01T11:00:00Z' }] }),
    );
    expect(screen.getByRole('heading')).toHaveTextContent(`${'d'.repeat(100)}…`);
    expect(screen.getByText(/Last comment/)).toHaveTextContent(`Ann: ${'c'.repeat(50)}…`);
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(description);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows dates on a 24-hour clock', () => {
    renderCard(bugFactory({ createdAt: '2026-01-01T21:45:00' }));
    expect(screen.getByRole('article')).toHaveTextContent('01/01/2026, 21:45');
  });

  it('loads the whole thread on opening, and sends no blank comment', async () => {
    const { user, api } = renderCard();
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    await user.type(await screen.findByLabelText('Add a comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(api.calls).toEqual(['GET /api/bugs/bug-1']);
  });
});

describe('bug status labels', () => {
  const expected: Record<Language, string[]> = {
    en: ['Open', 'Urgent', 'Very urgent', 'In progress', 'Closed'],
    ru: ['Открыта', 'Срочно', 'Очень срочно', 'В работе', 'Закрыта'],
    uk: ['Відкрита', 'Терміново', 'Дуже терміново', 'У роботі', 'Закрита'],
    he: ['פתוחה', 'דחוף', 'דחוף מאוד', 'בטיפול', 'סגורה'],
    es: ['Abierto', 'Urgente', 'Muy urgente', 'En curso', 'Cerrado'],
  };
  const statuses = ['open', 'urgent', 'very_urgent', 'in_progress', 'closed', 'needs_triage'];

  it.each(Object.keys(expected) as Language[])(
    'are translated in %s; an unknown status shows raw',
    (language) => {
      for (const status of statuses) {
        const { unmount } = renderCard(bugFactory({ status }), language);
        const badge = within(screen.getByRole('article')).getAllByText(/.+/, {
          selector: '.mantine-Badge-label',
        })[0];
        expect(badge).toHaveTextContent(
          [...expected[language], 'needs_triage'][statuses.indexOf(status)] ?? '',
        );
        unmount();
      }
    },
  );
});
