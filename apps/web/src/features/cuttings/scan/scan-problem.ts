export type CameraProblem = 'noCamera' | 'permissionDenied' | 'cameraFailed';

/** Maps what getUserMedia or qr-scanner threw to a message the gardener can act on. */
export function scanProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error ? error.name : '';
  const text = error instanceof Error ? error.message : String(error);
  if (name === 'NotAllowedError' || name === 'SecurityError' || /permission|denied/i.test(text)) {
    return 'permissionDenied';
  }
  if (name === 'NotFoundError' || /camera not found|no camera/i.test(text)) return 'noCamera';
  return 'cameraFailed';
}
