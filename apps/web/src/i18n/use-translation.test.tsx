import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { useTranslation } from './use-translation';

const seen: TFunction[] = [];

function Heading({ id }: { id: string }): ReactNode {
  const { t, i18n } = useTranslation();
  seen.push(t);
  return (
    <p data-testid={id}>
      {i18n.language}: {t('nav.devices')}
    </p>
  );
}

describe('useTranslation', () => {
  it("translates in the reader's language and re-renders when it changes", async () => {
    const { i18n } = renderWithProviders(
      <>
        <Heading id="a" />
        <Heading id="b" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent(`en: ${i18n.getFixedT('en')('nav.devices')}`);

    await act(() => i18n.changeLanguage('he'));

    const hebrew = i18n.getFixedT('he')('nav.devices');
    expect(hebrew).not.toBe(i18n.getFixedT('en')('nav.devices'));
    expect(screen.getByTestId('a')).toHaveTextContent(`he: ${hebrew}`);
    expect(screen.getByTestId('b')).toHaveTextContent(`he: ${hebrew}`);
  });

  it('gives every component the same t for a language, and a new one when the language changes', async () => {
    seen.length = 0;
    const { i18n } = renderWithProviders(
      <>
        <Heading id="a" />
        <Heading id="b" />
      </>,
    );
    const english = new Set(seen);
    expect(english.size).toBe(1);

    seen.length = 0;
    await act(() => i18n.changeLanguage('ru'));
    const russian = new Set(seen);
    expect(russian.size).toBe(1);
    expect([...russian][0]).not.toBe([...english][0]);
  });
});
