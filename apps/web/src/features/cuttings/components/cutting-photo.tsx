import type { ReactNode } from 'react';
import { Box, Center, Group, Image, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LockIcon } from '../../../components/ui/icons';

export interface CuttingPhotoProps {
  src: string | null;
  /** The server sent a blurred preview (the reader is not staff): say so, and blur it further on screen. */
  blurred: boolean;
  alt: string;
  h: number;
  w?: number | string;
  eager?: boolean;
  /** A thumbnail too small for the "photo hidden" words: only the lock shows. */
  compact?: boolean;
}

/**
 * A cutting's photo. For readers who may not see originals the server only ever sends a blurred
 * preview; it is shown softened, with a lock and a "photo hidden" note, and never opened larger.
 */
export function CuttingPhoto({
  src,
  blurred,
  alt,
  h,
  w = '100%',
  eager = false,
  compact = false,
}: CuttingPhotoProps): ReactNode {
  const { t } = useTranslation();
  if (!src) {
    return (
      <Center h={h} w={w} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <Text size={compact ? 'xs' : 'sm'} c="dimmed">
          {compact ? '-' : t('cuttings.noPhoto')}
        </Text>
      </Center>
    );
  }
  if (!blurred) {
    return (
      <Image src={src} alt={alt} h={h} w={w} fit="cover" radius="sm" loading={eager ? 'eager' : 'lazy'} />
    );
  }
  return (
    <Box
      pos="relative"
      h={h}
      w={w}
      style={{ overflow: 'hidden', borderRadius: 'var(--mantine-radius-sm)' }}
      data-testid="blurred-photo"
    >
      <Image
        src={src}
        alt=""
        h={h}
        w="100%"
        fit="cover"
        loading={eager ? 'eager' : 'lazy'}
        // Scaled a little so the blur has no sharp edge at the frame.
        style={{ filter: 'blur(10px)', transform: 'scale(1.1)' }}
      />
      <Center pos="absolute" inset={0}>
        <Group
          gap={6}
          px={compact ? 4 : 'sm'}
          py={4}
          bg="rgba(255, 255, 255, 0.92)"
          c="dark.8"
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          <LockIcon size={16} />
          {/* The words stay for screen readers even where the thumbnail is too small to show them. */}
          {compact ? (
            <VisuallyHidden>{t('cuttings.photoHidden')}</VisuallyHidden>
          ) : (
            <Text size="sm" fw={500}>
              {t('cuttings.photoHidden')}
            </Text>
          )}
        </Group>
      </Center>
    </Box>
  );
}
