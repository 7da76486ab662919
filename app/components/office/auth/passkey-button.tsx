import { useState } from 'react'
import { Alert, Button } from '#app/components/office/controls.tsx'
import { passkeyError, passkeySignIn } from '#app/components/office/passkey-client.ts'
import { useT } from '#app/lib/i18n/react.ts'

/**
 * Asking the browser for one of the user's passkeys (D56), for the sign-in page (`signin`) or the second step
 * (`step`): whether it is asking now, and why the last try failed. The sign-in page also sets the error from the
 * passkeys it offers in the User Id field.
 */
export function usePasskeyPrompt(mode: 'signin' | 'step') {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function ask() {
    setBusy(true)
    setError(null)
    const e = await passkeySignIn(mode)
    setBusy(false)
    if (e) setError(e)
  }
  return { error, setError, busy, ask }
}

/** The button that asks for a passkey, off while the browser asks, with the reason above it when that failed. */
export function PasskeyButton({
  prompt,
  label,
  variant,
}: {
  prompt: ReturnType<typeof usePasskeyPrompt>
  label: string
  variant?: 'secondary'
}) {
  const t = useT('office')
  return (
    <>
      {prompt.error && <Alert tone="error">{passkeyError(prompt.error, t)}</Alert>}
      <Button variant={variant} className="min-h-11" disabled={prompt.busy} onClick={prompt.ask}>
        {label}
      </Button>
    </>
  )
}
