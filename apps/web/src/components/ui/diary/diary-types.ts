import type { DiaryNote } from './diary-note-form';

/** A diary entry under the names both diaries share; each feature maps the API's fields onto it. */
export interface DiaryEntryView {
  id: string;
  note: string;
  /** In the order written; `url` may point to a blurred preview. */
  photos: { publicId: string; url: string }[];
  timestamp: string;
  authorName: string;
}

/** The calls behind a diary, as each feature makes them (a new entry may wait in the offline queue). */
export interface DiaryCalls {
  save(entryId: string | undefined, entry: DiaryNote): Promise<unknown>;
  remove(entryId: string): Promise<unknown>;
  removePhoto(entryId: string, publicId: string): Promise<unknown>;
  /** The feature's wording of a failed call. */
  errorText(error: unknown): string;
}
