import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Control, type PathValue } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { AlertRule, AlertRuleInput } from '@canopy/shared/schemas/alerts';
import { usePreviewRule } from '../api/preview-rule';
import { useSaveRule } from '../api/save-rule';
import {
  changeDraft,
  draftFieldMessage,
  draftOf,
  newDraft,
  ruleFormSchema,
  type DraftField,
  type RuleDraft,
} from './rule-draft';
import { useRuleName } from './use-rule-name';

/** Chooses a kind or a device type, and keeps the rest of the draft coherent with it (`changeDraft`). */
export type ChooseRuleField = <K extends 'kind' | 'deviceType'>(field: K, value: RuleDraft[K]) => void;

/** What each group of the rule form's fields is given. */
export interface RuleFieldsProps {
  control: Control<RuleDraft, unknown, AlertRuleInput>;
  /** The values as they are now, for what a field shows and offers. */
  draft: RuleDraft;
  choose: ChooseRuleField;
  /** A field's error in words, if it has one. */
  error: (field: DraftField) => string | undefined;
}

/**
 * The rule form's state: react-hook-form over the draft, checked with the server's own schema
 * (`ruleFormSchema`) before saving and before the preview; any change drops the preview, which no longer
 * matches.
 */
export function useRuleForm(rule: AlertRule | null, onSaved: () => void) {
  const { t } = useTranslation();
  const nameOf = useRuleName();
  // A name Canopy gave is shown, and edited, in the reader's language; saved unchanged, it goes back as
  // stored, so the rule keeps its preset (and other readers their language).
  const [keptName] = useState(() => (rule ? { shown: nameOf(rule), stored: rule.name } : null));
  const form = useForm<RuleDraft, unknown, AlertRuleInput>({
    resolver: zodResolver(ruleFormSchema(keptName)),
    defaultValues: rule ? { ...draftOf(rule), name: keptName!.shown } : newDraft(),
  });
  // A copy, so that useWatch sees each change.
  const draft = useWatch({ control: form.control, compute: (values: RuleDraft) => ({ ...values }) });
  const save = useSaveRule();
  const preview = usePreviewRule();
  const { reset: resetPreview } = preview;

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => resetPreview() }),
    [form, resetPreview],
  );

  const choose: ChooseRuleField = (field, value) => {
    const current = form.getValues();
    const next = changeDraft(current, field, value);
    const copy = <K extends DraftField>(key: K) => {
      if (next[key] !== current[key]) {
        form.setValue(key, next[key] as PathValue<RuleDraft, K>, { shouldDirty: true });
      }
    };
    (Object.keys(next) as DraftField[]).forEach(copy);
  };
  const error = (field: DraftField) =>
    form.formState.errors[field] ? t(draftFieldMessage(field)) : undefined;
  const submit = form.handleSubmit((body) =>
    save.mutate({ id: rule?._id ?? null, rule: body }, { onSuccess: onSaved }),
  );
  const runPreview = form.handleSubmit((body) => preview.mutate(body));

  return { fields: { control: form.control, draft, choose, error }, submit, runPreview, save, preview };
}
