// Authorization matrix entries of this module's routes (src/server/authorization.test.ts).
import {
  bogusToken,
  everyone,
  fresh,
  signedIn,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';

const newPassword = 'matrix passphrase 1';

export const matrix: MatrixEntries = {
  'POST /api/auth/login': {
    call: () => ({
      url: '/api/auth/login',
      payload: { email: fresh('nobody'), password: 'not a password of anyone' },
    }),
    expect: everyone(401),
  },
  'GET /api/auth/user': { call: () => ({ url: '/api/auth/user' }), expect: signedIn(200) },
  'GET /api/login': {
    call: () => ({ url: '/api/login?returnTo=/client-portal' }),
    expect: everyone(302),
  },
  'GET /api/auth/oidc/callback': {
    call: () => ({ url: '/api/auth/oidc/callback?code=abc&state=def' }),
    expect: everyone(302),
  },
  'GET /api/logout': { call: () => ({ url: '/api/logout' }), expect: everyone(302) },
  'POST /api/auth/code': {
    call: () => ({ url: '/api/auth/code', payload: { email: fresh('code') } }),
    expect: everyone(202),
  },
  'POST /api/auth/code/verify': {
    call: () => ({
      url: '/api/auth/code/verify',
      payload: { email: fresh('code'), code: '123456' },
    }),
    expect: everyone(401),
  },
  'POST /api/auth/register': {
    call: () => ({
      url: '/api/auth/register',
      payload: { firstName: 'M', lastName: 'X', email: fresh('reg'), password: newPassword },
    }),
    expect: everyone(202),
  },
  'POST /api/auth/verify-email': {
    call: () => ({
      url: '/api/auth/verify-email',
      payload: { token: bogusToken, password: 'any password at all' },
    }),
    expect: everyone(400),
  },
  'POST /api/auth/invitation': {
    call: () => ({ url: '/api/auth/invitation', payload: { token: bogusToken } }),
    expect: everyone(400),
  },
  'POST /api/auth/accept-invite': {
    call: () => ({
      url: '/api/auth/accept-invite',
      payload: { token: bogusToken, firstName: 'M', lastName: 'X', password: newPassword },
    }),
    expect: everyone(400),
  },
  'POST /api/auth/password-reset': {
    call: () => ({ url: '/api/auth/password-reset', payload: { email: fresh('reset') } }),
    expect: everyone(202),
  },
  'POST /api/auth/password-reset/confirm': {
    call: () => ({
      url: '/api/auth/password-reset/confirm',
      payload: { token: bogusToken, password: newPassword },
    }),
    expect: everyone(400),
  },
  // Passes the guard, then fails on the wrong current password: nobody's password changes.
  'POST /api/auth/password': {
    call: () => ({
      url: '/api/auth/password',
      payload: { currentPassword: 'not the current one', newPassword },
    }),
    expect: signedIn(400),
  },
};
