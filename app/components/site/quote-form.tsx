import { formScriptTexts } from '#app/components/site/form-messages.ts'
import { FormNotice } from '#app/components/site/form-notice.tsx'
import { MobileField, SenderStart, useEnquiryForm } from '#app/components/site/sender-fields.tsx'
import { SelectField, TextAreaField, TextField } from '#app/components/ui/form-kit.tsx'
import { DSC_OFFER_SERVICE, type FormService, quoteServiceOptions } from '#app/domain/enquiries/form-services.ts'
import { limits, type QuoteInput, type QuoteVariant } from '#app/domain/enquiries/schemas.ts'
import type { Choice } from '#app/lib/choice.ts'
import { defaultLocale } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import type { forms as formWords } from '#app/messages/en/forms.ts'

export type QuoteFormVariant = QuoteVariant

export interface QuoteFormProps {
  /**
   * home: the home page's "Get a Free Quote" form (service dropdown of spec section 3, button "Submit Your Request");
   * service: a service page's side-column form (service fixed by the page, or the insurance choice);
   * contact: the contact page form (service dropdown);
   * dsc-offer: the offer page form (service 'Digital Signature Certificate', location and service hidden).
   */
  variant: QuoteFormVariant
  /** For `service`: the page's fixed value or its choice list (the service index's `pageForm`). */
  service?: FormService
  /** Optional visible heading above the form. */
  heading?: string
  className?: string
}

/** What the form sends as `service`: a fixed hidden value, or a dropdown whose first option is the prompt. */
type ServiceControl = { kind: 'fixed'; value: string } | { kind: 'choice'; options: readonly Choice[] }

function serviceControl(variant: QuoteVariant, service: FormService | undefined): ServiceControl {
  if (variant === 'dsc-offer') return { kind: 'fixed', value: DSC_OFFER_SERVICE }
  if (variant === 'service' && service?.kind === 'fixed') return service
  if (variant === 'service' && service?.kind === 'choice') {
    // D43: the insurance form works; its prompt makes the visitor choose the kind of insurance.
    return { kind: 'choice', options: [{ value: '', label: service.prompt }, ...service.options] }
  }
  return { kind: 'choice', options: quoteServiceOptions }
}

/** The `forms` catalogue's word for each service value a dropdown offers (the value itself is what is sent). */
const serviceWords: Record<string, keyof (typeof formWords)['services'] | undefined> = {
  'Human ATM': 'humanAtm',
  AEPS: 'aeps',
  DMT: 'dmt',
  'Utility Payment': 'utility',
  'Cash Collection Point': 'cashCollection',
  'Digital Signature Certificate (DSC)': 'dsc',
  Loan: 'loan',
  Insurance: 'insurance',
  'Buy & Sell GOLD': 'gold',
  'Assisted Ecommerce': 'ecommerce',
  'Health Insurance': 'health',
  'Motor Insurance': 'motor',
  'Travel Insurance': 'travel',
  'Term Insurance': 'term',
}

/** The button's words of each variant (the `forms` catalogue's `quote.button.*`). */
const buttonKey = {
  home: 'home',
  service: 'service',
  contact: 'contact',
  'dsc-offer': 'dscOffer',
} as const satisfies Record<QuoteVariant, string>

/**
 * The quote/contact form (spec sections 3 and 4; D41-D46). Without script it is a plain POST to /enquiry, which
 * answers with a redirect to the thank-you page. The islands module (app/islands/forms.ts) checks the fields with
 * the same schema as the server (an invalid e-mail shows its error on blur and keeps what was typed, D44), then on
 * submit clears the fields, dims and blocks the page with a spinner, and goes to /thankyou/1 when the reply's err is
 * empty, else to /thankyou/2.
 */
export function QuoteForm({ variant, service, heading, className = '' }: QuoteFormProps) {
  const t = useT('forms')
  const locale = useLocale()
  const control = serviceControl(variant, service)
  // The dropdowns' words in the page's language; the values sent stay the spec's (ADR 0159).
  const options =
    control.kind !== 'choice'
      ? []
      : locale === defaultLocale
        ? control.options
        : control.options.map((o) => {
            if (o.value === '') {
              return { ...o, label: variant === 'service' ? t('services.insurancePrompt') : t('fields.servicePrompt') }
            }
            const key = serviceWords[o.value]
            return key ? { ...o, label: t(`services.${key}`) } : o
          })
  const { id, fields, formProps } = useEnquiryForm<QuoteInput>('quote', '/enquiry')

  const wide = variant === 'home' || variant === 'contact'
  const headingId = `${id}-heading`
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : t('quote.label')}
      className={`rounded-lg border border-slate-200 bg-white p-5 text-slate-800 shadow-sm sm:p-6 ${className}`}
    >
      {heading && (
        <h2 id={headingId} className="mb-4 text-xl font-bold text-navy">
          {heading}
        </h2>
      )}
      <form
        {...formProps}
        data-variant={variant}
        {...formScriptTexts(locale, { spinner: t('spinner') })}
        className={`grid gap-4 ${wide ? 'sm:grid-cols-2' : ''}`}
      >
        <input type="hidden" name="variant" value={variant} />
        <SenderStart name={fields.name} nameMax={limits.quote.name} />
        <TextField
          field={fields.email}
          label={t('fields.email')}
          type="email"
          required
          maxLength={limits.quote.email}
          autoComplete="email"
        />
        <MobileField field={fields.phone} maxLength={limits.quote.phone} />
        {variant !== 'dsc-offer' && (
          <TextField
            field={fields.location}
            label={t('fields.location')}
            maxLength={limits.quote.location}
            autoComplete="address-level2"
          />
        )}
        {control.kind === 'fixed' ? (
          <input type="hidden" name="service" value={control.value} />
        ) : (
          <SelectField
            field={fields.service}
            label={variant === 'service' ? t('fields.insuranceType') : t('fields.service')}
            options={options}
            required
            className={wide ? 'sm:col-span-2' : ''}
          />
        )}
        <TextAreaField
          field={fields.message}
          label={t('fields.message')}
          maxLength={limits.quote.message}
          rows={wide ? 4 : 3}
          className={wide ? 'sm:col-span-2' : ''}
        />
        <div className={wide ? 'sm:col-span-2' : ''}>
          <button
            type="submit"
            className="w-full rounded-md bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
          >
            {t(`quote.button.${buttonKey[variant]}`)}
          </button>
          <FormNotice className="mt-3" />
        </div>
      </form>
    </section>
  )
}
