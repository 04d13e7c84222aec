import { useEffect, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { Recipe } from '@canopy/shared/schemas/feeding';
import type { Room } from '@canopy/shared/schemas/rooms';
import { useFeedingFormat } from '../../../components/feeding/use-feeding-format';
import { placeRefusal } from '../../../lib/feeding/place-refusal';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { isQueued } from '../../../lib/offline-queue/send-or-queue';
import { useRecordFeed } from '../api/record-feed';
import { dosesOf, emptyFeedDraft, FEED_FIELDS, feedFormSchema } from './feed-draft';
import type { RecipeSuggestion } from './recipe-suggestion';
import { useEntryForm } from './use-entry-form';

/**
 * The feed form: react-hook-form over the draft, checked with the server's schema before any call. It
 * starts from the suggested recipe once the recipes are in (unless a recipe was chosen or a product added
 * meanwhile); choosing a recipe puts its doses in the form, to change as given. Offline the feed waits on the phone
 * (record-feed.ts) and `onDone` is told so.
 */
export function useFeedForm(
  room: Room,
  recipes: readonly Recipe[],
  suggestion: RecipeSuggestion | null,
  onDone: (queued: boolean) => void,
) {
  const { t } = useTranslation();
  const format = useFeedingFormat();
  const { form, errorOf, formError, setFormError, entryFields } = useEntryForm(
    feedFormSchema,
    emptyFeedDraft,
  );
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { replace } = items;
  const record = useRecordFeed();
  const sendKey = useSendKey();

  const chooseRecipe = (recipeId: string | null) => {
    form.setValue('recipeId', recipeId);
    const recipe = recipes.find((candidate) => candidate._id === recipeId);
    if (recipe) replace(dosesOf(recipe));
  };

  const suggested = suggestion?.recipe ?? null;
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !suggested) return;
    applied.current = true;
    if (form.getValues('recipeId') !== null || form.getValues('items').length > 0) return;
    form.setValue('recipeId', suggested._id);
    replace(dosesOf(suggested));
  }, [suggested, form, replace]);

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    const summary = t('care.summary.feed', {
      room: room.name,
      volume: format.volume(body.volume, body.volumeUnit),
    });
    record.mutate(
      { roomId: room._id, key: sendKey.current(), body, summary },
      {
        onSuccess: (answer) => onDone(isQueued(answer)),
        onError: (error) => {
          sendKey.afterError(error);
          setFormError(placeRefusal(t, form, error, FEED_FIELDS, { 'recipes.not_found': 'recipeId' }));
        },
      },
    );
  });

  return { form, items, chooseRecipe, submit, errorOf, entryFields, formError, saving: record.isPending };
}
