import type { ReactNode } from 'react';
import { Badge, Button, Group, Table } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGE_INFO } from '@canopy/shared/languages';
import type { Product } from '@canopy/shared/schemas/feeding';
import { currentLanguage } from '../../../i18n/i18n';
import { ListTable } from '../../../components/ui/list-table';

export interface ProductsTableProps {
  products: readonly Product[];
  /** Staff's actions on a row; left out, the table is read-only. */
  actions?: {
    onEdit: (product: Product) => void;
    onArchive: (product: Product, archived: boolean) => void;
    onDelete: (product: Product) => void;
  };
}

/**
 * The products, one a row: name (marked when archived), kind, active ingredient and the intervals a
 * treatment with it sets (0 reads "None").
 */
export function ProductsTable({ products, actions }: ProductsTableProps): ReactNode {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(LANGUAGE_INFO[currentLanguage(i18n)].locale);
  const interval = (value: number) =>
    value === 0 ? t('feedingPage.none') : <bdi>{number.format(value)}</bdi>;
  const columns = [
    t('feedingPage.products.name'),
    t('feedingPage.products.kind'),
    t('feedingPage.products.activeIngredient'),
    t('feedingPage.products.reEntry'),
    t('feedingPage.products.preHarvest'),
    ...(actions ? [{ hidden: t('feedingPage.products.actions') }] : []),
  ];
  return (
    <ListTable label={t('feedingPage.products.table')} minWidth={actions ? 860 : 620} columns={columns}>
      {products.map((product) => {
        const archived = product.archivedAt !== null;
        return (
          <Table.Tr key={product._id}>
            <Table.Td>
              <bdi>{product.name}</bdi>
              {archived ? (
                <Badge ms="xs" color="gray" variant="light">
                  {t('feedingPage.archived')}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>{t(`feeding.kinds.${product.kind}`)}</Table.Td>
            <Table.Td>{product.activeIngredient ? <bdi>{product.activeIngredient}</bdi> : null}</Table.Td>
            <Table.Td>{interval(product.reEntryHours)}</Table.Td>
            <Table.Td>{interval(product.preHarvestDays)}</Table.Td>
            {actions ? (
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => actions.onEdit(product)}
                    aria-label={`${t('common.edit')} ${product.name}`}
                  >
                    {t('common.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => actions.onArchive(product, !archived)}
                    aria-label={t(
                      archived ? 'feedingPage.products.unarchiveName' : 'feedingPage.products.archiveName',
                      { name: product.name },
                    )}
                  >
                    {t(archived ? 'feedingPage.products.unarchive' : 'feedingPage.products.archive')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => actions.onDelete(product)}
                    aria-label={`${t('common.delete')} ${product.name}`}
                  >
                    {t('common.delete')}
                  </Button>
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
