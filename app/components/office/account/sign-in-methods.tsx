import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { CodeField } from '#app/components/office/auth/code-field.tsx'
import { Alert } from '#app/components/office/controls.tsx'
import { CopyValue } from '#app/components/office/copy-value.tsx'
import { Grouped } from '#app/components/office/grouped.tsx'
import { browserSupportsWebAuthn, passkeyError, registerPasskey } from '#app/components/office/passkey-client.ts'
import { IntentButton, IntentForm, SubmitButton, useActionForm } from '#app/components/ui/intent-form.tsx'
import { codeSchema } from '#app/domain/auth/second-factor/schemas.ts'
import { useT } from '#app/lib/i18n/react.ts'

/** The parts of the Sign-in methods screen (D56): new recovery codes, adding a passkey, confirming an authenticator app. */

/** Recovery codes just made: shown once, ten to a grid. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT('office')
  return (
    <section aria-labelledby="codes-heading" className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4">
      <h2 id="codes-heading" className="font-semibold text-navy">
        {t('security.codesTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-800">{t('security.codesHelp')}</p>
      <ul data-testid="recovery-codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </section>
  )
}

/** Adding a passkey of this device: named, then the browser's own dialog; the first one also makes recovery codes. */
export function AddPasskey({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const t = useT('office')
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)
  const { revalidate } = useRevalidator()
  const [supported, setSupported] = useState<boolean | null>(null)
  useEffect(() => setSupported(browserSupportsWebAuthn()), [])
  if (supported === false) return <p className="text-sm text-slate-700">{t('security.noPasskeys')}</p>
  return (
    <form
      className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={async (event) => {
        event.preventDefault()
        setBusy(true)
        setError(null)
        setDone(false)
        const result = await registerPasskey(name.trim())
        setBusy(false)
        if (!result.ok) {
          if (result.error) setError(result.error)
          return
        }
        setName('')
        setDone(true)
        if (result.recoveryCodes) onCodes(result.recoveryCodes)
        await revalidate()
      }}
    >
      <label className="block text-sm font-medium text-slate-800">
        {t('security.passkeyName')}
        <input
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-500 px-3 py-2 text-base"
          value={name}
          maxLength={60}
          placeholder={t('security.passkeyPlaceholder')}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <SubmitButton
        busy={busy}
        label={t('security.addPasskey')}
        busyLabel={t('security.waiting')}
        disabled={busy || !supported}
        className="min-h-11"
      />
      {error && (
        <div className="sm:col-span-2">
          <Alert tone="error">{passkeyError(error, t)}</Alert>
        </div>
      )}
      {done && (
        <div className="sm:col-span-2">
          <Alert tone="success">{t('security.passkeyAdded')}</Alert>
        </div>
      )}
    </form>
  )
}

/** An authenticator app being set up: its QR code and key, and the code that confirms it. */
export function ConfirmTotp({ pending }: { pending: { secret: string; qrSvg: string } }) {
  const t = useT('office')
  const { form, fields, busy } = useActionForm(codeSchema, { id: 'totp-confirm' })
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-[12rem_1fr]">
      <div
        className="h-48 w-48 rounded border border-slate-300 bg-white p-1"
        role="img"
        aria-label={t('security.qr')}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made on the server by the qrcode package from the secret.
        dangerouslySetInnerHTML={{ __html: pending.qrSvg }}
      />
      <div className="grid content-start gap-3 text-sm text-slate-800">
        <p>{t('security.scan')}</p>
        {/* In groups of four to read and type (issue 28); set apart by space around them, so it copies whole. */}
        <p className="font-mono text-base" data-testid="totp-secret">
          <Grouped value={pending.secret} />
        </p>
        <p>{t('security.keyGroups')}</p>
        <CopyValue value={pending.secret} label={t('security.copyKey')} />
        <IntentForm form={form} intent="totp-confirm" className="grid gap-3">
          <CodeField field={fields.code} label={t('security.code')} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={busy} label={t('security.confirm')} className="min-h-11" />
          </div>
        </IntentForm>
        <IntentButton intent="totp-remove" variant="link" className="min-h-11">
          {t('security.cancelSetUp')}
        </IntentButton>
      </div>
    </div>
  )
}
