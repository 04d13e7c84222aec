import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import { RoomDetails } from '../../features/rooms/components/room-details';

/** `/rooms/{id}` (logged in). */
export function RoomPage(): ReactNode {
  const { id } = useParams({ from: '/rooms/$id' });
  return <RoomDetails id={id} />;
}
