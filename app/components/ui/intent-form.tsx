import type { ComponentProps, ReactNode } from 'react'
import { Form, useActionData, useNavigation } from 'react-router'
import type { z } from 'zod'
import { type Confirmation, ConfirmButton } from '#app/components/office/confirm-button.tsx'
import { Button } from '#app/components/office/controls.tsx'
import { type AnyFormMetadata, FormError, formProps, useReplyResult, useSchemaForm } from './form-kit.tsx'

/**
 * The kit's form for its route's action: wired to the schema and to the action's last reply (a refusal about a
 * field under it, any other above the form), with `busy` true while a submission is on its way.
 */
export function useActionForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  options: Omit<NonNullable<Parameters<typeof useSchemaForm<S>>[1]>, 'lastResult'> = {},
) {
  const reply = useActionData()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useSchemaForm(schema, { ...options, lastResult: useReplyResult(reply) })
  return { form, fields, busy }
}

/**
 * A form of the kit that posts to its route's action: the form's own error first (in a box of its own with the
 * classes `errorBox` names, such as the whole row of a form laid out in a grid), then the hidden `intent` that the
 * action dispatches on, then the fields.
 */
export function IntentForm({
  form,
  intent,
  errorBox,
  children,
  ...props
}: {
  form: AnyFormMetadata
  intent: string
  errorBox?: string
} & Omit<ComponentProps<typeof Form>, 'method'>) {
  const error = <FormError errors={form.errors} id={form.errorId} />
  return (
    <Form method="post" {...formProps(form)} {...props}>
      {errorBox === undefined ? error : <div className={errorBox}>{error}</div>}
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  )
}

type ButtonProps = Omit<ComponentProps<typeof Button>, 'type'>

/**
 * A form's submit button: off while the form is being sent (`busy`), and then saying `busyLabel` (Saving...,
 * Signing in...) where the screen gives one, else its own `label`. A `disabled` given turns it off for more reasons.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel = label,
  ...props
}: Omit<ButtonProps, 'children'> & { busy: boolean; label: string; busyLabel?: string }) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? busyLabel : label}
    </Button>
  )
}

/**
 * A form of one button that posts an intent to its route's action (Remove, Renew, Sign out): the hidden `intent`,
 * the hidden `values` the action reads with it, and the submit button with the given props. `before` stands above
 * the button (the line that says what it does), `after` beside it (a link back).
 */
export function IntentButton({
  intent,
  values = {},
  formClassName,
  before,
  after,
  confirm,
  ...button
}: ButtonProps & {
  intent: string
  values?: Record<string, string | number>
  formClassName?: string
  before?: ReactNode
  after?: ReactNode
  /** For an action that cannot be undone: the question asked before the form is sent (with script). */
  confirm?: Confirmation
}) {
  return (
    <Form method="post" className={formClassName}>
      {before}
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {confirm ? <ConfirmButton confirm={() => confirm} {...button} /> : <Button type="submit" {...button} />}
      {after}
    </Form>
  )
}
