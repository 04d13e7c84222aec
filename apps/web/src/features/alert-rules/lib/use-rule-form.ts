import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertRule } from '@canopy/shared/schemas/alerts';
import { usePreviewRule } from '../api/preview-rule';
import { useSaveRule } from '../api/save-rule';
import { changeDraft, checkDraft, draftOf, newDraft, type DraftErrors, type RuleDraft } from './rule-draft';
import { useRuleName } from './use-rule-name';

/** Sets one field of the draft (and clears its error and the preview, which no longer match). */
export type SetRuleField = <K extends keyof RuleDraft>(field: K, value: RuleDraft[K]) => void;

/** What each group of the rule form's fields is given. */
export interface RuleFieldsProps {
  draft: RuleDraft;
  set: SetRuleField;
  /** A field's error in words, if it has one. */
  error: (field: keyof RuleDraft) => string | undefined;
}

/**
 * The rule form's state: the draft, its errors, saving and the preview. Both check the draft with the
 * server's own schema first.
 */
export function useRuleForm(rule: AlertRule | null, onSaved: () => void) {
  const { t } = useTranslation();
  const nameOf = useRuleName();
  // A name Canopy gave is shown, and edited, in the reader's language; saved unchanged, it goes back as
  // stored, so the rule keeps its preset (and other readers their language).
  const [shownName] = useState(() => (rule ? nameOf(rule) : ''));
  const [draft, setDraft] = useState<RuleDraft>(() =>
    rule ? { ...draftOf(rule), name: shownName } : newDraft(),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSaveRule();
  const preview = usePreviewRule();

  const set: SetRuleField = (field, value) => {
    setDraft((current) => changeDraft(current, field, value));
    setErrors((current) => ({ ...current, [field]: undefined }));
    preview.reset();
  };
  const error = (field: keyof RuleDraft) => (errors[field] ? t(errors[field]) : undefined);
  const checked = () => {
    const result = checkDraft(rule && draft.name === shownName ? { ...draft, name: rule.name } : draft);
    setErrors(result.errors ?? {});
    return result.rule;
  };
  const submit = () => {
    const body = checked();
    if (body) save.mutate({ id: rule?._id ?? null, rule: body }, { onSuccess: onSaved });
  };
  const runPreview = () => {
    const body = checked();
    if (body) preview.mutate(body);
  };

  return { draft, set, error, submit, runPreview, save, preview };
}
