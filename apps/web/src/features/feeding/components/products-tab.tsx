import { useState, type ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Product } from '@canopy/shared/schemas/feeding';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { QueryList } from '../../../components/ui/query-list';
import { useProducts } from '../../../lib/feeding/api/list-products';
import { useDeleteProduct, useSaveProduct } from '../api/products-api';
import { productBodyOf, productDraftOf } from '../lib/product-draft';
import { useDeletion } from '../lib/use-deletion';
import { DeleteConfirm } from './delete-confirm';
import { DeletionNotice } from './deletion-notice';
import { TabToolbar } from './tab-toolbar';
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
  const deletion = useDeletion<Product>(useDeleteProduct());
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const setArchived = (product: Product, archived: boolean) => {
    deletion.forget();
    archive.mutate({ id: product._id, body: productBodyOf(productDraftOf(product), archived) });
  };
  return (
    <Stack gap="md">
      <TabToolbar
        showArchivedLabel={t('feedingPage.products.showArchived')}
        showArchived={showArchived}
        onShowArchived={setShowArchived}
        addLabel={t('feedingPage.products.add')}
        onAdd={staff ? () => setEditing('new') : undefined}
      />
      <DeletionNotice deletion={deletion.done} archivedKey="feedingPage.products.archivedInstead" />
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
              staff ? { onEdit: setEditing, onArchive: setArchived, onDelete: deletion.ask } : undefined
            }
          />
        )}
      </QueryList>
      {editing ? (
        <ProductFormModal product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteConfirm
        flow={deletion}
        title={t('feedingPage.products.deleteTitle')}
        text={t('feedingPage.products.deleteText')}
      />
    </Stack>
  );
}
