import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import { useAlertSpans } from '../../features/alerts/api/alert-spans';
import { DeviceAlerts } from '../../features/alerts/components/device-alerts';
import { PowerAlertHistory } from '../../features/alerts/components/power-alert-history';
import { ClimateDevicePanel } from '../../features/climate/components/climate-device-panel';
import { FirmwareUploadSection } from '../../features/firmware/components/firmware-upload-section';

export function ClimateDevicePage(): ReactNode {
  const { id } = useParams({ from: '/device/$id' });
  const alertSpans = useAlertSpans(id);
  return (
    <ClimateDevicePanel
      id={id}
      alerts={<DeviceAlerts deviceId={id} />}
      powerAlerts={<PowerAlertHistory deviceId={id} />}
      alertSpans={alertSpans}
      firmwareUpload={<FirmwareUploadSection id={id} />}
    />
  );
}
