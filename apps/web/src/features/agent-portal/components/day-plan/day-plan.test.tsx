/**
 * The day-by-day plan around both editors' days (the experience editor's itinerary, the proposal builder's days), in
 * real react-hook-form forms: numbering by position, moving a day with its inputs, removing, the day limit, and a
 * proposal that can no longer be edited.
 */
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItineraryDays } from '../proposal-builder/itinerary-days';
import { DayPlan } from './day-plan';
import { ItinerarySection } from '../experience-editor/itinerary-section';
import { blankForm, emptyDay, type ProposalFormValues } from '../../proposals/proposal-form';
import type { EditorValues } from '../../experience-form/editor-form';

function InForm<T extends Record<string, unknown>>({ values, children }: { values: T; children: ReactNode }) {
  const form = useForm<T>({ defaultValues: values as never });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const proposal = (places: string[]): ProposalFormValues => ({ ...blankForm(), itinerary: places.map((place) => ({ ...emptyDay(), place })) });
/** Disabled itself or by its fieldset, as the browser reads it. */
const isDisabled = (el: Element) => el.matches(':disabled');
const value = (label: string) => (screen.getByLabelText(label, { exact: false }) as HTMLInputElement).value;

afterEach(cleanup);

describe('DayPlan', () => {
  it('moves a day with its inputs and renumbers the days', () => {
    render(
      <InForm values={proposal(['Arusha', 'Tarangire', 'Ngorongoro'])}>
        <ItineraryDays errorId="problems" disabled={false} />
      </InForm>,
    );
    expect(isDisabled(screen.getByRole('button', { name: 'Move day 1 up' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Move day 3 down' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move day 3 up' }));
    expect([value('Day 1 place'), value('Day 2 place'), value('Day 3 place')]).toEqual(['Arusha', 'Ngorongoro', 'Tarangire']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove day 1' }));
    expect(screen.getAllByTestId('proposal-day')).toHaveLength(2);
    expect([value('Day 1 place'), value('Day 2 place')]).toEqual(['Ngorongoro', 'Tarangire']);
  });

  it('adds days up to the limit', () => {
    function Days() {
      const [days, setDays] = useState([{ id: 'a' }]);
      return (
        <DayPlan days={days} onMove={() => undefined} onRemove={(i) => setDays(days.filter((_, j) => j !== i))} onAdd={() => setDays([...days, { id: String(days.length) }])} maxDays={3}>
          {(i) => <span>fields of day {i + 1}</span>}
        </DayPlan>
      );
    }
    render(<Days />);
    const add = screen.getByRole('button', { name: '+ Add day' });
    fireEvent.click(add);
    expect(isDisabled(add)).toBe(false);
    fireEvent.click(add);
    expect(screen.getByText('fields of day 3')).toBeTruthy();
    expect(isDisabled(add)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove day 2' }));
    expect(isDisabled(add)).toBe(false);
  });

  it('disables every field and button of a proposal that can no longer be edited', () => {
    render(
      <InForm values={proposal(['Arusha', 'Tarangire'])}>
        <ItineraryDays errorId="problems" disabled />
      </InForm>,
    );
    expect(isDisabled(screen.getByLabelText('Day 1 place', { exact: false }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Move day 1 down' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Remove day 2' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: '+ Add day' }))).toBe(true);
  });

  it("holds the experience editor's days the same way, from none", () => {
    render(
      <InForm values={{ itinerary: [] } as unknown as EditorValues}>
        <ItinerarySection errorId="problems" />
      </InForm>,
    );
    expect(screen.getByText('No days yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+ Add day' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Add day' }));
    fireEvent.change(screen.getByLabelText('Day 1 place', { exact: false }), { target: { value: 'Kirindy Forest' } });
    fireEvent.change(screen.getByLabelText('Day 2 place', { exact: false }), { target: { value: 'Avenue of the Baobabs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move day 2 up' }));
    expect([value('Day 1 place'), value('Day 2 place')]).toEqual(['Avenue of the Baobabs', 'Kirindy Forest']);
    expect(screen.queryByText('No days yet.')).toBeNull();
  });
});
