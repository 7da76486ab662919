import { redirect, useSearchParams } from 'react-router'
import { BackLink } from '#app/components/office/back-link.tsx'
import { ConfirmButton } from '#app/components/office/confirm-button.tsx'
import { Alert, LinkButton } from '#app/components/office/controls.tsx'
import { leadsCount } from '#app/components/office/crm/labels.ts'
import { LeadsSpecMessage } from '#app/components/office/crm/spec-count.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { SelectField } from '#app/components/ui/form-kit.tsx'
import { IntentForm, useActionForm } from '#app/components/ui/intent-form.tsx'
import { assignableUsers, movableOwners, moveAllLeads } from '#app/domain/leads/assign.server.ts'
import { moveAllSchema } from '#app/domain/leads/assign-schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/move-leads'

/**
 * "Move all leads of a person" (D51): for a departing field user's replacement. An ADMIN holder may move anyone's
 * leads to any active user; a CRM edit holder those of someone below them, to someone of their own subtree. Every
 * lead moves in one transaction, each with its activity row.
 */
const access = defineAccess({
  right: 'CRM',
  pageFlag: 'edit',
  intents: { move: { schema: moveAllSchema, need: 'edit' } },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm/move-leads', 'meta.moveLeads')

export const loader = officeLoader(access, async (staff) => {
  const [owners, people] = await Promise.all([
    movableOwners(staff.ctx.db, staff.actor),
    assignableUsers(staff.ctx.db, staff.actor),
  ])
  return { owners, people }
})

export const action = officeAction(access, {
  move: async (input, { staff, actor }) => {
    const { changed } = await moveAllLeads(staff.ctx.db, actor, input.from, input.to)
    return redirect(`/crm/move-leads?moved=${changed}&from=${input.from}&to=${input.to}`, 303)
  },
})

export default function MoveLeads({ loaderData }: Route.ComponentProps) {
  const { owners, people } = loaderData
  const [params] = useSearchParams()
  const t = useT('crm')
  const moved = params.get('moved')
  const nameOf = (srno: string | null) => {
    const p = people.find((u) => String(u.srno) === srno) ?? owners.find((u) => String(u.srno) === srno)
    return p ? `${p.name} (${p.userId})` : t('move.user', { id: srno })
  }
  const { form, fields, busy } = useActionForm(moveAllSchema, {
    id: 'move-leads',
    defaultValue: { from: params.get('person') ?? '', to: '' },
  })
  return (
    <OfficePage title={t('meta.moveLeads')}>
      <div className="grid max-w-2xl gap-5">
        <BackLink to="/crm">{t('lead.allLeads')}</BackLink>
        {moved !== null && (
          <Alert tone="success">
            <LeadsSpecMessage
              code="LEADS_MOVED"
              count={Number(moved)}
              vars={{ from: nameOf(params.get('from')), name: nameOf(params.get('to')) }}
            />
          </Alert>
        )}
        <p className="text-slate-700">{t('move.intro')}</p>
        {owners.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-4">{t('move.nobody')}</p>
        ) : (
          <IntentForm
            form={form}
            intent="move"
            className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
          >
            <SelectField
              field={fields.from}
              label={t('move.from')}
              required
              placeholder={t('fields.select')}
              options={owners.map((o) => ({
                value: String(o.srno),
                label: t(o.active === 1 ? 'move.owner' : 'move.ownerInactive', {
                  name: o.name,
                  userId: o.userId,
                  leads: leadsCount(t, o.leads),
                }),
              }))}
            />
            <SelectField
              field={fields.to}
              label={t('move.to')}
              required
              placeholder={t('fields.select')}
              options={people.map((p) => ({ value: String(p.srno), label: `${p.name} (${p.userId})` }))}
            />
            <div className="flex gap-3">
              {/* Every lead of a person changes hands at once: the dialog says how many and to whom (trial fault 8). */}
              <ConfirmButton
                disabled={busy}
                className="min-h-11"
                confirm={(element) => {
                  const data = new FormData(element)
                  const owner = owners.find((o) => String(o.srno) === data.get('from'))
                  if (!owner) return null
                  const leads = leadsCount(t, owner.leads)
                  return {
                    title: t('move.confirmTitle'),
                    body: t('move.confirmBody', {
                      leads,
                      from: `${owner.name} (${owner.userId})`,
                      to: nameOf(String(data.get('to'))),
                    }),
                    action: t('move.confirmAction', { leads }),
                  }
                }}
              >
                {t('move.submit')}
              </ConfirmButton>
              <LinkButton to="/crm" variant="secondary" className="min-h-11">
                {t('move.cancel')}
              </LinkButton>
            </div>
          </IntentForm>
        )}
      </div>
    </OfficePage>
  )
}
