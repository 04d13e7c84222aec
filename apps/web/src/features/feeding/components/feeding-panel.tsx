import type { ReactNode } from 'react';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageProducts, type Actor } from '@canopy/shared/permissions';
import { ProductsTab } from './products-tab';
import { RecipesTab } from './recipes-tab';

/**
 * /feeding (DESIGN 25): the products given to the plants and the recipes of each stage week, on two tabs.
 * Everyone logged in reads them; staff (`canManageProducts`) keep them.
 */
export function FeedingPanel({ actor }: { actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const staff = canManageProducts(actor);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('feedingPage.title')}</Title>
      <Text>{t('feedingPage.intro')}</Text>
      {staff ? null : <Text c="dimmed">{t('feedingPage.readOnly')}</Text>}
      <Tabs defaultValue="products" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="products">{t('feedingPage.tabs.products')}</Tabs.Tab>
          <Tabs.Tab value="recipes">{t('feedingPage.tabs.recipes')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="products" pt="md">
          <ProductsTab staff={staff} />
        </Tabs.Panel>
        <Tabs.Panel value="recipes" pt="md">
          <RecipesTab staff={staff} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
