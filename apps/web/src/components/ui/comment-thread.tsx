import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { currentLanguage } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/dates';

export interface ThreadComment {
  id: string;
  text: string;
  authorName: string;
  createdAt: string;
}

export interface CommentThreadProps {
  comments: ThreadComment[];
  /** Sends a non-blank comment; the form clears when the promise resolves. */
  onAdd: (text: string) => Promise<unknown>;
  pending: boolean;
  /** A translated failure message, shown above the form. */
  error?: string;
}

/** The comments of a bug or task, oldest first, and a form to add one (blank input sends nothing). */
export function CommentThread({ comments, onAdd, pending, error }: CommentThreadProps): ReactNode {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');

  const submit = (event: React.FormEvent): void => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    // A rejected call leaves the text in place; the caller shows the error.
    onAdd(trimmed).then(
      () => setText(''),
      () => undefined,
    );
  };

  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {t('comments.title')}
      </Title>
      {comments.length === 0 ? <Text size="sm">{t('comments.none')}</Text> : null}
      {comments.map((comment) => (
        <div key={comment.id}>
          <Text size="sm" fw={600}>
            <bdi>{comment.authorName}</bdi>{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              <bdi>
                <time dateTime={comment.createdAt}>
                  {formatDateTime(comment.createdAt, currentLanguage(i18n))}
                </time>
              </bdi>
            </Text>
          </Text>
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.text}
          </Text>
        </div>
      ))}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('comments.label')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rows={2}
          />
          <Group>
            <Button type="submit" variant="light" loading={pending}>
              {t('comments.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
