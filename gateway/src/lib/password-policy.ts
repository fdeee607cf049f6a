/** What a new administrator password must be: checked when one is set, and at boot for ADMIN_PASSWORD. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** French reason why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Le mot de passe doit compter au plus ${PASSWORD_MAX_LENGTH} caractères.`;
  if (new Set(password).size < 4) return 'Le mot de passe est trop répétitif.';
  return null;
}
