import { lazy } from 'react'
import { redirect } from 'react-router'
import { BackLink } from '#app/components/office/back-link.tsx'
import { SaveBar } from '#app/components/office/controls.tsx'
import { MapSlot, mapLabels } from '#app/components/office/crm/map-slot.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { TextField } from '#app/components/ui/form-kit.tsx'
import { IntentForm, useActionForm } from '#app/components/ui/intent-form.tsx'
import { pinFormSchema, pinSchema } from '#app/domain/leads/pin.ts'
import { setPin } from '#app/domain/leads/set-pin.server.ts'
import { visibleLead } from '#app/domain/leads/visibility.server.ts'
import { leadEditAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { readRecord } from '#app/route-frame/authorize.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/lead-pin'

/**
 * D57: a lead's place set by hand, for a lead with no located visit (or a wrong place): a map to tap, or the
 * coordinates typed, checked alike here and on the server (pin.ts). The right is the lead edit right (CRM edit) on a
 * lead the user may see (D24); the change writes an activity row. The map is loaded by this screen alone.
 */
const access = leadEditAccess({ pin: pinSchema })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm', (t, args) => ({
  title: t('pin.title', { name: args.loaderData?.lead.businessName ?? '' }),
  description: t('pin.intro'),
}))

export const loader = officeLoader(access, async (staff) => {
  return readRecord('lead', async () => {
    const { lead } = await visibleLead(staff.ctx.db, staff.actor, staff.params.leadId)
    const settings = staff.ctx.settings
    return {
      lead: { srno: lead.srno, businessName: lead.businessName, latitude: lead.latitude, longitude: lead.longitude },
      tiles: { url: settings.MAP_TILE_URL, attribution: settings.MAP_TILE_ATTRIBUTION },
    }
  })
})

export const action = officeAction(access, {
  pin: async (input, { staff, actor }) => {
    await setPin(staff.ctx.db, actor, input)
    return redirect(`/crm/leads/${input.leadId}?saved=pin`)
  },
})

const PinMap = lazy(() => import('#app/components/office/crm/leaflet-maps.tsx').then((m) => ({ default: m.PinMap })))

export default function LeadPin({ loaderData }: Route.ComponentProps) {
  const { lead, tiles } = loaderData
  const t = useT('crm')
  const { form, fields, busy } = useActionForm(pinFormSchema, {
    id: `pin-lead-${lead.srno}`,
    shouldValidate: 'onBlur',
    defaultValue: {
      latitude: lead.latitude === null ? '' : lead.latitude.toFixed(6),
      longitude: lead.longitude === null ? '' : lead.longitude.toFixed(6),
    },
  })
  const lat = Number.parseFloat(String(fields.latitude.value ?? ''))
  const lng = Number.parseFloat(String(fields.longitude.value ?? ''))
  const shown = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
  const pick = (place: { lat: number; lng: number }) => {
    form.update({ name: fields.latitude.name, value: place.lat.toFixed(6) })
    form.update({ name: fields.longitude.name, value: place.lng.toFixed(6) })
  }
  return (
    <OfficePage title={t('pin.title', { name: lead.businessName })}>
      <div className="grid gap-4">
        <BackLink to={`/crm/leads/${lead.srno}`}>{t('pin.back')}</BackLink>
        <p className="text-slate-700">{t('pin.intro')}</p>
        <p className="text-sm text-slate-700">
          {lead.latitude !== null && lead.longitude !== null
            ? t('pin.current', { latitude: lead.latitude.toFixed(6), longitude: lead.longitude.toFixed(6) })
            : t('pin.none')}
        </p>
        {!tiles.url && <p className="text-sm text-slate-700">{t('pin.noTiles')}</p>}
        <MapSlot>
          <PinMap
            value={shown ? { lat, lng } : null}
            onPick={pick}
            tiles={tiles}
            pinLabel={t('pin.place')}
            labels={mapLabels(t, t('pin.mapLabel'))}
          />
        </MapSlot>
        <IntentForm
          form={form}
          intent="pin"
          errorBox="sm:col-span-2"
          className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
        >
          <TextField field={fields.latitude} label={t('pin.latitude')} inputMode="decimal" maxLength={14} />
          <TextField field={fields.longitude} label={t('pin.longitude')} inputMode="decimal" maxLength={14} />
          <SaveBar busy={busy} label={t('pin.save')} cancelTo={`/crm/leads/${lead.srno}`} />
        </IntentForm>
      </div>
    </OfficePage>
  )
}
