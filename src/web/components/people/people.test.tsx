// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { agency } from '~/lib/agency';
import { AgentCards, initialsOf } from './agent-cards';
import { Reviews } from './reviews';

afterEach(cleanup);

describe('Reviews', () => {
  it("shows the agency's real reviews with their author, source, date and rating", () => {
    render(
      <Reviews
        headingId="reviews"
        reviews={[
          {
            quote: 'They found us a better policy after the hail.',
            author: 'Maria G.',
            source: 'Google',
            rating: 5,
            date: 'March 2025',
          },
          { quote: 'Quick answers.', author: 'Tom B.', source: 'Facebook' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'What Our Clients Say' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('“They found us a better policy after the hail.”');
    expect(items[0]!.textContent).toContain('Maria G., on Google, March 2025');
    expect(within(items[0]!).getByText('Rated 5 out of 5')).toBeVisible();
    expect(within(items[1]!).queryByText(/Rated/)).toBeNull();
  });

  it('shows nothing, no heading either, when the agency has supplied none', () => {
    const { container } = render(<Reviews headingId="reviews" reviews={[]} />);
    expect(container.innerHTML).toBe('');
    // The demo profile has none: no invented testimonials.
    expect(agency.reviews).toEqual([]);
  });
});

describe('AgentCards', () => {
  it("lists the profile's agents with their direct lines, initials standing in for a photo", () => {
    render(<AgentCards />);
    expect(agency.agents.length).toBeGreaterThan(0);
    for (const agent of agency.agents) {
      const card = screen.getByRole('heading', { level: 3, name: agent.name }).closest('li')!;
      expect(card.textContent).toContain(agent.role);
      expect(card.textContent).toContain(initialsOf(agent.name));
      if (agent.phone) {
        const link = within(card).getByRole('link', {
          name: `Direct line of ${agent.name}: ${agent.phone}`,
        });
        expect(link.getAttribute('href')).toBe(`tel:+1${agent.phone.replace(/\D/g, '')}`);
      }
    }
  });

  it('makes initials of a name', () => {
    expect(initialsOf('Dana Whitfield')).toBe('DW');
    expect(initialsOf('Priya  Raman Iyer')).toBe('PR');
  });
});
