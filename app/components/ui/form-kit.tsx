import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { type ComponentProps, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import type { z } from 'zod'
import type { Choice } from '#app/lib/choice.ts'
import {
  checksOnLeave,
  errorIdOf,
  fieldErrorClass,
  hintIdOf,
  isCheckedControl,
  messageLink,
  shownMessage,
} from '#app/lib/field-errors.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { PASSWORD_MAX } from '#app/lib/password-policy.ts'
import { controlClass } from './control-class.ts'
import { type FormChecks, formChecks, type SchemaSource } from './form-checks.ts'

/**
 * The one form kit of the product, for the public forms and the back office alike: Conform with the same zod
 * schema the server parses with, and labelled fields whose error text is written next to the field and tied to it
 * with aria-describedby. The browser's own validation bubbles are never used (they differ per browser and language
 * and screen readers miss them): fields carry no `required` or `pattern` attributes, only `aria-required`, and the
 * schema's message (the spec's exact text) is what a person reads, before and after the page's script has loaded.
 * How a message is written and tied to its field is the contract in app/lib/field-errors.ts, which the public
 * pages' islands follow too.
 */

// biome-ignore lint/suspicious/noExplicitAny: conform's field metadata is generic over the whole form schema.
export type Field = FieldMetadata<any, any, string[]>

export type { SchemaSource }
export { controlClass }

/** The checks of the forms on screen, by form id, for `formProps`' handlers (filled in the browser only). */
const checksOnScreen = new Map<string, FormChecks>()

/**
 * A form wired to a schema: checks on submit and then as the user corrects, shows the server's reply for a field
 * (`lastResult`, from `failure()` on the server) in the same place as the browser's own check. With
 * `shouldValidate: 'onBlur'` a field is also checked as it is left (D44: an e-mail is checked on blur).
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: SchemaSource<S>,
  options: {
    id?: string
    lastResult?: SubmissionResult<string[]> | null
    defaultValue?: Record<string, unknown>
    shouldValidate?: 'onSubmit' | 'onBlur' | 'onInput'
    onSubmit?: Parameters<typeof useForm<z.input<S> & Record<string, unknown>, z.output<S>, string[]>>[0]['onSubmit']
  } = {},
) {
  // The checks load at the form's first use (./form-checks.ts); the schema is read then, so a loader may be new
  // each render.
  const source = useRef(schema)
  source.current = schema
  const [checks] = useState(() => formChecks(() => source.current))
  const result = useForm<z.input<S> & Record<string, unknown>, z.output<S>, string[]>({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    defaultValue: options.defaultValue as never,
    // "onBlur" is done below; the library itself checks on submit, then as the user corrects.
    shouldValidate: options.shouldValidate === 'onInput' ? 'onInput' : 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => checks.validate(formData),
    onSubmit: options.onSubmit,
  })
  const checkOnLeave = options.shouldValidate === 'onBlur'
  const formId = result[0].id
  const validate = result[0].validate
  useEffect(() => {
    checksOnScreen.set(formId, checks)
    return () => {
      if (checksOnScreen.get(formId) === checks) checksOnScreen.delete(formId)
    }
  }, [formId, checks])
  // The check as a field is left lives in the browser only (an effect: nothing of it is kept on the server). It
  // starts after the blur event has finished: a check submitted from inside the blur event was not seen by the
  // page's submit handler, and the browser sent the form.
  useEffect(() => {
    if (!checkOnLeave) return
    const onLeave = (event: FocusEvent) => {
      const control = event.target
      const isControl =
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement
      if (!isControl) return
      if (control.form?.id !== formId || !isCheckedControl(control)) return
      const name = control.name
      setTimeout(() => {
        // Once checked, the library checks the field again as it changes, so only a first check starts here.
        if (control.isConnected && checksOnLeave(control.value, false)) validate({ name })
      }, 0)
    }
    document.addEventListener('focusout', onLeave)
    return () => document.removeEventListener('focusout', onLeave)
  }, [checkOnLeave, formId, validate])
  return result
}

/**
 * The server's refusal (`{ ok: false, error, field }`, as `failure()` answers) in the shape the form reads: under
 * the field it names, or above the form when it names none.
 */
export function useReplyResult(reply: unknown): SubmissionResult<string[]> | undefined {
  // One object per reply: the form applies a reply when it changes, so a new object each render would loop.
  return useMemo(() => {
    if (!reply || typeof reply !== 'object') return undefined
    const r = reply as { ok?: unknown; error?: unknown; field?: unknown }
    if (r.ok !== false || typeof r.error !== 'string') return undefined
    const key = typeof r.field === 'string' ? r.field : ''
    return { status: 'error' as const, error: { [key]: [r.error] } }
  }, [reply])
}

/** Any form's metadata: conform's is generic over the whole form schema, and these props read none of it. */
// biome-ignore lint/suspicious/noExplicitAny: the schema of any form.
export type AnyFormMetadata = FormMetadata<any, string[]>

/**
 * The form element's props. The library checks a field by submitting a "validate" intent (a hidden button named
 * `__intent__`); such a submission must never leave the page, since every rule is checked here with the same
 * schema, so it is stopped.
 */
export function formProps(form: AnyFormMetadata) {
  const props = getFormProps(form)
  const loadChecks = () => void checksOnScreen.get(form.id)?.load()
  return {
    ...props,
    // The form's checks start loading as soon as a person turns to it (./form-checks.ts).
    onFocus: loadChecks,
    onPointerDown: loadChecks,
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      const submitter = (event.nativeEvent as SubmitEvent).submitter
      if (checksOnScreen.get(form.id)?.hold(event)) return
      try {
        props.onSubmit(event)
      } finally {
        if (submitter?.getAttribute('name') === '__intent__') event.preventDefault()
      }
    },
  }
}

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  // The star sits beside the label, not in it: the field's name is the label's words alone ("Password", not
  // "Password *"); `aria-required` tells assistive technology that it is required.
  return (
    <div className="flex gap-1 text-sm font-semibold text-slate-800">
      <label htmlFor={htmlFor}>{children}</label>
      {required && (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      )}
    </div>
  )
}

