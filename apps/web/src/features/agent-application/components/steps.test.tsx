import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@safari/contract';
import { EMPTY_APPLICATION } from '../types';
import { StepCompany } from './step-company';
import { StepValues } from './step-values';

afterEach(cleanup);

const submit = async (name = 'Continue') => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('company step (contract rules through react-hook-form)', () => {
  it('shows the spec message on submit, marks the empty fields and keeps what was typed', async () => {
    const onNext = vi.fn();
    render(<StepCompany data={EMPTY_APPLICATION} onNext={onNext} onBack={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
    type('Position', 'Founder');
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.companyRequired);
    const company = screen.getByLabelText(/Company name/);
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(company.getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.getByLabelText('Position').getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByLabelText('Position') as HTMLInputElement).value).toBe('Founder');
    expect(onNext).not.toHaveBeenCalled();
  });

  it('keeps the message until the next submit, then rejects a non-web website', async () => {
    const onNext = vi.fn();
    render(<StepCompany data={EMPTY_APPLICATION} onNext={onNext} onBack={() => {}} />);
    await submit();
    type(/Company name/, 'Mara Trails');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.companyRequired);
    type(/Contact person name/, 'Wanjiru');
    type('Website', 'ftp://mara.example');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.websiteInvalid);
    expect(screen.getByLabelText('Website').getAttribute('aria-invalid')).toBe('true');
    type('Website', '  www.mara.example ');
    await submit();
    expect(onNext).toHaveBeenCalledWith({
      company_name: 'Mara Trails',
      contact_person_name: 'Wanjiru',
      contact_person_position: null,
      whatsapp_phone: null,
      website: 'www.mara.example',
    });
  });

  it('names the field when a value is longer than the server accepts', async () => {
    render(<StepCompany data={EMPTY_APPLICATION} onNext={() => {}} onBack={() => {}} />);
    type(/Company name/, 'Mara Trails');
    type(/Contact person name/, 'Wanjiru');
    type('Position', 'x'.repeat(201));
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Position must be 200 characters or fewer');
  });
});

describe('values step', () => {
  it('counts characters live and asks for longer answers by the contract minimum', async () => {
    const onNext = vi.fn();
    render(<StepValues data={EMPTY_APPLICATION} onNext={onNext} onBack={() => {}} />);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.answersRequired);
    type(/different from others/, 'Local guides.');
    expect(screen.getByText('13/500')).toBeTruthy();
    type(/sustainable and responsible/, 'y'.repeat(60));
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.answersTooShort);
    expect(screen.getByLabelText(/different from others/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/sustainable and responsible/).getAttribute('aria-invalid')).toBeNull();
    type(/different from others/, `  ${'x'.repeat(55)}  `);
    await submit();
    expect(onNext).toHaveBeenCalledWith({ differentiation_answer: 'x'.repeat(55), sustainability_answer: 'y'.repeat(60) });
  });
});
