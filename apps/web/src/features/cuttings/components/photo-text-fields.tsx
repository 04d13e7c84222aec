import type { ReactNode } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

export interface PhotoTextFieldsProps {
  name: string;
  description: string;
  onName: (name: string) => void;
  onDescription: (description: string) => void;
  /** The description's height in lines. */
  rows: number;
}

/** A gallery photo's name and description, both required. */
export function PhotoTextFields({
  name,
  description,
  onName,
  onDescription,
  rows,
}: PhotoTextFieldsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('cuttings.photos.name')}
        withAsterisk
        value={name}
        onChange={(event) => onName(event.currentTarget.value)}
      />
      <Textarea
        label={t('cuttings.photos.description')}
        withAsterisk
        rows={rows}
        value={description}
        onChange={(event) => onDescription(event.currentTarget.value)}
      />
    </>
  );
}