/**
 * The field's error, under it, with the id its control's aria-describedby names; a catalogue text in the reader's
 * language, on Hindi screens with its exact English beside it (ADR 0156).
 */
export function FieldError({ field }: { field: Field }) {
  const message = shownMessage(field.errors)
  if (message === undefined) return null
  return (
    <p id={errorIdOf(field.id)} className={fieldErrorClass}>
      <SpecMessage text={message} />
    </p>
  )
}

/** The form's own error (one not tied to a field), shown as text at the top of the form. */
export function FormError({ errors, id }: { errors?: string[]; id?: string }) {
  const first = errors?.[0]
  if (first === undefined) return null
  return (
    <p id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      <SpecMessage text={first} />
    </p>
  )
}

interface CommonProps {
  field: Field
  label: string
  required?: boolean
  hint?: string
  className?: string
}

export type TextFieldProps = CommonProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'form' | 'defaultValue' | 'required' | 'className' | 'type'> & {
    type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'date' | 'number'
  }

/**
 * The frame every field shares: its label, the control, an optional hint and the field's error, with the control
 * described by the error and the hint. `control` receives the attributes that link it to them.
 */
function FieldFrame({
  field,
  label,
  required,
  hint,
  className = '',
  control,
}: CommonProps & {
  control: (link: {
    'aria-required'?: true
    'aria-invalid'?: true
    'aria-describedby'?: string
    className: string
  }) => React.ReactNode
}) {
  const hintId = hint ? hintIdOf(field.id) : undefined
  const link = messageLink(field.id, shownMessage(field.errors), hintId ? [hintId] : [])
  return (
    <div className={className}>
      <Label htmlFor={field.id} required={required}>
        {label}
      </Label>
      {control({
        'aria-required': required || undefined,
        ...link,
        className: controlClass,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError field={field} />
    </div>
  )
}

/** Splits a field's props into the frame's (label, hint, error, layout) and the control's own attributes. */
function splitFrame<T extends CommonProps>({ field, label, required, hint, className, ...control }: T) {
  return [{ field, label, required, hint, className }, control] as const
}

export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const [frame, rest] = splitFrame(props)
  const { key, ...control } = getInputProps(frame.field, { type, ariaDescribedBy: undefined })
  return <FieldFrame {...frame} control={(link) => <input key={key} {...control} {...rest} {...link} />} />
}

/**
 * A password: masked and required, at most the password policy's length unless the screen names its own limit (the
 * sign-in form's field limit), and named for password managers: `current-password` where the user types the one
 * they have, `new-password` where they choose one.
 */
export function PasswordField({
  autoComplete,
  maxLength = PASSWORD_MAX,
  ...props
}: Omit<TextFieldProps, 'type' | 'required' | 'autoComplete'> & { autoComplete: 'current-password' | 'new-password' }) {
  return <TextField {...props} type="password" autoComplete={autoComplete} required maxLength={maxLength} />
}

export function TextAreaField(
  props: CommonProps &
    Omit<ComponentProps<'textarea'>, 'id' | 'name' | 'form' | 'defaultValue' | 'required' | 'className'>,
) {
  const [frame, rest] = splitFrame(props)
  const { key, ...control } = getTextareaProps(frame.field, { ariaDescribedBy: undefined })
  return <FieldFrame {...frame} control={(link) => <textarea key={key} {...control} {...rest} {...link} />} />
}

export function SelectField({
  options,
  placeholder,
  ...props
}: CommonProps & {
  options: readonly Choice[]
  /** A first option with the value '' (the spec's 'Select...'). */
  placeholder?: string
} & Omit<ComponentProps<'select'>, 'id' | 'name' | 'form' | 'defaultValue' | 'required' | 'className' | 'children'>) {
  const [frame, rest] = splitFrame(props)
  const { key, ...control } = getSelectProps(frame.field, { ariaDescribedBy: undefined })
  return (
    <FieldFrame
      {...frame}
      control={(link) => (
        <select key={key} {...control} {...rest} {...link}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}

/**
 * A field people never see and assistive technology never reaches (display: none), which form-filling bots fill
 * in. A submission with it filled gets the normal success answer and is not stored (spam defence of the public
 * forms).
 */
export function Honeypot({ name }: { name: string }) {
  const t = useT('office')
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        {t('kit.honeypot')}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
