import type { ReactNode } from 'react';
import { AlertMarkBadge, type CardAlertMark } from '../../../components/devices/alert-mark';
import { OnlineDot } from './list-reading';
import './device-list.css';

/** One device in the compact list: online dot, its name as a link, its alert, a trend, then four readings. */
export function DeviceListRow({
  online,
  link,
  mark,
  trend,
  crop,
  children,
}: {
  online: boolean;
  /** The name as a link to the device's own page. */
  link: ReactNode;
  mark?: CardAlertMark;
  trend?: ReactNode;
  /** The device's room and run, when it is in one. */
  crop?: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <li className="canopy-device-row">
      <div className="canopy-device-row-head">
        <div className="canopy-device-row-name">
          <OnlineDot online={online} />
          <span className="canopy-device-row-link">{link}</span>
          <AlertMarkBadge mark={mark} />
        </div>
        {trend}
      </div>
      {crop}
      <div className="canopy-device-row-readings">{children}</div>
    </li>
  );
}
