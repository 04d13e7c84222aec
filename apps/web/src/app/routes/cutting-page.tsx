import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { CuttingDetail } from '../../features/cuttings/components/cutting-detail';

const cuttingRouteApi = getRouteApi('/cutting/$id');

export function CuttingPage(): ReactNode {
  const { id } = cuttingRouteApi.useParams();
  // Keyed by id: moving from one cutting to another (e.g. after a scan) starts its forms afresh.
  return <CuttingDetail key={id} id={id} />;
}
