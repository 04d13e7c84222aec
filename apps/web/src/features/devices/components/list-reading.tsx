import type { ReactNode } from 'react';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rangePosition } from '@canopy/shared/alerts';
import { ArrowIcon } from '../../../components/ui/icons';
import { Value } from '../../../components/devices/value';

export interface ListReadingProps {
  label: string;
  value: number | null | undefined;
  unit?: string;
  digits?: number;
  range?: { min: number | null; max: number | null };
}

/** One value of a compact row: its name above it; outside its range, red with an arrow and "above max". */
export function ListReading({ label, value, unit, digits, range }: ListReadingProps): ReactNode {
  const { t } = useTranslation();
  const position = range ? rangePosition(value, range) : 'unknown';
  const out = position === 'above' || position === 'below';
  return (
    <Stack gap={0}>
      <Text span size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        span
        size="sm"
        fw={out ? 700 : undefined}
        c={out ? 'red.9' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        <Value value={value} unit={unit} digits={digits} />
        {out ? (
          <>
            {' '}
            <ArrowIcon up={position === 'above'} size={12} />
            <VisuallyHidden>
              {t(position === 'above' ? 'devices.aboveMax' : 'devices.belowMin')}
            </VisuallyHidden>
          </>
        ) : null}
      </Text>
    </Stack>
  );
}

/** The online dot; the word is there for screen readers, the colour is not the only sign (the row says it too). */
export function OnlineDot({ online }: { online: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          background: online ? 'var(--mantine-color-green-7)' : 'transparent',
          border: `2px solid var(--mantine-color-${online ? 'green-7' : 'gray-7'})`,
        }}
      />
      <VisuallyHidden>{t(online ? 'devices.online' : 'devices.offline')}</VisuallyHidden>
    </>
  );
}
