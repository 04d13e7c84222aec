import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from '../../../i18n/use-translation';

export interface PhotoEditorProps {
  file: File | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (edit: { src: string; rotation: number; area: Area }) => void;
}

/**
 * Rotate left or right and zoom; the visible area is what gets uploaded. Give it a
 * `key` per file so each photo starts unrotated and unzoomed.
 */
export function PhotoEditor({ file, busy, onCancel, onConfirm }: PhotoEditorProps): ReactNode {
  const { t } = useTranslation();
  const src = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [aspect, setAspect] = useState(4 / 3);

  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);

  const rotate = (by: number) => {
    setRotation((value) => (value + by + 360) % 360);
    setAspect((value) => 1 / value);
  };

  return (
    <Modal opened={file !== null} onClose={onCancel} title={t('photos.editorTitle')} size="lg">
      <Stack gap="md">
        <Box pos="relative" h={{ base: 280, sm: 380 }} bg="dark.7">
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={aspect}
              objectFit="contain"
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              onMediaLoaded={({ naturalWidth, naturalHeight }) => setAspect(naturalWidth / naturalHeight)}
            />
          ) : null}
        </Box>
        <Group gap="xs">
          <Button variant="default" onClick={() => rotate(-90)}>
            {t('photos.rotateLeft')}
          </Button>
          <Button variant="default" onClick={() => rotate(90)}>
            {t('photos.rotateRight')}
          </Button>
        </Group>
        <Stack gap={4}>
          <Text id="photo-zoom-label" size="sm">
            {t('photos.zoom')}
          </Text>
          <Slider
            min={1}
            max={3}
            step={0.1}
            value={zoom}
            onChange={setZoom}
            thumbProps={{ 'aria-labelledby': 'photo-zoom-label' }}
          />
        </Stack>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={busy}
            disabled={!src || !area}
            onClick={() => src && area && onConfirm({ src, rotation, area })}
          >
            {t('photos.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
