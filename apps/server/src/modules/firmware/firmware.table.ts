/** Stored firmware binaries, versioned per device type. */
export interface FirmwareTable {
  id: string;
  device_type: string;
  version: string;
  filename: string;
  /** Random file name under DATA_DIR/firmware, never the uploader's name. */
  storage_key: string;
  size: number;
  uploaded_by: string | null;
  created_at: string;
}
