/**
 * The password policy (spec section 5, D14): 8 to 20 characters, at least one upper-case letter, one lower-case
 * letter and one digit. Shared by the browser and the server.
 */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20

export const passwordRules = [
  'Between 8 and 20 characters long.',
  'At least one capital letter (A-Z).',
  'At least one small letter (a-z).',
  'At least one number (0-9).',
  'No space at the start or end.',
] as const

/** Returns null when the password meets the policy, otherwise the first rule it breaks. */
export function checkPasswordPolicy(password: string): string | null {
  if (password.trim() === '') return 'it must not be blank'
  if (password.trim() !== password) return 'it must not begin or end with a space'
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'it must be 8 to 20 characters long'
  if (!/[A-Z]/.test(password)) return 'it needs at least one capital letter'
  if (!/[a-z]/.test(password)) return 'it needs at least one small letter'
  if (!/[0-9]/.test(password)) return 'it needs at least one number'
  return null
}
