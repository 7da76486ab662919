import { useId } from 'react'
import { useFetcher } from 'react-router'
import { Alert, Button } from '#app/components/office/controls.tsx'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { AssignedNotice, AssignToSelect, type Person } from './assign-bar.tsx'

/**
 * Giving one lead to someone from its page (D51): the holder's own subtree or, for ADMIN, anyone active. Posts to
 * /crm/assign, which comes back to the lead saying who has it now.
 */
export function AssignLead({ leadId, ownerSrno, people }: { leadId: number; ownerSrno: number; people: Person[] }) {
  const fetcher = useFetcher<{ ok: false; error: string }>()
  const id = useId()
  const t = useT('crm')
  const failed = fetcher.data && fetcher.data.ok === false ? fetcher.data : null
  const others = people.filter((p) => p.srno !== ownerSrno)
  if (others.length === 0) return null
  return (
    <section aria-labelledby={`${id}-h`} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-h`} className="text-lg font-bold text-navy">
        {t('assign.owner')}
      </h2>
      <AssignedNotice />
      <fetcher.Form method="post" action="/crm/assign" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="leads" value={leadId} />
        <input type="hidden" name="back" value={`/crm/leads/${leadId}`} />
        <AssignToSelect id={`${id}-to`} people={others} />
        <Button type="submit" disabled={fetcher.state !== 'idle'} className="min-h-11">
          {t('assign.button')}
        </Button>
      </fetcher.Form>
      {failed && (
        <Alert tone="error">
          <SpecMessage text={failed.error} />
        </Alert>
      )}
    </section>
  )
}
