import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useBlocker } from 'react-router'
import { ConfirmDialog } from '#app/components/office/on-open.tsx'
import { useT } from '#app/lib/i18n/react.ts'

/**
 * A form with entered data asks before it is thrown away: Cancel, a link elsewhere, Back within the app, and
 * closing or reloading the page (the browser's own question). A form saved or kept on the phone is no longer
 * "entered". `dirty` goes on the form's input and change events; `clean` before leaving after a save.
 */
export function useLeaveGuard() {
  const t = useT('crm')
  const entered = useRef(false)
  const [armed, setArmed] = useState(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => entered.current && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!armed) return
    const ask = (event: BeforeUnloadEvent) => {
      if (!entered.current) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [armed])
  const dirty = useCallback(() => {
    entered.current = true
    setArmed(true)
  }, [])
  const clean = useCallback(() => {
    entered.current = false
    setArmed(false)
  }, [])
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      keepLabel={t('leave.keep')}
      discardLabel={t('leave.discard')}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => {
        entered.current = false
        blocker.proceed?.()
      }}
    >
      {t('leave.body')}
    </ConfirmDialog>
  )
  return useMemo(() => ({ dirty, clean, dialog }), [dirty, clean, dialog])
}
