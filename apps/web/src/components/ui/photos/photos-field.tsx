import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { Text } from '@mantine/core';
import type { UploadResponse } from '@canopy/shared/schemas/files';
import { PhotoPicker } from './photo-picker';
import { PhotoThumbs, type EditablePhoto } from './photo-thumbs';
import { uploadPhoto } from './upload-photo';

export interface PhotosFieldProps {
  /** Words above the photos (a form's "Images"); none where the form needs none. */
  label?: string;
  photos: EditablePhoto[];
  /** The form's state setter: several photos may finish uploading before the form renders again. */
  onChange: Dispatch<SetStateAction<EditablePhoto[]>>;
  /** Strains and cuttings keep one main photo, and the reader may choose it. */
  withMainPhoto?: boolean;
  /** Sends a photo (by default to `POST /api/upload`). */
  upload?: (photo: Blob, name: string) => Promise<UploadResponse>;
}

/** The first photo stays main unless another is chosen; removing the main one promotes the first left. */
const withMain = (photos: EditablePhoto[]): EditablePhoto[] => {
  const mainIndex = Math.max(
    0,
    photos.findIndex((photo) => photo.isMain),
  );
  return photos.map((photo, index) => ({ ...photo, isMain: index === mainIndex }));
};

/** A form's photos: the ones it holds, each with remove (and make-main), and the picker that adds more. */
export function PhotosField({
  label,
  photos,
  onChange,
  withMainPhoto = false,
  upload = uploadPhoto,
}: PhotosFieldProps): ReactNode {
  const kept = withMainPhoto ? withMain : (all: EditablePhoto[]) => all;
  return (
    <>
      {label ? (
        <Text fw={500} size="sm">
          {label}
        </Text>
      ) : null}
      <PhotoThumbs
        photos={photos}
        onRemove={(id) => onChange((all) => kept(all.filter((photo) => photo.publicId !== id)))}
        onMakeMain={
          withMainPhoto
            ? (id) => onChange((all) => all.map((photo) => ({ ...photo, isMain: photo.publicId === id })))
            : undefined
        }
      />
      <PhotoPicker
        upload={upload}
        attached={photos.length}
        onUploaded={(photo) => onChange((all) => kept([...all, photo]))}
      />
    </>
  );
}
