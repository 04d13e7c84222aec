import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@canopy/shared/schemas/feeding';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryList } from '../../../components/ui/query-list';
import { errorMessage } from '../../../i18n/error-message';
import { useRecipes } from '../../../lib/feeding/api/list-recipes';
import { useDeleteRecipe } from '../api/recipes-api';
import { DeletionNotice, type Deletion } from './deletion-notice';
import { RecipeFormModal } from './recipe-form-modal';
import { RecipeList } from './recipe-list';

/**
 * The recipes tab: everyone reads them by stage and week (the archived ones on a toggle); staff add, edit
 * (archiving is a box of the form) and delete them, told when a deletion archived one feeds name.
 */
export function RecipesTab({ staff }: { staff: boolean }): ReactNode {
  const { t } = useTranslation();
  const [showArchived, setShowArchived] = useState(false);
  const recipes = useRecipes({ archived: showArchived });
  const remove = useDeleteRecipe();
  const [editing, setEditing] = useState<Recipe | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Recipe | null>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };
  const confirmDelete = (recipe: Recipe) =>
    remove.mutate(recipe._id, {
      onSuccess: (outcome) => {
        setDeletion({ name: recipe.name, outcome });
        closeDelete();
      },
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Switch
          label={t('feedingPage.recipes.showArchived')}
          checked={showArchived}
          onChange={(event) => setShowArchived(event.currentTarget.checked)}
        />
        {staff ? <Button onClick={() => setEditing('new')}>{t('feedingPage.recipes.add')}</Button> : null}
      </Group>
      <DeletionNotice deletion={deletion} archivedKey="feedingPage.recipes.archivedInstead" />
      <QueryList
        query={recipes}
        empty={
          <Alert color="gray">
            {t(staff ? 'feedingPage.recipes.empty' : 'feedingPage.recipes.emptyReadOnly')}
          </Alert>
        }
      >
        {(items) => (
          <RecipeList
            recipes={items}
            onEdit={staff ? setEditing : undefined}
            onDelete={staff ? setDeleting : undefined}
          />
        )}
      </QueryList>
      {editing ? (
        <RecipeFormModal recipe={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('feedingPage.recipes.deleteTitle')}
        busy={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : undefined}
        onClose={closeDelete}
        onConfirm={() => deleting && confirmDelete(deleting)}
      >
        {t('feedingPage.recipes.deleteText')} <bdi>{deleting?.name}</bdi>
      </ConfirmModal>
    </Stack>
  );
}
