import { describe, expect, it } from 'vitest';
import { detailItems, labelOf } from './details';

describe('labelOf', () => {
  it('turns camelCase keys into words', () => {
    expect(labelOf('effectiveDate')).toBe('Effective date');
    expect(labelOf('licenseNumber')).toBe('License number');
    expect(labelOf('dateOfBirth')).toBe('Date of birth');
    expect(labelOf('vin')).toBe('VIN');
    expect(labelOf('zip')).toBe('ZIP code');
    expect(labelOf('certificateHolderName')).toBe('Certificate holder name');
  });
});

describe('detailItems', () => {
  it('names the driver to remove and gives the reason from its list', () => {
    const items = detailItems(
      {
        effectiveDate: '2026-04-01',
        reason: 'moved-out',
        driverId: 9,
        driver: { firstName: 'Sam', lastName: 'Prairie' },
      },
      'driver-remove',
    );
    expect(items.map(({ label, value }) => [label, value])).toEqual([
      ['Driver to remove', 'Sam Prairie'],
      ['Reason', 'Moved out of the household'],
      ['Effective date', 'Apr 1, 2026'],
    ]);
  });

  it("keeps a cancellation's reason in the client's words", () => {
    const items = detailItems({ reason: 'other', effectiveDate: '2026-04-01' }, 'cancel');
    expect(items[0]).toEqual({ key: 'reason', label: 'Reason', value: 'other' });
  });

  it('shows an unknown nested object as fields of its own, ticks as Yes or No, blanks as not given', () => {
    const items = detailItems(
      {
        holder: { name: 'City of Wichita', additionalInsured: false, street: '' },
        waiverOfSubrogation: true,
        jobs: ['Roof', 'Gutters'],
      },
      'certificate',
    );
    expect(items).toEqual([
      {
        key: 'holder',
        label: 'Holder',
        value: [
          // Address fields come in their usual place, before the fields the list does not know.
          { key: 'street', label: 'Street', value: 'Not given' },
          { key: 'name', label: 'Name', value: 'City of Wichita' },
          { key: 'additionalInsured', label: 'Additional insured', value: 'No' },
        ],
      },
      { key: 'waiverOfSubrogation', label: 'Waiver of subrogation', value: 'Yes' },
      { key: 'jobs', label: 'Jobs', value: 'Roof, Gutters' },
    ]);
  });

  it('keeps the record id of a vehicle when the vehicle itself is not given', () => {
    const items = detailItems({ vehicleId: 4, action: 'add' }, 'lienholder');
    expect(items.map(({ label, value }) => [label, value])).toEqual([
      ['Action', 'Add'],
      ['Vehicle id', '4'],
    ]);
  });
});
