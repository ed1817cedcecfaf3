import { TextField } from "~/components/forms/field";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/accounts/rules";

/**
 * The field where a person chooses a password (signing up, resetting it, changing it): the browser offers
 * to generate and save one, and checks the same bounds as the server.
 */
export function NewPasswordField({
  label,
  hint,
  error,
  name = "password",
}: {
  label: string;
  hint: string;
  error?: string;
  name?: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      hint={hint}
      error={error}
    />
  );
}
