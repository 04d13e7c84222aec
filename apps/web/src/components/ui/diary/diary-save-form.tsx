import { useState, type ReactNode } from 'react';
import { DiaryNoteForm } from './diary-note-form';
import type { DiaryCalls, DiaryEntryView } from './diary-types';

export interface DiarySaveFormProps {
  calls: DiaryCalls;
  /** The entry being edited; without it the form adds a new one. */
  entry?: DiaryEntryView;
  onSaved: () => void;
  onError: (text: string) => void;
  onCancel?: () => void;
}

/** The diary form wired to its diary's save call. */
export function DiarySaveForm({ calls, entry, onSaved, onError, onCancel }: DiarySaveFormProps): ReactNode {
  const [saving, setSaving] = useState(false);
  return (
    <DiaryNoteForm
      {...(entry && { editing: { note: entry.note, photos: entry.photos } })}
      saving={saving}
      onError={onError}
      {...(onCancel && { onCancel })}
      onSubmit={(note, saved) => {
        setSaving(true);
        calls
          .save(entry?.id, note)
          .then(() => (saved(), onSaved()))
          .catch((error: unknown) => onError(calls.errorText(error)))
          .finally(() => setSaving(false));
      }}
    />
  );
}
