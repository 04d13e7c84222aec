import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { BellIcon, WarningIcon } from '../../../components/ui/icons';
import { currentLanguage } from '../../../i18n/i18n';
import { dueLabel } from '../lib/due-label';
import { useSiteToday } from '../lib/use-site-today';

const COLORS = { overdue: 'red', today: 'orange', later: 'gray' } as const;
const ICONS = { overdue: <WarningIcon size={14} />, today: <BellIcon size={14} />, later: null };

/**
 * When a task is due, in the site's time: overdue in red with a warning sign and the word, never the
 * colour alone; today in orange with a bell; a later day plain. Nothing for a task without a due.
 */
export function DueChip({
  task,
}: {
  task: { dueAt: string | null; dueDay: string | null; overdue: boolean };
}): ReactNode {
  const { t, i18n } = useTranslation();
  const { today, timeZone } = useSiteToday();
  const label = dueLabel(task, today, currentLanguage(i18n), timeZone);
  if (!label) return null;
  const text =
    label.tone === 'overdue'
      ? t('tasks.due.overdue', { when: label.when })
      : label.tone === 'today'
        ? label.time
          ? t('tasks.due.todayAt', { time: label.time })
          : t('tasks.due.today')
        : t('tasks.due.on', { when: label.when });
  return (
    <Badge
      color={COLORS[label.tone]}
      variant={label.tone === 'later' ? 'outline' : 'light'}
      leftSection={ICONS[label.tone]}
      tt="none"
    >
      <bdi>{text}</bdi>
    </Badge>
  );
}
