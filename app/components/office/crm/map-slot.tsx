import type { TFunction } from 'i18next'
import { type ReactNode, Suspense } from 'react'
import { useT } from '#app/lib/i18n/react.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'

/**
 * Where a Leaflet map goes (the route, the team map, placing a lead's pin). Leaflet needs a browser: the map (a
 * `lazy()` component, fetched by its screen alone) is drawn once the page runs its script, never on the server;
 * until then, and while its code loads, the slot says the map is loading.
 */
export function MapSlot({ children }: { children: ReactNode }) {
  const t = useT('crm')
  const hydrated = useHydrated()
  const loading = (
    <div className="flex h-72 items-center justify-center rounded-lg border border-slate-300 bg-slate-100 text-slate-700 sm:h-96">
      {t('route.mapLoading')}
    </div>
  )
  return hydrated ? <Suspense fallback={loading}>{children}</Suspense> : loading
}

/** A map's names for assistive technology: its region's (`region`, already in the reader's language) and its zoom buttons'. */
export function mapLabels(t: TFunction<'crm'>, region: string) {
  return { region, zoomIn: t('route.zoomIn'), zoomOut: t('route.zoomOut') }
}
