/** Names are stored with underscores (the device cloud forbids spaces) and shown with spaces. */
export const displayName = (name: string): string => name.replace(/_/g, ' ');

export const nameToSave = (input: string): string => input.trim().replace(/\s+/g, '_');
