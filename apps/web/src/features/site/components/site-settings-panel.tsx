import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useSite } from '../../../lib/crop/api/get-site';
import { SiteSettingsForm } from './site-settings-form';
import { Loading } from '../../../components/ui/loading';

/** `/admin/site`: the site's name, time zone, weight unit, quality criteria and VPD targets. */
export function SiteSettingsPanel(): ReactNode {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <Stack gap="md">
      <Title order={1}>{t('site.title')}</Title>
      <Text>{t('site.intro')}</Text>
      {site.isPending ? <Loading label={t('common.loading')} /> : null}
      <ErrorNotice error={site.error} />
      {site.data ? <SiteSettingsForm site={site.data} /> : null}
    </Stack>
  );
}
