import { describe, expect, it } from 'vitest';
import { vinCheckDigit, vinMessages, vinProblem } from './vin';

describe('VIN', () => {
  it('accepts VINs whose check digit matches, in any case and with dashes', () => {
    // A textbook example whose check digit is X, and a 2011 Honda's.
    expect(vinProblem('1M8GDM9AXKP042788')).toBeNull();
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinProblem('5fnrl5h61bb-087058')).toBeNull();
  });

  it('refuses a wrong check digit, and a VIN of the wrong shape', () => {
    expect(vinProblem('1M8GDM9A1KP042788')).toBe(vinMessages.checkDigit);
    expect(vinProblem('1M8GDM9AXKP04278')).toBe(vinMessages.shape);
    expect(vinProblem('IM8GDM9AXKP042788')).toBe(vinMessages.shape);
  });
});
