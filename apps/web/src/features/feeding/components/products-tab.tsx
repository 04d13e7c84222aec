import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@canopy/shared/schemas/feeding';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { QueryList } from '../../../components/ui/query-list';
import { errorMessage } from '../../../i18n/error-message';
import { useProducts } from '../../../lib/feeding/api/list-products';
import { useDeleteProduct, useSaveProduct } from '../api/products-api';
import { productBodyOf, productDraftOf } from '../lib/product-draft';
import { DeletionNotice, type Deletion } from './deletion-notice';
import { ProductFormModal } from './product-form-modal';
import { ProductsTable } from './products-table';

/**
 * The products tab: everyone reads the table (the archived ones on a toggle); staff add, edit, archive and
 * delete, and are told when a deletion archived the product instead (recipes or records name it).
 */
export function ProductsTab({ staff }: { staff: boolean }): ReactNode {
  const { t } = useTranslation();
  const [showArchived, setShowArchived] = useState(false);
  const products = useProducts({ archived: showArchived });
  const archive = useSaveProduct();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };
  const confirmDelete = (product: Product) =>
    remove.mutate(product._id, {
      onSuccess: (outcome) => {
        setDeletion({ name: product.name, outcome });
        closeDelete();
      },
    });
  const setArchived = (product: Product, archived: boolean) => {
    setDeletion(null);
    archive.mutate({ id: product._id, body: productBodyOf(productDraftOf(product), archived) });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Switch
          label={t('feedingPage.products.showArchived')}
          checked={showArchived}
          onChange={(event) => setShowArchived(event.currentTarget.checked)}
        />
        {staff ? <Button onClick={() => setEditing('new')}>{t('feedingPage.products.add')}</Button> : null}
      </Group>
      <DeletionNotice deletion={deletion} archivedKey="feedingPage.products.archivedInstead" />
      <ErrorNotice error={archive.error} />
      <QueryList
        query={products}
        empty={
          <Alert color="gray">
            {t(staff ? 'feedingPage.products.empty' : 'feedingPage.products.emptyReadOnly')}
          </Alert>
        }
      >
        {(items) => (
          <ProductsTable
            products={items}
            actions={
              staff
                ? { onEdit: setEditing, onArchive: setArchived, onDelete: (product) => setDeleting(product) }
                : undefined
            }
          />
        )}
      </QueryList>
      {editing ? (
        <ProductFormModal product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('feedingPage.products.deleteTitle')}
        busy={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : undefined}
        onClose={closeDelete}
        onConfirm={() => deleting && confirmDelete(deleting)}
      >
        {t('feedingPage.products.deleteText')} <bdi>{deleting?.name}</bdi>
      </ConfirmModal>
    </Stack>
  );
}
