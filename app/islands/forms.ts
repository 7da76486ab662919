import { callbackSchema, HONEYPOT_FIELD, quoteSchema } from '#app/domain/enquiries/schemas.ts'
import { payFormFieldProblems, payFormProblems } from '#app/domain/payments/pay-form-check.ts'
import { type PayNowFields, payNowUrl } from '#app/domain/payments/paynow-message.ts'
import { formTexts } from '#app/lib/field-errors.ts'
import { asLocale, localizedPath } from '#app/lib/i18n/locale.ts'
import { all } from './dom.ts'
import { checkFields, showFieldError, writeMessage } from './field-errors.ts'
import { showSpinner } from './spinner.ts'

/** A form's JSON reply (spec section 7): `err` empty means success; the callback's `msg` is shown either way. */
interface Reply {
  err?: unknown
  msg?: unknown
}

/** The values the quote form may send as `service`: its dropdown's choices, or the page's fixed value. */
function allowedServices(form: HTMLFormElement): string[] {
  const control = form.elements.namedItem('service')
  if (control instanceof HTMLSelectElement) return Array.from(control.options, (o) => o.value).filter(Boolean)
  if (control instanceof HTMLInputElement) return [control.value]
  return []
}

/** Where the thank-you page of the form's page language is: `/hi/thankyou/1` from a Hindi page. */
function thankYou(form: HTMLFormElement, ok: boolean): string {
  const language = form.elements.namedItem('language')
  const locale = asLocale(language instanceof HTMLInputElement ? language.value : undefined)
  return localizedPath(`/thankyou/${ok ? 1 : 2}`, locale)
}

/**
 * The quote and contact forms (spec sections 3 and 4; D41-D46): checked here, then sent in the background; the
 * fields clear, a spinner dims and blocks the page, and the visitor lands on /thankyou/1 when the reply's err is
 * empty, else on /thankyou/2 (a network failure or a reply that is not ours included).
 */
function quoteForm(form: HTMLFormElement): void {
  const checks = checkFields(form, quoteSchema(allowedServices(form)))
  const { words } = formTexts(form.dataset)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!checks.checkAll()) return
    const body = new URLSearchParams()
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') body.append(key, value)
    const to = (ok: boolean) => thankYou(form, ok)
    form.reset()
    showSpinner(words.spinner)
    void (async () => {
      let ok = false
      try {
        const response = await fetch(form.action, { method: 'POST', body, headers: { Accept: 'application/json' } })
        const reply = (await response.json()) as Reply
        ok = response.ok && reply.err === ''
      } catch {
        // The visitor is told it failed.
      }
      window.location.assign(to(ok))
    })()
  })
}

/**
 * The blog's Request a Callback box (spec sections 2, 3, 5 and 7): name and phone, sent as JSON with e-mail and
 * message empty; the reply's msg is shown in the box, success or not; a success clears the fields.
 */
function callbackForm(form: HTMLFormElement): void {
  const checks = checkFields(form, callbackSchema)
  const status = form.querySelector<HTMLElement>('[role="status"]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const buttonText = button?.textContent ?? ''
  const { messages, words } = formTexts(form.dataset)
  const show = (ok: boolean, text: string) => {
    if (!status) return
    writeMessage(status, text, messages)
    status.dataset.ok = String(ok)
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!checks.checkAll()) return
    const data = new FormData(form)
    const get = (name: string) => String(data.get(name) ?? '')
    const payload = {
      name: get('name'),
      phone: get('phone'),
      email: '',
      message: '',
      source: get('source'),
      // Only a Hindi page's form has it (ADR 0159); the server reads none as English.
      ...(data.has('language') ? { language: get('language') } : {}),
      [HONEYPOT_FIELD]: get(HONEYPOT_FIELD),
    }
    const failure = form.dataset.failure ?? ''
    if (button) {
      button.disabled = true
      button.textContent = words.sending ?? 'Sending...'
    }
    form.setAttribute('aria-busy', 'true')
    if (status) status.textContent = ''
    void (async () => {
      let outcome = { ok: false, text: failure }
      try {
        const response = await fetch(form.action, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(payload),
        })
        const reply = (await response.json()) as Reply
        const text = typeof reply.msg === 'string' && reply.msg ? reply.msg : failure
        outcome = { ok: reply.err === '' && response.ok, text }
      } catch {
        // The failure text is shown.
      }
      if (outcome.ok) {
        form.reset()
        checks.clear()
      }
      show(outcome.ok, outcome.text)
      form.removeAttribute('aria-busy')
      if (button) {
        button.disabled = false
        button.textContent = buttonText
      }
    })()
  })
}

/**
 * The hidden pay form of /payment (spec sections 3 and 5, D45): on submit one alert lists every problem (the spec's
 * alert) and each field's problem is written next to it; when there is none the browser goes to
 * `/api/paynow.php?m=...`, which records a payment intimation.
 */
function payForm(form: HTMLFormElement): void {
  const { messages } = formTexts(form.dataset)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const data = new FormData(form)
    const get = (name: string) => String(data.get(name) ?? '')
    const fields: PayNowFields = {
      name: get('name'),
      email: get('email'),
      phone: get('phone'),
      amount: get('amount'),
      message: get('message'),
    }
    const problems = payFormProblems(fields)
    const perField = payFormFieldProblems(fields)
    for (const control of Array.from(form.elements)) {
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        showFieldError(control, perField[control.name as keyof PayNowFields])
      }
    }
    if (problems.length > 0) {
      // On a Hindi page each problem in Hindi, then its exact English (ADR 0156).
      window.alert(problems.map((p) => (messages[p] ? `${messages[p]}\n${p}` : p)).join('\n'))
      return
    }
    window.location.assign(payNowUrl(fields))
  })
}

export function initForms(): void {
  for (const form of all<HTMLFormElement>('form[data-form]')) {
    if (form.dataset.form === 'quote') quoteForm(form)
    else if (form.dataset.form === 'callback') callbackForm(form)
    else if (form.dataset.form === 'pay') payForm(form)
  }
}
