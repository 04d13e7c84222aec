import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { errorMessage } from '../../i18n/error-message';
import { useCommentOnThread } from '../../lib/threads/comment-on-thread';
import { useThreadItem } from '../../lib/threads/get-thread-item';
import type { ThreadItem, ThreadSummaryOf } from '../../lib/threads/thread-api';
import { CommentThread, type ThreadComment } from '../ui/comment-thread';
import { ErrorNotice } from '../ui/error-notice';
import { personName, type ThreadSpec } from './thread-spec';
import { Loading } from '../ui/loading';

export interface ThreadCommentsProps<Item extends ThreadItem> {
  spec: ThreadSpec<Item>;
  item: ThreadSummaryOf<Item>;
  /**
   * Shows the latest comment, and the whole thread when asked (a task's card); otherwise the whole thread
   * loads at once (a bug's opened card) and the form waits for it.
   */
  latestFirst?: boolean;
}

/** An item's comments, oldest first, with the form to add one. */
export function ThreadComments<Item extends ThreadItem>({
  spec,
  item,
  latestFirst = false,
}: ThreadCommentsProps<Item>): ReactNode {
  const { t } = useTranslation();
  const comment = useCommentOnThread(spec.api);
  const [whole, setWhole] = useState(!latestFirst);
  const full = useThreadItem(spec.api, item._id, whole);
  const toThread = (c: Item['comments'][number]): ThreadComment => ({
    id: c._id,
    text: c.text,
    authorName: personName(spec.commentAuthor(c)),
    createdAt: c.createdAt,
  });
  const latest = latestFirst ? [item.lastComment].filter((c) => c !== null).map(toThread) : undefined;
  const shown = whole && full.data ? full.data.comments.map(toThread) : latest;

  return (
    <Stack gap="xs">
      {latestFirst && item.commentCount > 1 ? (
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={whole}
            onClick={() => setWhole((on) => !on)}
          >
            {whole ? t('comments.latestOnly') : t('comments.showAll', { count: item.commentCount })}
          </Button>
        </div>
      ) : null}
      {whole && full.isPending ? <Loading size="sm" label={t('comments.loading')} /> : null}
      {whole ? <ErrorNotice error={full.error} /> : null}
      {shown ? (
        <CommentThread
          comments={shown}
          onAdd={(text) => comment.mutateAsync({ id: item._id, text })}
          pending={comment.isPending}
          error={comment.isError ? errorMessage(t, comment.error) : undefined}
        />
      ) : null}
    </Stack>
  );
}
