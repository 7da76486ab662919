import { type Field, TextField } from '#app/components/ui/form-kit.tsx'

/**
 * The field of a second factor's code (D56), at most the 30 characters `codeSchema` takes: the sign-in's second
 * step and the Sign-in methods screen's confirmation of an authenticator app. Digits only (a numeric keypad) unless
 * a recovery code is also accepted, which is typed as it is written: no capitals, no spell check.
 */
export function CodeField({
  field,
  label,
  hint,
  recovery = false,
}: {
  field: Field
  label: string
  hint?: string
  recovery?: boolean
}) {
  return (
    <TextField
      field={field}
      label={label}
      hint={hint}
      autoComplete="one-time-code"
      {...(recovery ? { autoCapitalize: 'none', spellCheck: false } : { inputMode: 'numeric' })}
      required
      maxLength={30}
    />
  )
}
