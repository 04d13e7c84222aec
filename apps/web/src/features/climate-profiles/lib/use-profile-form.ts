import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { ClimateProfile } from '@canopy/shared/schemas/automations';
import { placeRefusal } from '../../../lib/feeding/place-refusal';
import { useSaveClimateProfile } from '../api/save-climate-profile';
import {
  PROFILE_FIELDS,
  profileDraftOf,
  profileDraftSchema,
  profileFieldText,
  type ProfileDraft,
} from './profile-draft';

/**
 * The profile form (a new one when `profile` is null): checked by the server's schema before any call; a
 * refusal's details beside their fields, anything else above the form, and what was typed stays.
 */
export function useProfileForm(profile: ClimateProfile | null, onSaved: () => void) {
  const { t } = useTranslation();
  const save = useSaveClimateProfile();
  const form = useForm<ProfileDraft>({
    resolver: zodResolver(profileDraftSchema),
    defaultValues: profileDraftOf(profile),
  });
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    save.mutate(
      { id: profile?._id ?? null, body },
      {
        onSuccess: onSaved,
        onError: (error) => setFormError(placeRefusal(t, form, error, PROFILE_FIELDS)),
      },
    );
  });

  const errorOf = (field: Path<ProfileDraft>) =>
    profileFieldText(t, form.getFieldState(field, form.formState).error?.message);

  return { form, submit, errorOf, formError, saving: save.isPending };
}
