import type { FormMetadata } from '@conform-to/react'
import type { ComponentProps } from 'react'
import { Form } from 'react-router'
import { FormError, formProps } from './form-kit.tsx'

/**
 * A form of the kit that posts to its route's action: the form's own error first, then the hidden `intent` that
 * the action dispatches on, then the fields.
 */
export function IntentForm({
  form,
  intent,
  children,
  ...props
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form's metadata, as formProps takes it.
  form: FormMetadata<any, string[]>
  intent: string
} & Omit<ComponentProps<typeof Form>, 'method'>) {
  return (
    <Form method="post" {...formProps(form)} {...props}>
      <FormError errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  )
}
