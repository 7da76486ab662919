import { parse, type Submission } from '@conform-to/react'
import type { z } from 'zod'

/**
 * A form's checks are loaded at its first use, not with the screen (ADR 0240): zod, conform's zod adapter and, where
 * a screen passes its schema as a loader, the schema's own rules are fetched when focus or a pointer first enters the
 * form. A form sent before they have arrived (a field's check on leaving is sent the same way, as a submission with
 * conform's intent) is held and sent again once they have, so every check still runs before anything leaves the page.
 * Without script nothing changes: the server checks every form with the same schema and answers with the same text.
 * If they cannot be loaded (the connection dropped and the file is not in the office's offline copy), the form is
 * sent unchecked and the server's answer is shown as it always is.
 */

/** A form's schema, or how to fetch it: `() => import('#app/domain/x/schemas.ts').then((m) => m.formSchema)`. */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>)

type Parse = typeof import('./zod-parse.ts')['parseWithZod']

interface Held {
  form: HTMLFormElement
  submitter: { name: string; value: string; element: HTMLElement | null } | null
}

export interface FormChecks {
  /** Starts loading (once); resolves when the checks are here or could not be loaded. */
  load(): Promise<void>
  /** The checks' answer for a submission: unchecked (the server decides) when they are not here. */
  // biome-ignore lint/suspicious/noExplicitAny: conform's submission is generic over the form's whole value.
  validate(formData: FormData): Submission<any, string[]>
  /** Holds a submission while the checks load and sends it again once they are in; false when nothing is held. */
  hold(event: { preventDefault(): void; currentTarget: HTMLFormElement; nativeEvent: Event }): boolean
}

/** The checks of one form. `source` is read when loading starts, so a screen may pass a new function each render. */
export function formChecks<S extends z.ZodType>(source: () => SchemaSource<S>): FormChecks {
  let state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle'
  let loading: Promise<void> | null = null
  let checks: { parse: Parse; schema: S } | null = null
  let held: Held | null = null

  const load = () => {
    loading ??= (async () => {
      state = 'loading'
      try {
        const given = source()
        const [adapter, schema] = await Promise.all([
          import('./zod-parse.ts'),
          typeof given === 'function' ? given() : given,
        ])
        checks = { parse: adapter.parseWithZod, schema }
        state = 'ready'
      } catch {
        state = 'failed'
      }
      const last = held
      held = null
      if (last) sendAgain(last)
    })()
    return loading
  }

  return {
    load,
    validate(formData) {
      if (checks) return checks.parse(formData, { schema: checks.schema })
      return parse(formData, { resolve: (value) => ({ value }) })
    },
    hold(event) {
      if (state === 'ready' || state === 'failed') return false
      event.preventDefault()
      const submitter = (event.nativeEvent as SubmitEvent).submitter
      const kept: Held = {
        form: event.currentTarget,
        submitter: submitter
          ? {
              name: submitter.getAttribute('name') ?? '',
              value: (submitter as HTMLButtonElement).value ?? '',
              element: submitter,
            }
          : null,
      }
      // A real sending wins over a field's check waiting with it; the last of each kind is what counts.
      if (!(held && isCheckOnly(kept) && !isCheckOnly(held))) held = kept
      void load()
      return true
    },
  }
}

const INTENT = '__intent__'
const isCheckOnly = (h: Held) => h.submitter?.name === INTENT

/** Sends a held submission again, with its submitter (conform's intent button is gone by now: a copy stands in). */
function sendAgain({ form, submitter }: Held) {
  if (!form.isConnected) return
  const element = submitter?.element
  if (!submitter || (element?.isConnected && (element as HTMLButtonElement).form === form)) {
    form.requestSubmit((element as HTMLButtonElement | null) ?? undefined)
    return
  }
  const copy = document.createElement('button')
  copy.type = 'submit'
  copy.hidden = true
  copy.name = submitter.name
  copy.value = submitter.value
  copy.formNoValidate = true
  form.append(copy)
  try {
    form.requestSubmit(copy)
  } finally {
    copy.remove()
  }
}
