import type { ReactNode } from 'react';
import { RoomsPanel } from '../../features/rooms/components/rooms-panel';

/** `/rooms` (logged in): every room with its climate and plants. */
export function RoomsPage(): ReactNode {
  return <RoomsPanel />;
}
