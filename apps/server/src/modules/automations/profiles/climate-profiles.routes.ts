import {
  applyProfileAnswerSchema,
  applyProfileBodySchema,
  climateProfileBodySchema,
  climateProfileSchema,
} from '@canopy/shared/schemas/automations';
import type { AppInstance } from '../../../http/app-instance.ts';
import {
  idParams,
  registerLoginReadRoutes,
  registerStaffWriteRoutes,
} from '../../../http/collection-routes.ts';
import { requireActor } from '../../../http/policy.ts';
import type { ApplyProfile } from './apply-profile.ts';
import type { ClimateProfilesService } from './climate-profiles.service.ts';

const tags = ['automations'];

/** Stage climate profiles (DESIGN 24): anyone logged in reads them; staff keep them and apply them. */
export function registerClimateProfileRoutes(
  app: AppInstance,
  profiles: ClimateProfilesService,
  applyProfile: ApplyProfile,
): void {
  registerLoginReadRoutes(app, {
    path: '/api/climate-profiles',
    tags,
    item: climateProfileSchema,
    service: profiles,
    list: {
      operationId: 'listClimateProfiles',
      summary: 'List stage climate profiles',
      description:
        'Day and night limits of temperature (°C), humidity (%) and CO2 (ppm) per stage, by stage.',
    },
    get: {
      operationId: 'getClimateProfile',
      summary: 'Get a stage climate profile',
      description: 'Unknown id: 404 `climate_profiles.not_found`.',
    },
  });

  registerStaffWriteRoutes(app, {
    path: '/api/climate-profiles',
    tags,
    body: climateProfileBodySchema,
    item: climateProfileSchema,
    service: profiles,
    create: {
      operationId: 'createClimateProfile',
      summary: 'Create a stage climate profile',
      description: 'Each `min` must not be greater than its `max` (400 with `details`).',
    },
    update: {
      operationId: 'updateClimateProfile',
      summary: 'Replace a stage climate profile',
      description:
        'Rooms it is applied to get the new limits when their controllers next change phase. ' +
        'Unknown id: 404 `climate_profiles.not_found`.',
    },
    delete: {
      operationId: 'deleteClimateProfile',
      summary: 'Delete a stage climate profile',
      description:
        'Refused with 409 `climate_profiles.in_use` while a room has it applied or an automation names it ' +
        '(`details` name the rooms and automations). Unknown id: 404 `climate_profiles.not_found`.',
    },
  });

  app.post(
    '/api/rooms/:id/apply-profile',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'applyClimateProfile',
        summary: "Apply a stage climate profile to a room's controllers",
        description:
          'Without `confirm`: the change it would make to each climate controller in the room (the limits ' +
          'of the phase it is in, current and new), nothing sent. With `confirm: true`: the three threshold ' +
          'commands sent to each (audited in its command log), each result (`error`: `offline`, `refused` ' +
          "or the error's code), and the profile recorded for the room: its other phase's limits are written " +
          'when the lights next change. No controller in the room: 409 `rooms.no_controller`; unknown room ' +
          'or profile: 404.',
        tags,
        params: idParams,
        body: applyProfileBodySchema,
        response: { 200: applyProfileAnswerSchema },
      },
    },
    (request) => applyProfile(requireActor(request), request.params.id, request.body),
  );
}
