import { Alert, LinkButton } from '#app/components/office/controls.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { useT } from '#app/lib/i18n/react.ts'
import { forgetSession } from '#app/offline/read-copy.ts'
import { isNetworkFailure, sessionEnded } from './offline-loader.ts'

/** What a screen that only the server can serve answers with no connection (ADR 0209). */
export interface NeedsConnection {
  needsConnection: true
}

/**
 * A screen's client loader for a page that makes no sense without the server (changing sign-in methods, choosing the
 * language): the server's data; when the server cannot be reached, a mark that the screen says so instead, in the
 * user's language, inside the office's shell. A refusal of the server is passed on as it is, and a session the
 * server ended deletes the read copies (the queue waits for the next sign-in, D11), as every screen does.
 */
export async function orNeedsConnection<T>(serverLoader: () => Promise<T>): Promise<T | NeedsConnection> {
  try {
    return await serverLoader()
  } catch (error) {
    if (sessionEnded(error)) await forgetSession()
    if (!isNetworkFailure(error)) throw error
    return { needsConnection: true }
  }
}

export function needsConnection(data: unknown): data is NeedsConnection {
  return typeof data === 'object' && data !== null && 'needsConnection' in data
}

/** The office's own page for such a screen opened offline: its title, why it waits, and the way to the list. */
export function NeedsConnectionPage({ title, why }: { title: string; why: string }) {
  const t = useT('office')
  return (
    <OfficePage title={title}>
      <div className="grid max-w-2xl gap-4" data-testid="needs-connection">
        <Alert tone="info">
          <strong className="block">{t('offline.noConnection')}</strong>
          {why}
        </Alert>
        <p className="text-slate-700">{t('offline.stillOffline')}</p>
        <p>
          <LinkButton to="/crm" variant="secondary" className="min-h-11">
            {t('error.backToCrm')}
          </LinkButton>
        </p>
      </div>
    </OfficePage>
  )
}
