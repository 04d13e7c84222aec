import type { ReactNode } from 'react';
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Room } from '@canopy/shared/schemas/rooms';
import { AtField } from '../../../components/crop/at-field';
import { FormModal } from '../../../components/ui/form-modal';
import type { EntryFields } from '../lib/use-entry-form';

export interface RoomEntryModalProps {
  room: Room;
  title: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => void;
  formError: string | undefined;
  saving: boolean;
  /** When it was given and a note, the fields every entry ends with (`useEntryForm`). */
  entryFields: EntryFields;
  children: ReactNode;
}

/** A feed's, a sighting's or a treatment's dialog: the room it is for, its own fields, then when and a note. */
export function RoomEntryModal({ room, entryFields, children, ...modal }: RoomEntryModalProps): ReactNode {
  const { t } = useTranslation();
  return (
    <FormModal {...modal} size="lg">
      <Text size="sm">
        <bdi>{room.name}</bdi>
      </Text>
      {children}
      <AtField label={t('care.at')} {...entryFields.at} />
      <Textarea label={t('care.note')} rows={2} {...entryFields.note} />
    </FormModal>
  );
}
