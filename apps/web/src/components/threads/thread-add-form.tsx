import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { TranslationKey } from '../../i18n/translation-key';
import { useCreateThreadItem } from '../../lib/threads/create-thread-item';
import { AddWithPhotosForm, type OnSaved } from '../ui/photos/add-with-photos-form';
import type { PendingPhoto } from '../ui/photos/pending-photos';
import { ThreadFields, useThreadForm, type ThreadFormSpec } from './thread-fields';
import type { ThreadSpec } from './thread-spec';

/** What a kind's creation form holds beyond its fields: its empty values, words and photo limit. */
export interface ThreadAddFormSpec<Input extends FieldValues, Output> extends ThreadFormSpec<Input, Output> {
  empty: DefaultValues<Input>;
  /** The body sent for the checked values (a task drops a blank first comment); the values by default. */
  toBody?: (values: Output) => object;
  titleId: string;
  text: Record<'title' | 'done' | 'queued' | 'failed' | 'submit', TranslationKey>;
  maxPhotos?: number;
}

/** Creates an item with photos; what the schema refuses (a blank description) is shown before any call. */
export function ThreadAddForm<Input extends FieldValues, Output extends object>({
  spec,
  form: formSpec,
}: {
  spec: ThreadSpec;
  form: ThreadAddFormSpec<Input, Output>;
}): ReactNode {
  const { empty, toBody = (values: Output): object => values, text, maxPhotos } = formSpec;
  const { t } = useTranslation();
  const mutation = useCreateThreadItem(spec.api);
  const form = useThreadForm(formSpec, empty);

  const submit = (photos: readonly PendingPhoto[], onSaved: OnSaved) =>
    form.handleSubmit((values) =>
      mutation.mutate(
        { body: toBody(values), photos },
        {
          onSuccess: (result) => {
            onSaved(result);
            form.reset(empty);
          },
        },
      ),
    );

  return (
    <AddWithPhotosForm
      titleId={formSpec.titleId}
      text={{
        title: t(text.title),
        done: t(text.done),
        queued: t(text.queued),
        failed: t(text.failed),
        submit: t(text.submit),
      }}
      {...(maxPhotos !== undefined && { maxPhotos })}
      submit={submit}
      saving={mutation.isPending}
      error={mutation.isError ? mutation.error : null}
    >
      <ThreadFields form={form} fields={formSpec.fields} />
    </AddWithPhotosForm>
  );
}
