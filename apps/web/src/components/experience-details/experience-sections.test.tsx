import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExperienceDetail } from '@safari/contract';
import { ExperienceSections } from './experience-sections';

afterEach(cleanup);

const base: ExperienceDetail = {
  id: 1, experience_name: 'X', experience_type: null, description: 'About', price: null, duration_days: null, location: null, destination_name: null,
  country: null, is_tour: false, agent_id: 1, agency_name: null, agent_name: null, primary_image: null, images: [], activities: [], destinations: [],
  food_beverages: [], experience_images: [], travel_agent: null, itinerary: [], included: [], excluded: [], group_style: null, group_max_size: null,
  best_months: [], status: 'published', created_at: '', updated_at: '',
};

describe('experience page sections', () => {
  it('shows no trip-plan section when the agent has not written one', () => {
    render(<ExperienceSections experience={base} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Overview', 'Activities', 'Food & Beverages']);
  });

  it('shows the itinerary day by day, what is included and not, the group and the season', () => {
    render(
      <ExperienceSections
        experience={{
          ...base,
          itinerary: [
            { day: 1, place: 'Arusha', description: 'Arrive', lodging: 'Mount Meru Hotel' },
            { day: 2, place: 'Tarangire', description: 'Elephants', lodging: null },
          ],
          included: ['Park fees'],
          excluded: [],
          group_style: 'small_group',
          group_max_size: 6,
          best_months: ['June', 'July'],
        }}
      />,
    );
    const days = within(screen.getByRole('region', { name: 'Itinerary' })).getAllByRole('listitem');
    expect(days.map((d) => d.querySelector('h3')!.textContent)).toEqual(['Day 1 · Arusha', 'Day 2 · Tarangire']);
    expect(days[0]!.textContent).toContain('Overnight: Mount Meru Hotel');
    expect(days[1]!.textContent).not.toContain('Overnight');
    const inclusions = screen.getByRole('region', { name: "What's included" });
    expect(within(inclusions).getByText('Park fees')).toBeTruthy();
    expect(within(inclusions).queryByText('Not included')).toBeNull();
    const group = screen.getByRole('region', { name: 'Group & season' });
    expect(group.textContent).toContain('Small group, up to 6 travellers');
    expect(group.textContent).toContain('June, July');
  });

  it('says a private trip is private and a full year is all year round', () => {
    render(<ExperienceSections experience={{ ...base, group_style: 'private', group_max_size: 4, best_months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] }} />);
    const group = screen.getByRole('region', { name: 'Group & season' });
    expect(group.textContent).toContain('Private trip: just your party');
    expect(group.textContent).toContain('All year round');
  });
});
