/** Audit of device function calls and firmware flashes: who, when, device, function, argument, result. */
export interface DeviceCommandsTable {
  id: string;
  device_id: string;
  user_id: string | null;
  user_email: string | null;
  function_name: string;
  arg: string;
  return_value: number | null;
  error: string | null;
  created_at: string;
}
