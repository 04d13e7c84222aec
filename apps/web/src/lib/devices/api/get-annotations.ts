import { useQuery } from '@tanstack/react-query';
import { annotationsSchema, type Annotation } from '@canopy/shared/schemas/annotations';
import { apiRequest } from '../../api-client';
import { annotationDevicePath, annotationKeys } from './annotation-keys';

export function getAnnotations(deviceId: string, from: number, to: number): Promise<Annotation[]> {
  return apiRequest(`${annotationDevicePath(deviceId)}/annotations?from=${from}&to=${to}`, {
    schema: annotationsSchema,
  });
}

/** What happened to the device in [from, to] (epoch ms), oldest first. */
export function useAnnotations(deviceId: string, from: number, to: number) {
  return useQuery({
    queryKey: annotationKeys.range(deviceId, from, to),
    queryFn: () => getAnnotations(deviceId, from, to),
    enabled: from < to,
  });
}
