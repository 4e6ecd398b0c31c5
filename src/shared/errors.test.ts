import { describe, expect, it } from 'vitest';
import { readErrorBody } from './errors';

describe('readErrorBody', () => {
  it('reads the message and the field messages of an error answer', () => {
    const body = {
      message: 'Please enter a valid email address',
      errors: [{ path: 'email', message: 'Please enter a valid email address' }],
    };
    expect(readErrorBody(JSON.stringify(body))).toEqual(body);
  });

  it('keeps the well-formed field messages and drops the rest', () => {
    const text = JSON.stringify({
      message: 'Invalid request',
      errors: [
        { path: 'email', message: 'Required', code: 'too_small' },
        { path: 3 },
        null,
        'zip',
        [{ path: 'zip', message: 'Required' }],
      ],
    });
    expect(readErrorBody(text)).toEqual({
      message: 'Invalid request',
      errors: [{ path: 'email', message: 'Required' }],
    });
  });

  it('gives neither message nor fields for a page that is not the API speaking', () => {
    expect(readErrorBody('<html>502 Bad Gateway</html>')).toEqual({ errors: [] });
    expect(readErrorBody('')).toEqual({ errors: [] });
    expect(readErrorBody('{"message":""}')).toEqual({ errors: [] });
    expect(readErrorBody('{"message":42,"errors":"email"}')).toEqual({ errors: [] });
    expect(readErrorBody('null')).toEqual({ errors: [] });
    expect(readErrorBody('[{"message":"Not found"}]')).toEqual({ errors: [] });
  });
});
