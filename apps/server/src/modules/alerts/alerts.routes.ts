import {
  acknowledgeBodySchema,
  alertIdParamsSchema,
  alertListSchema,
  alertPageSchema,
  alertRuleBodySchema,
  alertRuleListSchema,
  alertRuleSchema,
  alertSchema,
  alertsQuerySchema,
  rulePreviewSchema,
} from '@canopy/shared/schemas/alerts';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { AlertRulesService } from './alert-rules.service.ts';
import type { AlertsService } from './alerts.service.ts';

export function registerAlertRoutes(app: AppInstance, alerts: AlertsService, rules: AlertRulesService): void {
  const login = { policy: 'login' as const };
  const staff = { policy: 'staff' as const };
  const tags = ['alerts'];
  const params = alertIdParamsSchema;

  app.get(
    '/api/alert-rules',
    {
      config: login,
      schema: {
        operationId: 'listAlertRules',
        summary: 'List alert rules',
        tags,
        description: 'Every alert rule.',
        response: { 200: alertRuleListSchema },
      },
    },
    () => rules.list(),
  );

  app.post(
    '/api/alert-rules',
    {
      config: staff,
      schema: {
        operationId: 'createAlertRule',
        summary: 'Create an alert rule',
        tags,
        description: 'Creates a rule, evaluated at once.',
        body: alertRuleBodySchema,
        response: { 201: alertRuleSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await rules.create(request.body, requireActor(request))),
  );

  app.post(
    '/api/alert-rules/preview',
    {
      config: staff,
      schema: {
        operationId: 'previewAlertRule',
        summary: 'Preview an alert rule',
        tags,
        description: 'Which devices a rule would flag now; nothing is stored.',
        body: alertRuleBodySchema,
        response: { 200: rulePreviewSchema },
      },
    },
    (request) => rules.preview(request.body),
  );

  app.put(
    '/api/alert-rules/:id',
    {
      config: staff,
      schema: {
        operationId: 'updateAlertRule',
        summary: 'Replace an alert rule',
        tags,
        description: 'Replaces a rule; its open alerts are re-evaluated at once.',
        params,
        body: alertRuleBodySchema,
        response: { 200: alertRuleSchema },
      },
    },
    (request) => rules.update(request.params.id, request.body, requireActor(request)),
  );

  app.delete(
    '/api/alert-rules/:id',
    {
      config: staff,
      schema: {
        operationId: 'deleteAlertRule',
        summary: 'Delete an alert rule',
        tags,
        description: 'Deletes a rule and resolves its alerts.',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await rules.remove(request.params.id, requireActor(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/alerts',
    {
      config: login,
      schema: {
        operationId: 'listAlerts',
        summary: 'List alerts',
        tags,
        description: 'Alerts, unresolved first, then newest; page on with `nextCursor`.',
        querystring: alertsQuerySchema,
        response: { 200: alertPageSchema },
      },
    },
    (request) => alerts.list(request.query),
  );

  app.get(
    '/api/alerts/active',
    {
      config: login,
      schema: {
        operationId: 'listActiveAlerts',
        summary: 'List unresolved alerts',
        tags,
        description: 'Every unresolved alert (the bell, the cards).',
        response: { 200: alertListSchema },
      },
    },
    () => alerts.active(),
  );

  app.get(
    '/api/alerts/:id',
    {
      config: login,
      schema: {
        operationId: 'getAlert',
        summary: 'Get an alert',
        tags,
        description: 'One alert with its deliveries.',
        params,
        response: { 200: alertSchema },
      },
    },
    (request) => alerts.get(request.params.id),
  );

  app.post(
    '/api/alerts/:id/acknowledge',
    {
      config: login,
      schema: {
        operationId: 'acknowledgeAlert',
        summary: 'Acknowledge an alert',
        errors: [409],
        tags,
        description: 'Acknowledges an alert (stops its repeats); a resolved one answers 409.',
        params,
        body: acknowledgeBodySchema.optional(),
        response: { 200: alertSchema },
      },
    },
    (request) => alerts.acknowledge(requireActor(request).id, request.params.id, request.body?.note),
  );
}
