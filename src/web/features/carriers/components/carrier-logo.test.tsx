// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CarrierLogo, carrierInitials } from './carrier-logo';

afterEach(cleanup);

describe('CarrierLogo', () => {
  it('draws a monogram named after the carrier when no logo file is supplied', () => {
    render(<CarrierLogo carrier={{ name: 'Auto-Owners Insurance' }} size={48} />);
    const tile = screen.getByRole('img', { name: 'Auto-Owners Insurance' });
    expect(tile.tagName.toLowerCase()).toBe('svg');
    expect(tile.getAttribute('width')).toBe('48');
    expect(tile.getAttribute('height')).toBe('48');
    expect(tile.textContent).toBe('AO');
  });

  it('uses the agency-supplied file when `logo` is set', () => {
    render(<CarrierLogo carrier={{ name: 'Travelers', logo: '/carriers/travelers.svg' }} />);
    const image = screen.getByRole('img', { name: 'Travelers' });
    expect(image.getAttribute('src')).toBe('/carriers/travelers.svg');
    expect(image.getAttribute('width')).toBe('64');
  });

  it('skips filler words when picking initials', () => {
    expect(carrierInitials('The Hanover Insurance Group')).toBe('H');
    expect(carrierInitials('National Flood Insurance Program (NFIP)')).toBe('NF');
    expect(carrierInitials('EMPLOYERS')).toBe('E');
  });
});
