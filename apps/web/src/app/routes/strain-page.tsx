import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { StrainDetail } from '../../features/strains/components/strain-detail';

const strainRouteApi = getRouteApi('/strain/$slug');

export function StrainPage(): ReactNode {
  const { slug } = strainRouteApi.useParams();
  return <StrainDetail slug={slug} />;
}
