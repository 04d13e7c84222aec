import { steeringQuerySchema, steeringSchema } from '@canopy/shared/schemas/steering';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import type { SteeringApi } from './steering.ts';

const id = z.string().min(1).max(64);

export function registerSteeringRoutes(app: AppInstance, steering: SteeringApi): void {
  app.get(
    '/api/rooms/:id/steering',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'getRoomSteering',
        summary: "Get a room's crop-steering metrics per day",
        description:
          'One row per day of the room, from lights-on to lights-on (local midnight without a light ' +
          'change): irrigation shots (from the water meter, or soil moisture steps where the room has ' +
          'none), first and last shot after lights-on, litres, runoff, overnight and day dryback, ' +
          "substrate EC and the share of time in the stage's VPD target. Days beginning in `[from, to)`, " +
          'default the last 14; at most 92.',
        tags: ['rooms'],
        params: z.object({ id }),
        querystring: steeringQuerySchema,
        response: { 200: steeringSchema },
      },
    },
    (request) => steering.ofRoom(request.params.id, request.query),
  );
}
