import type { Job } from '../../jobs/job-registry.ts';
import type { AppEvents } from '../../lib/app-events.ts';
import { createMqttPublisher, type MqttPublisherDeps, type MqttSettings } from './mqtt-publisher.ts';

/** Device state and Home Assistant discovery over MQTT, on with `MQTT_URL`: the `mqtt-publisher` job. */
export function createHomeAssistantModule(
  deps: Omit<MqttPublisherDeps, 'settings'> & { settings?: MqttSettings },
) {
  const settings = deps.settings;
  const publisher = settings ? createMqttPublisher({ ...deps, settings }) : null;
  const jobs: Job[] = publisher ? [{ name: 'mqtt-publisher', lead: () => publisher.lead() }] : [];
  return {
    publisher,
    jobs,
    /** App events are per process: the publisher hears this instance's; its periodic pass catches the rest. */
    subscribe(events: AppEvents): void {
      if (!publisher) return;
      events.subscribe('readings.stored', ({ readings }) => publisher.onReadingsStored(readings));
      events.subscribe('device.changed', (change) => publisher.onDeviceChanged(change));
    },
  };
}
