import { useEffect, useId, useRef, useState } from 'react'
import { Link, useFetcher, useLocation, useSearchParams } from 'react-router'
import { Alert, Button } from '#app/components/office/controls.tsx'
import { controlClass } from '#app/components/ui/control-class.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { leadsCount } from './labels.ts'
import { LeadsSpecMessage } from './spec-count.tsx'

export interface Person {
  srno: number
  userId: string
  name: string
}

type Failure = { ok: false; error: string }

/** The list's filter fields as the page's address holds them (not its paging or the last assignment's result). */
const NOT_FILTERS = new Set(['page', 'team', 'assigned', 'assignedTo', 'saved'])

/** What the last assignment did, from the address the assignment came back to. */
export function AssignedNotice() {
  const [params] = useSearchParams()
  const assigned = params.get('assigned')
  if (assigned === null) return null
  return (
    <Alert tone="success">
      <LeadsSpecMessage
        code="LEADS_ASSIGNED"
        count={Number(assigned)}
        vars={{ name: params.get('assignedTo') ?? '' }}
      />
    </Alert>
  )
}

/**
 * The leads ticked on the list (D51): a checkbox at the start of each card, kept while the page shows the same
 * leads. `checkbox` is what the list puts in each card.
 */
export function useTicked(rowIds: number[]) {
  const t = useT('crm')
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const key = rowIds.join(',')
  // A new page of leads starts with nothing ticked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the rows.
  useEffect(() => setTicked(new Set()), [key])
  const toggle = (srno: number, on: boolean) =>
    setTicked((old) => {
      const next = new Set(old)
      if (on) next.add(srno)
      else next.delete(srno)
      return next
    })
  const checkbox = (row: { srno: number; businessName: string }) => (
    <label className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-md hover:bg-brand-50">
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-700"
        checked={ticked.has(row.srno)}
        onChange={(event) => toggle(row.srno, event.currentTarget.checked)}
        aria-label={t('assign.selectLead', { name: row.businessName })}
      />
    </label>
  )
  const setAll = (on: boolean) => setTicked(on ? new Set(rowIds) : new Set())
  return { ticked, checkbox, setAll, allTicked: rowIds.length > 0 && rowIds.every((id) => ticked.has(id)) }
}

/**
 * "Assign to" for the list (D51): the ticked leads, or all leads matching the list's filter, go to the chosen
 * person (the holder's own subtree, or anyone active for ADMIN). Posts to /crm/assign, which comes back to this list
 * with the count.
 */
export function AssignBar({
  selection,
  people,
  total,
  moreThanCap,
}: {
  selection: ReturnType<typeof useTicked>
  people: Person[]
  /** How many leads match the filter (capped). */
  total: number
  moreThanCap: boolean
}) {
  const fetcher = useFetcher<Failure>()
  const t = useT('crm')
  const location = useLocation()
  const [params] = useSearchParams()
  const id = useId()
  const [scope, setScope] = useState<'ticked' | 'all'>('ticked')
  const count = selection.ticked.size
  const busy = fetcher.state !== 'idle'
  const failed = fetcher.data && fetcher.data.ok === false ? fetcher.data : null
  // After an assignment that went through, the bar starts afresh: nothing ticked, nobody chosen, Assign off, so a
  // second press cannot move the same leads again (trial fault 9). A refusal keeps both, to try again.
  const [round, setRound] = useState(0)
  const sending = useRef(false)
  const { setAll } = selection
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      sending.current = true
      return
    }
    if (!sending.current) return
    sending.current = false
    if (fetcher.data && fetcher.data.ok === false) return
    setAll(false)
    setScope('ticked')
    setRound((n) => n + 1)
  }, [fetcher.state, fetcher.data, setAll])
  const back = `${location.pathname}${location.search}`
  const allText = moreThanCap
    ? t('assign.allMore', { leads: leadsCount(t, total) })
    : t('assign.allMatching', { leads: leadsCount(t, total) })
  // Nobody but the viewer to give leads to (a field user with nobody below them): no bar.
  if (people.length < 2 || total === 0) return null
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <h2 id={`${id}-h`} className="sr-only">
        {t('assign.heading')}
      </h2>
      <fetcher.Form method="post" action="/crm/assign" className="grid gap-3">
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="scope" value={scope} />
        {scope === 'ticked' ? (
          <input type="hidden" name="leads" value={[...selection.ticked].join(',')} />
        ) : (
          [...params.entries()]
            .filter(([k]) => !NOT_FILTERS.has(k))
            .map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <label className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-700"
              checked={selection.allTicked}
              onChange={(event) => {
                selection.setAll(event.currentTarget.checked)
                setScope('ticked')
              }}
            />
            {t('assign.selectAll')}
          </label>
          <fieldset className="flex flex-wrap items-center gap-x-4">
            <legend className="sr-only">{t('assign.which')}</legend>
            {(['ticked', 'all'] as const).map((which) => (
              <label key={which} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-scope`}
                  className="h-5 w-5 accent-brand-700"
                  checked={scope === which}
                  onChange={() => setScope(which)}
                />
                {which === 'ticked' ? t('assign.selected', { leads: leadsCount(t, count) }) : allText}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <AssignToSelect key={round} id={`${id}-to`} people={people} />
          <Button type="submit" disabled={busy || (scope === 'ticked' && count === 0)} className="min-h-11">
            {busy ? t('assign.assigning') : t('assign.button')}
          </Button>
        </div>
        {failed && (
          <Alert tone="error">
            <SpecMessage text={failed.error} />
          </Alert>
        )}
      </fetcher.Form>
      <p className="mt-2 text-sm">
        <Link
          to="/crm/move-leads"
          className="inline-flex min-h-11 items-center text-brand-700 underline-offset-2 hover:underline"
        >
          {t('assign.moveAll')}
        </Link>
      </p>
    </section>
  )
}

/** "Assign to": the people the leads may go to, by name and user id; one must be chosen. */
export function AssignToSelect({ id, people }: { id: string; people: readonly Person[] }) {
  const t = useT('crm')
  return (
    <label className="grid min-w-0 flex-1 basis-56 text-sm font-semibold text-slate-800" htmlFor={id}>
      {t('assign.to')}
      <select id={id} name="assignTo" required className={controlClass} defaultValue="">
        <option value="">{t('fields.select')}</option>
        {people.map((p) => (
          <option key={p.srno} value={p.srno}>{`${p.name} (${p.userId})`}</option>
        ))}
      </select>
    </label>
  )
}
