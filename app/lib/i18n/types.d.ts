import type { Messages } from '#app/messages/en/index.ts'

// Keys are checked at compile time against the English catalogue: `t('no.such.key')` does not type-check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false
    resources: Messages
    returnNull: false
  }
}
