import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { rangePosition } from '@canopy/shared/alerts';
import { ArrowIcon } from '../../../components/ui/icons';
import { Value } from '../../../components/devices/value';
import './device-list.css';

export interface ListReadingProps {
  label: string;
  value: number | null | undefined;
  unit?: string;
  digits?: number;
  range?: { min: number | null; max: number | null };
}

/** One value of a compact row: its name above it; outside its range, red with an arrow and "above max". */
export function ListReading({ label, value, unit, digits, range }: ListReadingProps): ReactNode {
  const position = range ? rangePosition(value, range) : 'unknown';
  const out = position === 'above' || position === 'below';
  return (
    <div className="canopy-reading">
      <span className="canopy-reading-label">{label}</span>
      <span className="canopy-reading-value" data-out={out || undefined}>
        <Value value={value} unit={unit} digits={digits} />
        {out ? <OutOfRange above={position === 'above'} /> : null}
      </span>
    </div>
  );
}

/** The arrow and, for screen readers, "above max" or "below min". */
function OutOfRange({ above }: { above: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      {' '}
      <ArrowIcon up={above} size={12} />
      <VisuallyHidden>{t(above ? 'devices.aboveMax' : 'devices.belowMin')}</VisuallyHidden>
    </>
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
