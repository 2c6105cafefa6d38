import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormAlert, PasswordField, SelectField, TextAreaField, TextField } from '.';

afterEach(cleanup);

describe('form kit', () => {
  it('labels the control and describes it by its hint, and by the message only while invalid', () => {
    const { rerender } = render(<TextField label="WhatsApp phone" hint="Include your country code." errorId="msg" />);
    const input = screen.getByLabelText('WhatsApp phone');
    const hint = screen.getByText('Include your country code.');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    rerender(
      <>
        <TextField label="WhatsApp phone" hint="Include your country code." errorId="msg" invalid />
        <FormAlert id="msg" message="Please enter a valid phone number" />
      </>,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${hint.id} msg`);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid phone number');
  });

  it('marks required fields visibly without changing the accessible name', () => {
    render(<TextField label="Company name" required />);
    expect(screen.getByRole('textbox', { name: 'Company name' }).hasAttribute('required')).toBe(true);
  });

  it('counts a textarea against its limit', () => {
    render(<TextAreaField label="Answer" length={13} maxLength={500} />);
    const area = screen.getByLabelText('Answer');
    expect(screen.getByText('13/500').id).toBe(area.getAttribute('aria-describedby'));
    expect(area.getAttribute('maxlength')).toBe('500');
  });

  it('shows a placeholder option only when one is given', () => {
    render(<SelectField label="Year" options={[2026, { value: 2027, label: 'next year' }]} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['2026', 'next year']);
  });

  it('toggles a password between hidden and shown', () => {
    render(<PasswordField label="New Password *" />);
    const input = screen.getByLabelText('New Password *');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide new password' }).getAttribute('aria-pressed')).toBe('true');
  });
});
