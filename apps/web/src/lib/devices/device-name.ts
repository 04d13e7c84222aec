// The one rule for device names lives in the shared package, so the server's messages follow it too.
export { displayDeviceName as displayName, deviceNameToSave as nameToSave } from '@canopy/shared/device-name';
