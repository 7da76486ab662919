import { Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { BackLink } from '#app/components/office/back-link.tsx'
import { ConfirmButton } from '#app/components/office/confirm-button.tsx'
import { Alert, Button, LinkButton } from '#app/components/office/controls.tsx'
import { label, ProductsChoice, shown } from '#app/components/office/crm/merge/merge-parts.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { Labelled } from '#app/components/ui/labelled.tsx'
import { mergeLeads, sameMobileLeads } from '#app/domain/leads/merge.server.ts'
import { mergeFields, mergeSchema } from '#app/domain/leads/merge-schemas.ts'
import { mergeSide } from '#app/domain/leads/merge-side.server.ts'
import { leadEditAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { AppError } from '#app/lib/errors.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { serial } from '#app/lib/schema-kit.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { readRecord } from '#app/route-frame/authorize.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/lead-merge'

/**
 * "Merge with..." (D62), for a CRM edit holder who may see both leads: the page's lead is kept; the other is chosen
 * by its number (the leads with the same mobile are offered, D38), then each field's value is chosen side by side,
 * and the merge moves everything of the other lead to this one in one transaction (merge.server.ts).
 */
const access = leadEditAccess({ merge: mergeSchema })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm', 'meta.mergeLeads')

export const loader = officeLoader(access, async (staff, args) => {
  const { db } = staff.ctx
  const kept = await readRecord('lead', () => mergeSide(db, staff.actor, staff.params.leadId))
  const wanted = serial().safeParse(new URL(args.request.url).searchParams.get('with'))
  let other: Awaited<ReturnType<typeof mergeSide>> | null = null
  let otherError: string | null = null
  if (wanted.success) {
    try {
      if (wanted.data === kept.srno) throw new AppError('MERGE_SAME_LEAD')
      other = await mergeSide(db, staff.actor, wanted.data)
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      otherError = error.userMessage
    }
  }
  return { kept, other, otherError, suggestions: await sameMobileLeads(db, staff.actor, kept) }
})

export const action = officeAction(access, {
  merge: async (input, { staff, actor }) => {
    const { kept } = await mergeLeads(staff.ctx.db, actor, input)
    return redirect(`/crm/leads/${kept}?merged=${input.other}`, 303)
  },
})

export default function MergeLeads({ loaderData }: Route.ComponentProps) {
  const { kept, other, otherError, suggestions } = loaderData
  const reply = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const t = useT('crm')
  const error = reply && 'error' in reply ? reply.error : otherError
  return (
    <OfficePage title={t('merge.title')}>
      <div className="grid max-w-4xl gap-5">
        <BackLink to={`/crm/leads/${kept.srno}`}>{t('lead.number', { id: kept.srno })}</BackLink>
        <p className="text-slate-700">{t('merge.intro')}</p>
        {error && (
          <Alert tone="error">
            <SpecMessage text={error} />
          </Alert>
        )}
        <Form method="get" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <Labelled
            htmlFor="merge-with"
            label={t('merge.other')}
            className="grid max-w-xs gap-1"
            labelClassName="font-semibold text-slate-800"
          >
            <input
              id="merge-with"
              name="with"
              inputMode="numeric"
              pattern="[0-9]*"
              required
              defaultValue={other ? String(other.srno) : ''}
              className="min-h-11 rounded-md border border-slate-400 px-3"
            />
          </Labelled>
          {suggestions.length > 0 && (
            <div className="text-sm">
              <p>{t('merge.sameMobile')}</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {suggestions.map((s) => (
                  <li key={s.srno}>
                    <Link
                      to={`?with=${s.srno}`}
                      className="inline-flex min-h-11 items-center rounded-md border border-amber-300 bg-amber-50 px-3 underline"
                    >
                      {t('leadForm.duplicateLead', { id: s.srno, name: s.businessName })}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <Button type="submit" variant="secondary" className="min-h-11">
              {t('merge.compare')}
            </Button>
          </div>
        </Form>

        {other && (
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="merge" />
            <input type="hidden" name="other" value={other.srno} />
            <div className="grid gap-3">
              {mergeFields.map((field) => {
                const mine = shown(t, kept, field)
                const theirs = shown(t, other, field)
                return (
                  <fieldset key={field} className="rounded-lg border border-slate-200 bg-white p-3">
                    <legend className="px-1 text-sm font-semibold text-slate-800">{label(t, field)}</legend>
                    <div className="grid gap-2 sm:grid-cols-2">
                      {(
                        [
                          ['kept', kept, mine],
                          ['other', other, theirs],
                        ] as const
                      ).map(([value, side, text]) => (
                        <label
                          key={value}
                          className="flex min-h-11 items-start gap-2 rounded-md border border-slate-200 p-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                        >
                          <input
                            type="radio"
                            name={`keep_${field}`}
                            value={value}
                            defaultChecked={
                              value === 'kept' ? mine !== '' || theirs === '' : mine === '' && theirs !== ''
                            }
                            className="mt-1 size-5"
                          />
                          <span className="min-w-0 break-words">
                            <span className="block text-xs text-slate-600">
                              {value === 'kept'
                                ? t('merge.kept', { id: side.srno })
                                : t('merge.removed', { id: side.srno })}
                            </span>
                            {text || t('merge.empty')}
                          </span>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                )
              })}
              <ProductsChoice kept={kept} other={other} />
            </div>
            <p className="text-sm text-slate-700">
              {t('merge.visitsMoved', { kept: kept.srno, n: kept.visitCount, other: other.srno, m: other.visitCount })}
            </p>
            <div className="flex flex-wrap gap-3">
              <ConfirmButton
                disabled={busy}
                className="min-h-11"
                confirm={() => ({
                  title: t('merge.confirmTitle', { other: other.srno, kept: kept.srno }),
                  body: t('merge.confirmBody', { other: other.srno, kept: kept.srno }),
                  action: t('merge.confirmAction'),
                })}
              >
                {busy ? t('merge.merging') : t('merge.submit')}
              </ConfirmButton>
              <LinkButton
                to={`/crm/leads/${other.srno}/merge?with=${kept.srno}`}
                variant="secondary"
                className="min-h-11"
              >
                {t('merge.swap', { id: other.srno })}
              </LinkButton>
            </div>
          </Form>
        )}
      </div>
    </OfficePage>
  )
}
