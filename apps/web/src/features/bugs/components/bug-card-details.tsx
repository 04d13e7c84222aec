import type { ReactNode } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Actor } from '@canopy/shared/permissions';
import type { Bug, BugSummary } from '@canopy/shared/schemas/bugs';
import { CommentThread } from '../../../components/ui/comment-thread';
import { PhotoThumbnails, type Photo } from '../../../components/ui/photo-thumbnails';
import { errorMessage } from '../../../i18n/error-message';
import { useCommentOnBug } from '../api/comment-on-bug';
import { useBug } from '../api/list-bugs';
import { BugActions } from './bug-actions';

export interface BugCardDetailsProps {
  bug: BugSummary;
  actor: Actor;
  onClosed: (id: string) => void;
}

function bugPhotos(bug: BugSummary): Photo[] {
  const photos = bug.photos.map((photo) => ({ url: photo.url, id: photo.publicId }));
  return bug.screenshotUrl ? [{ url: bug.screenshotUrl, id: 'screenshot' }, ...photos] : photos;
}

const threadOf = (bug: Bug) =>
  bug.comments.map((c) => ({
    id: c._id,
    text: c.text,
    authorName: c.author.displayName || c.author.login,
    createdAt: c.createdAt,
  }));

/** The expanded part of a bug card: details, photos, actions, and the whole thread, loaded on opening. */
export function BugCardDetails({ bug, actor, onClosed }: BugCardDetailsProps): ReactNode {
  const { t } = useTranslation();
  const comment = useCommentOnBug();
  const full = useBug(bug._id);
  return (
    <Stack gap="sm">
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {bug.details || t('bugs.noDetails')}
      </Text>
      <PhotoThumbnails photos={bugPhotos(bug)} />
      <BugActions bug={bug} actor={actor} onClosed={onClosed} />
      {full.isPending ? <Loader size="sm" aria-label={t('comments.loading')} /> : null}
      {full.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, full.error)}
        </Alert>
      ) : null}
      {full.data ? (
        <CommentThread
          comments={threadOf(full.data)}
          onAdd={(text) => comment.mutateAsync({ id: bug._id, text })}
          pending={comment.isPending}
          error={comment.isError ? errorMessage(t, comment.error) : undefined}
        />
      ) : null}
    </Stack>
  );
}
