import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import logoUrl from './logo.svg';

/** The Canopy leaf and wordmark, linking home. */
export function LogoBanner(): ReactNode {
  const { t } = useTranslation();
  return (
    <Link to="/" className="canopy-logo">
      <img src={logoUrl} alt={t('app.logoAlt')} width={180} height={40} />
    </Link>
  );
}
