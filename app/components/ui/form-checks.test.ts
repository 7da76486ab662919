import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { formChecks } from './form-checks.ts'

const schema = z.object({ remark: z.string({ error: 'Please Fill Mendatory Fields.' }) })

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

/** A submit event as React hands it over, from a form whose own `requestSubmit` is recorded. */
function submitEvent() {
  const requestSubmit = vi.fn()
  const preventDefault = vi.fn()
  const target = { isConnected: true, requestSubmit } as unknown as HTMLFormElement
  return {
    event: { preventDefault, currentTarget: target, nativeEvent: { submitter: null } as unknown as Event },
    requestSubmit,
    preventDefault,
  }
}

describe("a form's checks, loaded at its first use", () => {
  it('holds a form sent before they arrive and sends it again once they have, then checks it', async () => {
    let arrive: (s: typeof schema) => void = () => undefined
    const checks = formChecks(() => () => new Promise<typeof schema>((resolve) => (arrive = resolve)))
    const { event, requestSubmit, preventDefault } = submitEvent()

    expect(checks.hold(event)).toBe(true)
    expect(preventDefault).toHaveBeenCalledOnce()
    expect(requestSubmit).not.toHaveBeenCalled()

    arrive(schema)
    await checks.load()
    expect(requestSubmit).toHaveBeenCalledOnce()
    // Once here, nothing is held and the schema's message is the answer.
    expect(checks.hold(submitEvent().event)).toBe(false)
    const refused = checks.validate(form({}))
    expect(refused.status).toBe('error')
    expect(JSON.stringify(refused.reply())).toContain('Please Fill Mendatory Fields.')
    expect(checks.validate(form({ remark: 'Met the owner' })).status).toBe('success')
  })

  it('takes a schema given at once as well as one fetched', async () => {
    const checks = formChecks(() => schema)
    await checks.load()
    expect(checks.validate(form({})).status).toBe('error')
  })

  it('lets the form go unchecked to the server when they cannot be loaded', async () => {
    const checks = formChecks(() => () => Promise.reject(new Error('offline')))
    const { event, requestSubmit } = submitEvent()
    expect(checks.hold(event)).toBe(true)
    await checks.load()
    // The held form is sent as it is: the server checks it and answers with the same text.
    expect(requestSubmit).toHaveBeenCalledOnce()
    expect(checks.hold(submitEvent().event)).toBe(false)
    expect(checks.validate(form({})).status).toBe('success')
  })
})
