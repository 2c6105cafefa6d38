import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hideExperienceBody, MESSAGES } from '@safari/contract';
import { ReasonDialog } from './confirm-dialog';

afterEach(cleanup);

/** A screen that opens the dialog and, like the admin console, keeps it open when the server refuses. */
function Screen({ refuse }: { refuse: boolean }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Hide
      </button>
      <p data-testid="sent">{sent.join('|')}</p>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Hide this experience?"
        description="It disappears from every public page."
        schema={hideExperienceBody}
        maxLength={1000}
        error={error}
        confirmLabel="Hide experience"
        busyLabel="Hiding…"
        busy={false}
        onConfirm={(reason) => {
          setSent((s) => [...s, reason]);
          if (refuse) setError('Could not save. Please try again.');
          else setOpen(false);
        }}
      />
    </>
  );
}

const reasonBox = () => screen.getByRole('textbox', { name: 'Reason' });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Hide experience' }));

describe('ReasonDialog', () => {
  it("checks the reason with the contract's rule, and an edit clears the message", async () => {
    render(<Screen refuse={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    confirm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.adminHideReasonRequired);
    expect(reasonBox().getAttribute('aria-invalid')).toBe('true');
    expect(reasonBox().getAttribute('aria-describedby')).toContain(alert.id);
    fireEvent.change(reasonBox(), { target: { value: 'Photos' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByTestId('sent').textContent).toBe('');
  });

  it('keeps the reason when the server refuses, and starts empty when opened again', async () => {
    const { unmount } = render(<Screen refuse />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    fireEvent.change(reasonBox(), { target: { value: '  Photos show another operator ' } });
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not save. Please try again.');
    // The contract trims it; the box still holds what was typed.
    expect(screen.getByTestId('sent').textContent).toBe('Photos show another operator');
    expect((reasonBox() as HTMLTextAreaElement).value).toBe('  Photos show another operator ');
    unmount();

    render(<Screen refuse={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    fireEvent.change(reasonBox(), { target: { value: 'Duplicate listing' } });
    confirm();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect((reasonBox() as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByTestId('sent').textContent).toBe('Duplicate listing');
  });
});
