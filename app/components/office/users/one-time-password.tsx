import { Form, useNavigation } from 'react-router'
import { ConfirmButton } from '#app/components/office/confirm-button.tsx'
import { CopyValue } from '#app/components/office/copy-value.tsx'
import { Grouped } from '#app/components/office/grouped.tsx'
import { useReplyFor } from '#app/components/office/list-screen.tsx'
import { messages } from '#app/lib/errors.ts'
import { around, PART } from '#app/lib/i18n/around.tsx'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import type { UserListReply } from './replies.ts'

/**
 * A new one-time password for the user (ADR 0140): for a user whose mail does not arrive, or an installation without
 * mail. Shown once with a copy button; the user must change it at the next sign-in, and their sessions end.
 */
export function OneTimePassword({ serial, userId, name }: { serial: number; userId: string; name: string }) {
  const t = useT('admin')
  const reply = useReplyFor<UserListReply>('issue-password')
  const busy = useNavigation().formData?.get('intent') === 'issue-password'
  const issued = reply?.ok && 'issued' in reply ? reply.issued : null
  const error = reply && !reply.ok ? reply.error : null
  return (
    <section aria-labelledby="otp-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="otp-heading" className="text-lg font-bold text-navy">
        {t('users.otp.heading')}
      </h2>
      {issued ? (
        <div className="mt-3 grid gap-2">
          <p>{around(t('users.otp.issued', { id: PART }), <strong>{issued.userId}</strong>)}</p>
          <div className="flex flex-wrap items-center gap-3">
            <code className="rounded bg-slate-100 px-3 py-2 font-mono text-lg" data-testid="one-time-password">
              <Grouped value={issued.password} />
            </code>
            <CopyValue value={issued.password} label={t('users.otp.copyLabel')} />
          </div>
          <p className="text-sm text-slate-700">
            <SpecMessage text={messages.USER_PASSWORD_ISSUED} />
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-3 grid gap-3">
          <p className="text-sm text-slate-700">{t('users.otp.intro', { id: userId })}</p>
          <input type="hidden" name="intent" value="issue-password" />
          <input type="hidden" name="userSrno" value={serial} />
          {error && (
            <p role="alert" className="text-sm font-semibold text-red-800">
              <SpecMessage text={error} />
            </p>
          )}
          <div>
            {/* Their password and every session end at once: asked first, naming whose (trial fault 8). */}
            <ConfirmButton
              variant="secondary"
              disabled={busy}
              className="min-h-11"
              confirm={() => ({
                title: t('users.otp.confirmTitle', { name, id: userId }),
                body: t('users.otp.confirmBody', { name, id: userId }),
                action: t('users.otp.confirmAction'),
              })}
            >
              {t('users.otp.issue')}
            </ConfirmButton>
          </div>
        </Form>
      )}
    </section>
  )
}
