import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@safari/contract';
import { ConfirmTripDialog } from './confirm-trip-dialog';
import { preferencesFromBasics, type TripBasics } from './trip-basics';

afterEach(cleanup);

const year = new Date().getFullYear() + 1;
const last: TripBasics = { travel_month: 'August', travel_year: year, length_of_stay: 2, number_of_adults: 2, number_of_children: 1 };

describe('ConfirmTripDialog', () => {
  it("shows the last enquiry's dates and party and sends them unchanged", () => {
    const onSend = vi.fn();
    render(<ConfirmTripDialog open subject="Serengeti Migration Safari" initial={last} onSend={onSend} onCancel={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Are these your trip details?' }).textContent).toContain('Serengeti Migration Safari');
    const details = screen.getByTestId('last-trip-details').textContent;
    expect(details).toContain(`August ${year}`);
    expect(details).toContain('2 weeks');
    expect(details).toContain('2 adults, 1 child');
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(onSend).toHaveBeenCalledWith(last);
  });

  it('lets the traveller change them, with the wizard rule of at least one adult', () => {
    const onSend = vi.fn();
    render(<ConfirmTripDialog open subject="Gorilla trek" initial={last} onSend={onSend} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.change(screen.getByLabelText('Adults (18+)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.minOneAdult);
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Adults (18+)'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Travel month'), { target: { value: 'October' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(onSend).toHaveBeenCalledWith({ ...last, number_of_adults: 3, travel_month: 'October' });
  });

  it('derives the total and the travel window the preferences store', () => {
    expect(preferencesFromBasics(last)).toMatchObject({ number_of_travelers: 3, travel_window: `August ${year}` });
    expect(preferencesFromBasics({ ...last, travel_month: null }).travel_window).toBeNull();
  });
});
