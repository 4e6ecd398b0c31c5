import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '~/components/ui/form-field';
import { fieldError } from '~/components/ui/text-field';
import { PASSWORD_MIN_LENGTH } from '#shared/auth';
import { PasswordInput } from './password-input';

interface PasswordFieldProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label?: string;
  toggleLabel?: string;
}

/** A new password: its length rule said up front, and `new-password` for password managers. */
export function NewPasswordField<T extends FieldValues>({
  optional,
  ...props
}: PasswordFieldProps<T> & {
  /** A password that may be left blank: the hint that says what happens then. */
  optional?: string;
}) {
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      required={!optional}
      hint={optional ?? `At least ${PASSWORD_MIN_LENGTH} characters`}
    />
  );
}

/** A password the person already has: `current-password`, so a password manager fills it. */
export function CurrentPasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  return <PasswordField {...props} autoComplete="current-password" />;
}

function PasswordField<T extends FieldValues>({
  form,
  name,
  label = 'Password',
  toggleLabel,
  autoComplete,
  hint,
  required = true,
}: PasswordFieldProps<T> & {
  autoComplete: 'new-password' | 'current-password';
  hint?: string;
  required?: boolean;
}) {
  return (
    <FormField label={label} required={required} hint={hint} error={fieldError(form, name)}>
      {(control) => (
        // Registered here, in the order of the page, so a failed submit focuses the first error.
        <PasswordInput
          {...control}
          autoComplete={autoComplete}
          toggleLabel={toggleLabel}
          {...form.register(name)}
        />
      )}
    </FormField>
  );
}
