import type { ReactNode } from 'react';
import { RulesPanel } from '../../features/alert-rules/components/rules-panel';

export function AlertRulesPage(): ReactNode {
  return <RulesPanel />;
}
