import type { FormEvent } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';
import { AddWithPhotosForm, type OnSaved } from './add-with-photos-form';
import type { PendingPhoto } from './pending-photos';

const text = {
  title: 'Add a thing',
  done: 'Thing added',
  queued: 'Thing kept on this device',
  failed: 'Failed to add the thing',
  submit: 'Add',
};

function renderForm(outcome: { photoError?: unknown; error?: unknown; queued?: boolean } = {}) {
  const save = vi.fn((photos: readonly PendingPhoto[], onSaved: OnSaved) => {
    void photos;
    onSaved({ photoError: outcome.photoError ?? null, queued: outcome.queued ?? false });
  });
  const submit = (photos: readonly PendingPhoto[], onSaved: OnSaved) => async (event: FormEvent) => {
    event.preventDefault();
    save(photos, onSaved);
  };
  const rendered = renderWithProviders(
    <AddWithPhotosForm
      titleId="add-thing"
      text={text}
      submit={submit}
      saving={false}
      error={outcome.error ?? null}
    >
      <label>
        Name <input name="name" />
      </label>
    </AddWithPhotosForm>,
  );
  return { ...rendered, save };
}

describe('AddWithPhotosForm', () => {
  it('is a titled section with the caller’s fields, a photo picker and the submit button', () => {
    renderForm();
    expect(screen.getByRole('region', { name: 'Add a thing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('saves with the photos picked (none here) and says so once saved', async () => {
    const { user, save } = renderForm();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(save).toHaveBeenCalledWith([], expect.any(Function));
    expect(await screen.findByRole('status')).toHaveTextContent('Thing added');
  });

  it('says the record was saved and, apart, why its photos were not', async () => {
    const photoError = new ApiError(413, { code: 'files.too_large', error: 'too large' });
    const { user } = renderForm({ photoError });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thing added');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed. Please try again.');
  });

  it('says only that the record waits on this device when it was kept for the network', async () => {
    const { user } = renderForm({ queued: true });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thing kept on this device');
    expect(screen.getByRole('status')).not.toHaveTextContent('Thing added');
  });

  it('shows why saving failed under the caller’s title for it', () => {
    renderForm({ error: new ApiError(500, { code: 'internal.error', error: 'x' }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add the thing');
  });
});
