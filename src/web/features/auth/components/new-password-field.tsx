import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '~/components/ui/form-field';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/auth';
import { PasswordInput } from './password-input';

/** A new password: its length rule said up front, and `new-password` for password managers. */
export function NewPasswordField<T extends FieldValues>({
  register,
  name,
  label = 'Password',
  toggleLabel,
  error,
}: {
  register: UseFormRegister<T>;
  name: Path<T>;
  label?: string;
  toggleLabel?: string;
  error?: string;
}) {
  return (
    <FormField
      label={label}
      required
      hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
      error={error}
    >
      {(control) => (
        // Registered here, in the order of the page, so a failed submit focuses the first error.
        <PasswordInput
          {...control}
          autoComplete="new-password"
          toggleLabel={toggleLabel}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
