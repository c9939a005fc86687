import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client/api-error';
import { FeedbackContext } from '../ui/feedback/feedback-context';
import { createFeedbackStore } from '../ui/feedback/feedback-store';
import { useRecordForm } from './use-record-form';

interface CityRecord {
  city: string;
}
type Save = (update: Partial<CityRecord>) => Promise<CityRecord>;
const TEXTS = { nothingChanged: 'Nothing changed.', saved: 'Saved.' };

/** A page that holds the stored record, as the profile screen does, and a form that edits it. */
function CityForm(props: { save: Save; onDirty: (d: boolean) => void }) {
  const [stored, setStored] = useState<CityRecord>({ city: 'Denver' });
  const { form, busy, submit, message } = useRecordForm({
    values: stored,
    fields: ['city'],
    toUpdate: (values) => (values.city.trim() === stored.city ? {} : { city: values.city.trim() }),
    save: props.save,
    resetTo: (saved) => saved,
    onSaved: setStored,
    onDirty: props.onDirty,
    texts: TEXTS,
  });
  const error = form.formState.errors.city?.message;
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      {message && <p role="alert">{message}</p>}
      <label>
        City
        <input {...form.register('city')} />
      </label>
      {error && <p>{error}</p>}
      <button type="submit" disabled={busy}>
        Save
      </button>
    </form>
  );
}

function setup(save: Save) {
  const feedback = createFeedbackStore();
  const onDirty = vi.fn();
  render(
    <FeedbackContext.Provider value={feedback}>
      <CityForm save={save} onDirty={onDirty} />
    </FeedbackContext.Provider>,
  );
  return { feedback, onDirty, user: userEvent.setup(), input: screen.getByLabelText('City') };
}

describe('useRecordForm', () => {
  it('says nothing changed and sends nothing when the values are the stored ones', async () => {
    const save = vi.fn<Save>();
    const { user } = setup(save);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing changed.');
    expect(save).not.toHaveBeenCalled();
  });

  it('sends only the trimmed change; after the save the form is clean and a snackbar confirms', async () => {
    const save = vi.fn(async (u: Partial<CityRecord>) => ({ city: `${u.city} (saved)` }));
    const { user, input, onDirty, feedback } = setup(save);
    await user.clear(input);
    await user.type(input, 'Boulder ');
    expect(onDirty).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ city: 'Boulder' }));
    expect(onDirty).toHaveBeenLastCalledWith(false);
    expect(feedback.snackbars.value.map((s) => [s.message, s.kind])).toEqual([['Saved.', 'success']]);
  });

  it('keeps the input and shows a refusal on its field or as the form message', async () => {
    const save = vi
      .fn<(u: Partial<CityRecord>) => Promise<CityRecord>>()
      .mockRejectedValueOnce(new ApiError(400, { city: ['Unknown city'] }, 'PUT', '/api/x'))
      .mockRejectedValueOnce(new ApiError(400, { detail: 'Try later.' }, 'PUT', '/api/x'));
    const { user, input, feedback } = setup(save);
    await user.clear(input);
    await user.type(input, 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown city')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
    expect(input).toHaveValue('Atlantis');
    expect(feedback.snackbars.value).toEqual([]);
  });
});
