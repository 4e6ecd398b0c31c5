import { readFileSync } from 'node:fs';
import { authMessages } from '#shared/auth';
import { commonPasswordsPath } from '../../paths';
import { HttpError } from '../../plugins/errors';

let common: Set<string> | undefined;

/** The shipped list, read once, lower-cased (so `Password1` counts as `password1`). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(commonPasswordsPath, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.trim().toLowerCase()),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/**
 * The server's half of the password rules: length is checked by the shared schema, the list of
 * common passwords only here (too large for the browser). Answers 400 with the field's message.
 */
export function assertAcceptablePassword(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw new HttpError(400, authMessages.passwordTooCommon, [
      { path: field, message: authMessages.passwordTooCommon },
    ]);
  }
}
