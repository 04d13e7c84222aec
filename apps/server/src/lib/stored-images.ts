/** An image as a strain or cutting stores it: order matters, the main one is the record's photo. */
export interface StoredImage {
  publicId: string;
  isMain: boolean;
}

/** A JSON list kept in a text column (images, photo ids); anything else reads as empty. */
export function parseJsonList<T>(text: string): T[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
}
