import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Recipe } from '@canopy/shared/schemas/feeding';
import { recipesByStage } from '../lib/recipe-groups';
import { RecipeCard } from './recipe-card';

export interface RecipeListProps {
  recipes: readonly Recipe[];
  /** Staff's Edit and Delete; left out, the list is read-only. */
  onEdit?: ((recipe: Recipe) => void) | undefined;
  onDelete?: ((recipe: Recipe) => void) | undefined;
}

/** The recipes under a heading per stage, then one per week of it, as a feed on the floor looks them up. */
export function RecipeList({ recipes, onEdit, onDelete }: RecipeListProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-label={t('feedingPage.recipes.list')} component="section">
      {recipesByStage(recipes).map(({ stage, weeks }) => (
        <Stack key={stage} gap="sm" component="section" aria-labelledby={`recipes-${stage}`}>
          <Title order={2} size="h3" id={`recipes-${stage}`}>
            {t(`crop.stages.${stage}`)}
          </Title>
          {weeks.map(({ week, recipes: ofWeek }) => (
            <Stack key={week} gap="xs" component="section" aria-labelledby={`recipes-${stage}-${week}`}>
              <Title order={3} size="h5" id={`recipes-${stage}-${week}`}>
                {t('feedingPage.recipes.week', { week })}
              </Title>
              {ofWeek.map((recipe) => (
                <RecipeCard
                  key={recipe._id}
                  recipe={recipe}
                  onEdit={onEdit && (() => onEdit(recipe))}
                  onDelete={onDelete && (() => onDelete(recipe))}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
