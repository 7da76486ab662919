import { Form } from 'react-router'
import { htmlLang, languageName, locales } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'

/**
 * The language page's choice (D55): each language named in itself, the one in use marked; choosing another keeps it
 * on the account and shows this page again in it (a whole new document: one language's messages are loaded at once).
 */
export function LanguageChoice() {
  const t = useT('office')
  const locale = useLocale()
  return (
    <ul className="grid max-w-md gap-3">
      {locales.map((l) => (
        <li key={l}>
          {l === locale ? (
            <p
              lang={htmlLang[l]}
              aria-current="true"
              className="flex min-h-11 items-center justify-between rounded-md border-2 border-brand-600 bg-white px-4 py-2 font-semibold text-navy"
            >
              {languageName[l]}
              <span lang={htmlLang[locale]} className="text-sm font-normal text-slate-700">
                {t('language.current')}
              </span>
            </p>
          ) : (
            <Form method="post" action="/account/language" reloadDocument>
              <input type="hidden" name="intent" value="set-language" />
              <input type="hidden" name="locale" value={l} />
              <input type="hidden" name="back" value="/account/language" />
              <button
                type="submit"
                lang={htmlLang[l]}
                className="flex min-h-11 w-full items-center rounded-md border border-slate-400 bg-white px-4 py-2 text-left font-semibold text-slate-800 hover:bg-slate-50"
              >
                {languageName[l]}
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  )
}
