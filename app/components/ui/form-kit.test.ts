import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { errorIdOf, fieldErrorClass } from '#app/lib/field-errors.ts'

type Kit = typeof import('./form-kit.tsx')

const schema = z.object({ email: z.string({ error: 'Please enter an e-mail.' }).email('Not an e-mail.') })

/** Renders one form on the server, as one request would; returns its HTML and the form element's props. */
function renderForm(kit: Kit, id: string, shouldValidate: 'onSubmit' | 'onBlur', email?: string) {
  let props: Record<string, unknown> = {}
  function Form() {
    const [form, fields] = kit.useSchemaForm(schema, {
      id,
      shouldValidate,
      lastResult: email === undefined ? undefined : { status: 'error', error: { email: ['Not an e-mail.'] } },
    })
    props = kit.formProps(form)
    return createElement(
      'form',
      { id: form.id },
      createElement(kit.TextField, { field: fields.email, label: 'Email', hint: 'We answer here.' }),
    )
  }
  const html = renderToString(createElement(Form))
  const shape = Object.keys(props)
    .filter((k) => props[k] !== undefined)
    .sort()
  return { html, shape }
}

describe('the form kit on the server', () => {
  it('keeps nothing between requests: a form renders the same after hundreds of others were rendered', async () => {
    vi.resetModules()
    const fresh = (await import('./form-kit.tsx')) as Kit
    const alone = renderForm(fresh, 'enquiry', 'onSubmit')

    vi.resetModules()
    const kit = (await import('./form-kit.tsx')) as Kit
    renderForm(kit, 'enquiry', 'onBlur')
    for (let i = 0; i < 300; i++) renderForm(kit, `form-${i}`, 'onBlur')
    const after = renderForm(kit, 'enquiry', 'onSubmit')

    expect(after.shape).toEqual(alone.shape)
    expect(after.html).toBe(alone.html)
  }, 60_000)

  it("writes a field's message by the contract the islands follow (id, class, aria-describedby, aria-invalid)", async () => {
    const kit = (await import('./form-kit.tsx')) as Kit
    const { html } = renderForm(kit, 'contract', 'onSubmit', 'wrong')
    const controlId = /<input[^>]*\bid="([^"]+)"/.exec(html)?.[1]
    expect(controlId).toBeTruthy()
    const errorId = errorIdOf(controlId!)
    expect(html).toContain(`<p id="${errorId}" class="${fieldErrorClass}">Not an e-mail.</p>`)
    const input = /<input[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).toContain('aria-invalid="true"')
    expect(input).toContain(`aria-describedby="${errorId} ${controlId}-hint"`)
  })
})

describe('the password field', () => {
  /** The control the kit writes for one password field of a server-rendered form. */
  async function passwordInput(props: Record<string, unknown>) {
    const kit = (await import('./form-kit.tsx')) as Kit
    const passwordSchema = z.object({ password: z.string() })
    function Form() {
      const [, fields] = kit.useSchemaForm(passwordSchema, { id: 'password-field' })
      return createElement(kit.PasswordField, {
        field: fields.password,
        label: 'Password',
        autoComplete: 'new-password',
        ...props,
      })
    }
    return /<input[^>]*>/.exec(renderToString(createElement(Form)))?.[0] ?? ''
  }

  it('is masked, required for assistive technology, and at most the policy length of 20', async () => {
    const input = await passwordInput({})
    expect(input).toContain('type="password"')
    expect(input).toContain('autoComplete="new-password"')
    expect(input).toContain('maxLength="20"')
    expect(input).toContain('aria-required="true"')
    expect(input).not.toMatch(/\srequired/)
  })

  it("takes the screen's own limit and the password manager's name for the one the user has", async () => {
    const input = await passwordInput({ autoComplete: 'current-password', maxLength: 12 })
    expect(input).toContain('autoComplete="current-password"')
    expect(input).toContain('maxLength="12"')
  })
})
