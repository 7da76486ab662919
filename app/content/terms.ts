import { pageInLocales } from '#app/content/document.ts'
import en from '#app/content/pages/terms.en.yaml'
import hi from '#app/content/pages/terms.hi.yaml'
import { termsContentSchema } from '#app/content/schemas.ts'

/** The retail partner agreement (/termsconditions): all text, in app/content/pages/terms.<locale>.yaml (ADR 0165). */
export const terms = /* @__PURE__ */ pageInLocales(termsContentSchema, {}, { en, hi }, 'terms')
