import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useId, useState } from 'react'
import { useLocation } from 'react-router'
import { FormNotice } from '#app/components/site/form-notice.tsx'
import { Honeypot, TextField } from '#app/components/ui/form-kit.tsx'
import { callbackSchema, HONEYPOT_FIELD, limits } from '#app/domain/enquiries/schemas.ts'
import { messageFor } from '#app/lib/errors.ts'
import { useSite } from '#app/lib/site.ts'

/** The reply of POST /api/callback (spec section 7): `err` empty on success; `msg` is shown either way. */
interface Reply {
  err?: unknown
  msg?: unknown
}

/**
 * The blog's Request a Callback box (spec sections 2, 3, 5 and 7): name and phone, sent as JSON with e-mail and
 * message empty. The reply's msg is shown to the visitor, success or not. Before JavaScript loads it is a plain POST
 * that lands on the thank-you page.
 */
export function CallbackForm({ className = '' }: { className?: string }) {
  const id = useId()
  const site = useSite()
  const { pathname } = useLocation()
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)

  const [form, fields] = useForm({
    id: `callback-${id}`,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: callbackSchema }),
    onSubmit(event, { formData }) {
      event.preventDefault()
      const form = event.currentTarget
      const payload = {
        name: String(formData.get('name') ?? ''),
        phone: String(formData.get('phone') ?? ''),
        email: '',
        message: '',
        source: pathname,
        [HONEYPOT_FIELD]: String(formData.get(HONEYPOT_FIELD) ?? ''),
      }
      setPending(true)
      setResult(null)
      void send(payload).then((outcome) => {
        if (outcome.ok) form.reset()
        setResult(outcome)
        setPending(false)
      })
    },
  })

  async function send(payload: Record<string, string>): Promise<{ ok: boolean; text: string }> {
    const failed = { ok: false, text: messageFor('SORRY_TEXT', { email: site.infoEmail }) }
    try {
      const response = await fetch('/api/callback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
      })
      const reply = (await response.json()) as Reply
      const text = typeof reply.msg === 'string' && reply.msg ? reply.msg : failed.text
      return { ok: reply.err === '' && response.ok, text }
    } catch {
      return failed
    }
  }

  return (
    <form
      method="post"
      action="/api/callback"
      {...getFormProps(form)}
      aria-busy={pending}
      aria-label="Request a Callback"
      className={`grid gap-4 ${className}`}
    >
      <input type="hidden" name="source" value={pathname} />
      <Honeypot name={HONEYPOT_FIELD} />
      <TextField field={fields.name} label="Name" required maxLength={limits.callback.name} autoComplete="name" />
      <TextField
        field={fields.phone}
        label="Phone"
        type="tel"
        required
        maxLength={limits.callback.phone}
        autoComplete="tel-national"
        inputMode="numeric"
        pattern="[0-9]{10}"
        title="10 digit mobile number"
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? 'Sending...' : 'Request a Callback'}
      </button>
      <p
        role="status"
        className={result ? `text-sm font-medium ${result.ok ? 'text-green-800' : 'text-red-700'}` : 'sr-only'}
        data-testid="callback-result"
      >
        {result?.text ?? ''}
      </p>
      <FormNotice />
    </form>
  )
}
