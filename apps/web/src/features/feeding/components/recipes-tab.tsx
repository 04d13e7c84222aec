import { useState, type ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Recipe } from '@canopy/shared/schemas/feeding';
import { QueryList } from '../../../components/ui/query-list';
import { useRecipes } from '../../../lib/feeding/api/list-recipes';
import { useDeleteRecipe } from '../api/recipes-api';
import { useDeletion } from '../lib/use-deletion';
import { DeleteConfirm } from './delete-confirm';
import { DeletionNotice } from './deletion-notice';
import { TabToolbar } from './tab-toolbar';
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
  const deletion = useDeletion<Recipe>(useDeleteRecipe());
  const [editing, setEditing] = useState<Recipe | 'new' | null>(null);
  return (
    <Stack gap="md">
      <TabToolbar
        showArchivedLabel={t('feedingPage.recipes.showArchived')}
        showArchived={showArchived}
        onShowArchived={setShowArchived}
        addLabel={t('feedingPage.recipes.add')}
        onAdd={staff ? () => setEditing('new') : undefined}
      />
      <DeletionNotice deletion={deletion.done} archivedKey="feedingPage.recipes.archivedInstead" />
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
            onDelete={staff ? deletion.ask : undefined}
          />
        )}
      </QueryList>
      {editing ? (
        <RecipeFormModal recipe={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteConfirm
        flow={deletion}
        title={t('feedingPage.recipes.deleteTitle')}
        text={t('feedingPage.recipes.deleteText')}
      />
    </Stack>
  );
}
