import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { StrainCuttings } from '../../features/cuttings/components/strain-cuttings';
import { StrainDetail } from '../../features/strains/components/strain-detail';

const strainRouteApi = getRouteApi('/strain/$slug');

export function StrainPage(): ReactNode {
  const { slug } = strainRouteApi.useParams();
  return <StrainDetail slug={slug} cuttings={<StrainCuttings slug={slug} />} />;
}
