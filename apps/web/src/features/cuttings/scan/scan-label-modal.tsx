import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { cuttingIdFromScan } from './cutting-id-from-scan';
import './from-scan';
import { scanProblemOf, type CameraProblem } from './scan-problem';

type ScanProblem = CameraProblem | 'notACutting';

export interface ScanLabelModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Lives only while the dialog is open, so each opening starts with a fresh camera and no old message. */
function Scanner({ onClose }: { onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // State, not a ref: the dialog mounts its content a render later, and the camera waits for it.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<ScanProblem | null>(null);
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    if (!video) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void (async () => {
      try {
        // Loaded on demand: the scanner (and its worker) stay out of the entry chunk.
        const { default: QrScanner } = await import('qr-scanner');
        if (cancelled) return;
        if (!(await QrScanner.hasCamera())) {
          throw Object.assign(new Error('no camera'), { name: 'NotFoundError' });
        }
        if (cancelled) return;
        const scanner = new QrScanner(
          video,
          ({ data }) => {
            const result = cuttingIdFromScan(data);
            if (result.kind === 'unknown') return setProblem('notACutting');
            scanner.stop();
            onClose();
            void navigate({ to: '/cutting/$id', params: { id: result.id }, state: { fromScan: true } });
          },
          { preferredCamera: 'environment', highlightScanRegion: true, returnDetailedScanResult: true },
        );
        stop = () => scanner.destroy();
        await scanner.start();
      } catch (error) {
        if (!cancelled) setProblem(scanProblemOf(error));
      } finally {
        if (!cancelled) setStarting(false);
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [video, navigate, onClose]);

  return (
    <Stack gap="sm">
      <Text size="sm">{t('cuttings.scan.hint')}</Text>
      {starting ? <Text role="status">{t('cuttings.scan.starting')}</Text> : null}
      {problem ? (
        <Alert color={problem === 'notACutting' ? 'yellow' : 'red'} role="alert">
          {t(`cuttings.scan.${problem}`)}
        </Alert>
      ) : null}
      <Box pos="relative" style={{ overflow: 'hidden', borderRadius: 8 }}>
        {/* The camera preview has no sound and nothing to caption. */}
        <video ref={setVideo} muted playsInline style={{ width: '100%', display: 'block' }} aria-hidden />
      </Box>
      <Button variant="default" onClick={onClose}>
        {t('common.close')}
      </Button>
    </Stack>
  );
}

/** Reads a cutting label with the phone camera and opens that cutting. */
export function ScanLabelModal({ opened, onClose }: ScanLabelModalProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('cuttings.scan.title')} size="md">
      {opened ? <Scanner onClose={onClose} /> : null}
    </Modal>
  );
}
