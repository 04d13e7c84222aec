import type { ReactNode } from 'react';
import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { Strain } from '@canopy/shared/schemas/strains';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { truncate } from '../truncate';

export interface StrainCardProps {
  strain: Strain;
  /** Edit and delete buttons, for staff. */
  actions?: ReactNode;
}

/** A strain in a list: main photo, name, genetics, the description cut at 120 characters. */
export function StrainCard({ strain, actions }: StrainCardProps): ReactNode {
  const { t } = useTranslation();
  const preview = truncate(strain.description);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`strain-${strain._id}`}>
      <Stack gap="xs">
        {strain.photo ? (
          <Card.Section>
            <Image
              src={strain.photo}
              alt={t('strains.imageAlt', { name: strain.name, number: 1 })}
              h={180}
              loading="lazy"
            />
          </Card.Section>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={`strain-${strain._id}`}>
            <AnchorLink to="/strain/$slug" params={{ slug: strain.slug }}>
              {strain.name}
            </AnchorLink>
          </Title>
          {strain.genetics ? <Badge variant="outline">{strain.genetics}</Badge> : null}
        </Group>
        {preview.text ? (
          <Text size="sm">
            {/* Isolated: an English description keeps its own order on a Hebrew page. */}
            <bdi>{preview.text}</bdi>{' '}
            {preview.cut ? (
              <Link
                to="/strain/$slug"
                params={{ slug: strain.slug }}
                // Underlined: a link inside running text must not rely on colour alone.
                style={{ color: 'var(--mantine-color-anchor)', textDecoration: 'underline' }}
              >
                {t('strains.readMore')}
              </Link>
            ) : null}
          </Text>
        ) : null}
        {actions}
      </Stack>
    </Card>
  );
}
