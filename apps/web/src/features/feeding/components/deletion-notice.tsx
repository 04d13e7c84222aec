import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { Trans } from 'react-i18next';
import type { Deletion } from '../lib/use-deletion';

/** Says what a deletion came to; `archivedKey` names why it was archived instead. */
export function DeletionNotice({
  deletion,
  archivedKey,
}: {
  deletion: Deletion | null;
  archivedKey: 'feedingPage.products.archivedInstead' | 'feedingPage.recipes.archivedInstead';
}): ReactNode {
  if (!deletion) return null;
  return (
    <Alert color="canopy" role="status">
      <Trans
        i18nKey={deletion.outcome === 'archived' ? archivedKey : 'feedingPage.deleted'}
        values={{ name: deletion.name }}
        components={{ bdi: <bdi /> }}
      />
    </Alert>
  );
}
