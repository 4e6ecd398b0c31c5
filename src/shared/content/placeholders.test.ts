import { describe, expect, it } from 'vitest';
import agency from '#content/agency';
import { resolveAgencyProfile } from '../agency';
import { fillPlaceholders, fillPlaceholdersIn } from './placeholders';

const profile = resolveAgencyProfile(agency, {
  AGENCY_NAME: 'Prairie "Best" Agency',
  AGENCY_PHONE: '(316) 555-0100',
  AGENCY_LICENSE_NUMBER: 'KS-8812345',
});

describe('fillPlaceholders', () => {
  it("fills every placeholder with the profile's value and leaves unknown words alone", () => {
    expect(
      fillPlaceholders(
        '{agency} ({legalName}) in {state}{licenseNumberClause}: call {phone} or write {email}. {other} {constructor}',
        profile,
      ),
    ).toBe(
      `Prairie "Best" Agency (${profile.legalName}) in ${profile.licenseState}, licence number KS-8812345: call (316) 555-0100 or write ${profile.email}. {other} {constructor}`,
    );
  });

  it('says nothing of a licence number while the profile has none', () => {
    const unlicensed = resolveAgencyProfile(agency, {});
    expect(unlicensed.licenseNumber).toBeUndefined();
    expect(fillPlaceholders('Licensed in {state}{licenseNumberClause}.', unlicensed)).toBe(
      `Licensed in ${unlicensed.licenseState}.`,
    );
  });

  it('fills every text of a page, at any depth, and keeps numbers and flags', () => {
    const page = {
      title: 'Auto Insurance from {agency}',
      cards: [{ text: 'Call {phone}', count: 3, open: true }],
      note: null,
    };
    expect(fillPlaceholdersIn(page, profile)).toEqual({
      title: 'Auto Insurance from Prairie "Best" Agency',
      cards: [{ text: 'Call (316) 555-0100', count: 3, open: true }],
      note: null,
    });
    expect(page.title).toBe('Auto Insurance from {agency}');
  });
});
