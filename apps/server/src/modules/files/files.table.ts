export const FILE_VISIBILITIES = ['public', 'private'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

/** Every stored object, whatever the storage; its variants live in storage under `<public_id>-<variant>`. */
export interface FilesTable {
  public_id: string;
  /** Who uploaded it; null once that account is deleted. */
  owner_id: string | null;
  kind: 'image' | 'firmware';
  /** Bytes of the display variant. */
  size: number;
  /** MIME type of the stored variants (we re-encode everything to one format). */
  type: string;
  /** Public files are served to anyone; private ones only through signed URLs. */
  visibility: FileVisibility;
  created_at: string;
}
