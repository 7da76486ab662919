import { serviceLabel } from '#app/content/service-labels.ts'
import { productField } from '#app/domain/leads/products.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { serviceIndex } from '#app/lib/service-index.ts'

/**
 * D59: the products a retailer wants, a group of checkboxes drawn as chips: each a real checkbox (named apart,
 * `product-aeps`, so a form without script sends them and the server's one-value-per-name rule holds), in a
 * fieldset whose legend names the group; Tab reaches each chip and Space ticks it. Names in the page's language;
 * product names such as AEPS, DMT and Fastag stay in Latin script (D55).
 */
export function ProductChips({ selected, className = '' }: { selected: readonly string[]; className?: string }) {
  const t = useT('crm')
  const locale = useLocale()
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="text-sm font-semibold text-slate-800">{t('fields.products')}</legend>
      <p className="mt-1 text-sm text-slate-600">{t('fields.productsHint')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {serviceIndex.map((service) => (
          <label key={service.key} className="relative inline-flex cursor-pointer">
            <input
              type="checkbox"
              name={productField(service.key)}
              value="on"
              defaultChecked={selected.includes(service.key)}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-checked:before:content-['✓_']">
              {serviceLabel(service, locale).label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A lead's products as chips to read (the lead's page), or "None chosen". */
export function ProductList({ products }: { products: readonly string[] }) {
  const t = useT('crm')
  const locale = useLocale()
  const chosen = serviceIndex.filter((s) => products.includes(s.key))
  if (chosen.length === 0) return <span className="text-slate-600">{t('fields.noProducts')}</span>
  return (
    <ul className="flex flex-wrap gap-1.5">
      {chosen.map((service) => (
        <li
          key={service.key}
          className="rounded-full border border-brand-700 bg-brand-50 px-2.5 py-0.5 text-sm text-brand-900"
        >
          {serviceLabel(service, locale).label}
        </li>
      ))}
    </ul>
  )
}
