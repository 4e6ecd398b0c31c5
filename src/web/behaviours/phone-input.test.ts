// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { formatUsPhone, installPhoneInput } from './phone-input';

describe('formatUsPhone', () => {
  it.each([
    ['9', '(9'],
    ['913', '(913'],
    ['9135', '(913) 5'],
    ['913555', '(913) 555'],
    ['9135550', '(913) 555-0'],
    ['9135550142', '(913) 555-0142'],
    ['913-555-0142', '(913) 555-0142'],
    ['1 913 555 0142', '(913) 555-0142'],
    ['(913) 555-0142', '(913) 555-0142'],
  ])('shapes %j as %j', (typed, shaped) => {
    expect(formatUsPhone(typed)).toBe(shaped);
  });

  it.each(['+44 20 7946 0958', '913 555 0142 ext 12', '91355501420', ''])(
    'leaves %j as typed',
    (typed) => {
      expect(formatUsPhone(typed)).toBe(typed);
    },
  );
});

describe('installPhoneInput', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shapes the number before the form hears the input, and leaves a deletion alone', () => {
    document.body.innerHTML = '<input type="tel" /><input type="text" />';
    installPhoneInput(document);
    const [phone, text] = [...document.querySelectorAll('input')] as HTMLInputElement[];
    const heard: string[] = [];
    phone!.addEventListener('input', () => heard.push(phone!.value));

    const type = (input: HTMLInputElement, value: string, inputType: string) => {
      input.value = value;
      input.setSelectionRange(value.length, value.length);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType }));
    };
    type(phone!, '9135550142', 'insertFromPaste');
    expect(phone!.value).toBe('(913) 555-0142');
    expect(heard).toEqual(['(913) 555-0142']);

    type(phone!, '(913) 555', 'deleteContentBackward');
    expect(phone!.value).toBe('(913) 555');

    type(text!, '9135550142', 'insertText');
    expect(text!.value).toBe('9135550142');
  });
});
