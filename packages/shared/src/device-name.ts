/**
 * Device names are stored with underscores (the device cloud forbids spaces) and shown with spaces
 * (SPEC: devices). One pair of functions for the web app and the server's messages, so a name reads
 * the same on the devices page, an alert card and a Telegram message.
 */
export const displayDeviceName = (name: string): string => name.replace(/_/g, ' ');

/** What a name typed with spaces is saved as. */
export const deviceNameToSave = (input: string): string => input.trim().replace(/\s+/g, '_');
