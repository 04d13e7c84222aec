import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { auditEntry, fakeAuditApi } from '../testing/fake-audit-api';
import { AuditPanel } from './audit-panel';

/** Entries as the server now writes them: the English line, and what it is made of. */
const login = auditEntry({
  _id: 'login',
  action: 'login',
  entity: 'user',
  actor: { id: 'admin-1', email: 'admin@canopy.local' },
  summary: 'admin@canopy.local logged in',
  summaryEvent: 'login',
  summaryValues: { email: 'admin@canopy.local' },
  changes: {},
});
const ruleUpdated = auditEntry({
  _id: 'rule',
  entity: 'alert_rule',
  summary: 'Alert rule "No data from a soil device for 20 minutes" updated',
  summaryEvent: 'updated',
  summaryValues: {
    name: 'No data from a soil device for 20 minutes',
    preset: 'stale',
    deviceType: 'soil',
    minutes: 20,
  },
});
const typedRule = auditEntry({
  _id: 'typed',
  entity: 'alert_rule',
  summary: 'Alert rule "Beds gone quiet" created',
  summaryEvent: 'created',
  summaryValues: { name: 'Beds gone quiet' },
});

describe('audit summaries in the reader’s language', () => {
  it.each([
    ['he', 'כניסה למערכת: admin@canopy.local', 'כלל ההתראה ״אין נתונים מחיישן קרקע כבר 20 דק׳״ עודכן'],
    [
      'ru',
      'Вход в систему: admin@canopy.local',
      'Правило оповещения «Нет данных от датчика почвы 20 мин» изменено',
    ],
    ['en', 'admin@canopy.local logged in', 'Alert rule "No data from a soil device for 20 min" updated'],
  ] as const)('%s: a login and a default rule’s change', async (language, loggedIn, changed) => {
    fakeAuditApi([[login, ruleUpdated, typedRule]]);
    logInAs({ role: 'admin' });
    renderPage(<AuditPanel />, { language });
    expect(await screen.findByText(loggedIn, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(changed)).toBeInTheDocument();
    // Only the log's English line would hold these words; it is not what a reader sees.
    if (language !== 'en') expect(screen.queryByText(/logged in|No data from/)).toBeNull();
  });

  it('keeps a rule name a person typed as typed', async () => {
    fakeAuditApi([[typedRule]]);
    logInAs({ role: 'admin' });
    renderPage(<AuditPanel />, { language: 'ru' });
    expect(
      await screen.findByText('Правило оповещения «Beds gone quiet» создано', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows an entry written before the log kept its values as it was written', async () => {
    fakeAuditApi([[auditEntry({ summary: 'User ann@example.test updated: role' })]]);
    logInAs({ role: 'admin' });
    renderPage(<AuditPanel />, { language: 'he' });
    expect(
      await screen.findByText('User ann@example.test updated: role', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
