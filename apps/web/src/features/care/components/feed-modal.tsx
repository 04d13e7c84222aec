import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { VOLUME_UNITS } from '@canopy/shared/feeding';
import type { Recipe } from '@canopy/shared/schemas/feeding';
import type { Room } from '@canopy/shared/schemas/rooms';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { useProducts } from '../../../lib/feeding/api/list-products';
import { useRecipes } from '../../../lib/feeding/api/list-recipes';
import { isFed, suggestRecipe, type RecipeSuggestion } from '../lib/recipe-suggestion';
import { useFeedForm } from '../lib/use-feed-form';
import { AmountField } from './amount-field';
import { DoseFields } from './dose-fields';
import { RoomEntryModal } from './room-entry-modal';

export interface FeedModalProps {
  room: Room;
  /** The group whose page it was opened from: the recipe suggested follows its stage and day. */
  groupId?: string | undefined;
  onClose: () => void;
  /** Told whether the feed was sent or kept on the phone for later (no network); it closes too. */
  onDone: (queued: boolean) => void;
}

/**
 * A room feed: the volume the room got, the recipe (the one of the plants' stage and week suggested) and
 * its doses, the EC and pH given and in the runoff. A room where nothing is fed says so instead, since the
 * server records a feed for the groups growing in the room.
 */
export function FeedModal(props: FeedModalProps): ReactNode {
  const { t } = useTranslation();
  if (!props.room.groups.some((group) => isFed(group.stage))) {
    return (
      <Modal opened onClose={props.onClose} title={t('care.feed.title')}>
        <Stack gap="sm">
          <Alert color="yellow" role="alert">
            {t('care.feed.roomEmpty')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return <FeedForm {...props} />;
}

/** The recipe's words in the select: its name, stage and week, and "suggested" on the suggested one. */
function recipeLabel(t: TFunction, recipe: Recipe, suggested: boolean): string {
  const label = t('care.feed.recipeOption', {
    name: recipe.name,
    stage: t(`crop.stages.${recipe.stage}`),
    week: recipe.week,
  });
  return suggested ? t('care.feed.suggestedOption', { recipe: label }) : label;
}

function suggestionText(t: TFunction, suggestion: RecipeSuggestion | null) {
  if (!suggestion) return undefined;
  const values = { stage: t(`crop.stages.${suggestion.stage}`), week: suggestion.week };
  return suggestion.recipe
    ? t('care.feed.suggested', { ...values, name: suggestion.recipe.name })
    : t('care.feed.noSuggestion', values);
}

function FeedForm({ room, groupId, onClose, onDone }: FeedModalProps): ReactNode {
  const { t } = useTranslation();
  const recipes = useRecipes().data ?? [];
  const products = useProducts().data ?? [];
  const suggestion = suggestRecipe(room.groups, recipes, groupId);
  const { form, items, chooseRecipe, submit, errorOf, entryFields, formError, saving } = useFeedForm(
    room,
    recipes,
    suggestion,
    (queued) => {
      onDone(queued);
      onClose();
    },
  );
  const recipe = recipes.find((candidate) => candidate._id === form.watch('recipeId'));
  const target = (value: number | null) =>
    recipe && value !== null ? t('care.feed.target', { value }) : undefined;
  return (
    <RoomEntryModal
      room={room}
      title={t('care.feed.title')}
      submitLabel={t('care.feed.submit')}
      onClose={onClose}
      onSubmit={() => void submit()}
      formError={formError}
      saving={saving}
      entryFields={entryFields}
    >
      <AmountField
        control={form.control}
        name="volume"
        unitName="volumeUnit"
        label={t('care.feed.volume')}
        unitLabel={t('care.feed.volumeUnit')}
        units={VOLUME_UNITS}
        decimalScale={2}
        error={errorOf('volume')}
      />
      <Controller
        control={form.control}
        name="recipeId"
        render={({ field }) => (
          <Select
            label={t('care.feed.recipe')}
            description={suggestionText(t, suggestion)}
            placeholder={t('care.feed.noRecipe')}
            data={recipes
              .filter((candidate) => candidate.archivedAt === null)
              .map((candidate) => ({
                value: candidate._id,
                label: recipeLabel(t, candidate, candidate._id === suggestion?.recipe?._id),
              }))}
            value={field.value}
            onChange={chooseRecipe}
            clearable
            searchable
            error={errorOf('recipeId')}
          />
        )}
      />
      <DoseFields form={form} items={items} products={products} errorOf={errorOf} />
      {/* Number fields keep what was typed (no clamping): an EC of 25 is refused in words, not made 20. */}
      <SimpleGrid cols={2} spacing="xs">
        <FormNumberField
          control={form.control}
          name="ecIn"
          label={t('care.feed.ecIn')}
          description={target(recipe?.targetEc ?? null)}
          decimalScale={2}
          allowNegative={false}
          error={errorOf('ecIn')}
        />
        <FormNumberField
          control={form.control}
          name="phIn"
          label={t('care.feed.phIn')}
          description={target(recipe?.targetPh ?? null)}
          decimalScale={2}
          allowNegative={false}
          error={errorOf('phIn')}
        />
        <FormNumberField
          control={form.control}
          name="ecRunoff"
          label={t('care.feed.ecRunoff')}
          decimalScale={2}
          allowNegative={false}
          error={errorOf('ecRunoff')}
        />
        <FormNumberField
          control={form.control}
          name="phRunoff"
          label={t('care.feed.phRunoff')}
          decimalScale={2}
          allowNegative={false}
          error={errorOf('phRunoff')}
        />
      </SimpleGrid>
    </RoomEntryModal>
  );
}
