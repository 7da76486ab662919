import { pageInLocales } from '#app/content/document.ts'
import en from '#app/content/pages/privacy.en.yaml'
import hi from '#app/content/pages/privacy.hi.yaml'
import { privacyContentSchema } from '#app/content/schemas.ts'
import { PRIVACY_NOTICE_VERSION } from '#app/domain/enquiries/privacy-notice.ts'

/** Version (date) of the privacy notice, shown on the page; the one stored with each submission, in any language. */
export const privacyNoticeVersion = PRIVACY_NOTICE_VERSION

/** The privacy notice and the forms' one-line notice: texts in app/content/pages/privacy.<locale>.yaml (ADR 0165). */
export const privacy = /* @__PURE__ */ pageInLocales(
  privacyContentSchema,
  { privacyNoticeVersion },
  { en, hi },
  'privacy',
)
