import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGE_INFO } from '@canopy/shared/languages';
import type { Recipe } from '@canopy/shared/schemas/feeding';
import { useFeedingFormat } from '../../../components/feeding/use-feeding-format';
import { EditDeleteButtons } from '../../../components/ui/edit-delete-buttons';
import { currentLanguage } from '../../../i18n/i18n';

export interface RecipeCardProps {
  recipe: Recipe;
  /** Staff's Edit and Delete; left out, the card is read-only. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** A recipe: its name, its products' doses as a small table, and its target EC and pH when set. */
export function RecipeCard({ recipe, onEdit, onDelete }: RecipeCardProps): ReactNode {
  const { t, i18n } = useTranslation();
  const format = useFeedingFormat();
  const number = new Intl.NumberFormat(LANGUAGE_INFO[currentLanguage(i18n)].locale, {
    maximumFractionDigits: 2,
  });
  const headingId = `recipe-${recipe._id}`;
  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="xs">
          <Title order={4} id={headingId}>
            <bdi>{recipe.name}</bdi>
          </Title>
          {recipe.archivedAt !== null ? (
            <Badge color="gray" variant="light">
              {t('feedingPage.archived')}
            </Badge>
          ) : null}
        </Group>
        {onEdit && onDelete ? (
          <Group gap="xs">
            <EditDeleteButtons name={recipe.name} onEdit={onEdit} onDelete={onDelete} />
          </Group>
        ) : null}
      </Group>
      {recipe.items.length === 0 ? (
        <Text size="sm" mt="xs">
          {t('feedingPage.recipes.water')}
        </Text>
      ) : (
        <Table mt="xs" aria-label={t('feedingPage.recipes.items', { name: recipe.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('feedingPage.recipes.product')}</Table.Th>
              <Table.Th>{t('feedingPage.recipes.dose')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recipe.items.map((item) => (
              <Table.Tr key={item.productId}>
                <Table.Td>
                  <bdi>{item.productName}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi>{format.dose(item.dose, item.unit)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {recipe.targetEc !== null || recipe.targetPh !== null ? (
        <SimpleGrid component="dl" cols={2} spacing="xs" m={0} mt="xs">
          {recipe.targetEc !== null ? (
            <div>
              <Text component="dt" size="xs" c="dimmed">
                {t('feedingPage.recipes.targetEc')}
              </Text>
              <Text component="dd" m={0}>
                <bdi>{t('feedingPage.recipes.ecValue', { value: number.format(recipe.targetEc) })}</bdi>
              </Text>
            </div>
          ) : null}
          {recipe.targetPh !== null ? (
            <div>
              <Text component="dt" size="xs" c="dimmed">
                {t('feedingPage.recipes.targetPh')}
              </Text>
              <Text component="dd" m={0}>
                <bdi>{number.format(recipe.targetPh)}</bdi>
              </Text>
            </div>
          ) : null}
        </SimpleGrid>
      ) : null}
    </Card>
  );
}
