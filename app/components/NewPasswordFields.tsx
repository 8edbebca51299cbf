// The new password and its repetition, as the reset page and the verified page (a first password) ask for them.
import { getInputProps } from '@conform-to/react';
import { Field } from '#app/components/ui/Field.tsx';
import { resetPassword } from '#app/texts/index.ts';

/** A conform field, whatever the form's schema says its value is. */
type PasswordField = Parameters<typeof getInputProps>[0] & { errors?: string[] };

export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: PasswordField;
  confirmation: PasswordField;
}) {
  return (
    <>
      <Field
        label={resetPassword.password}
        errors={password.errors}
        inputProps={{ ...getInputProps(password, { type: 'password' }), autoComplete: 'new-password' }}
      />
      <Field
        label={resetPassword.confirmation}
        errors={confirmation.errors}
        inputProps={{ ...getInputProps(confirmation, { type: 'password' }), autoComplete: 'new-password' }}
      />
    </>
  );
}
