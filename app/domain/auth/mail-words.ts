import type { Locale } from '#app/lib/i18n/locale.ts'

/**
 * The words of the staff account's own mails (the password reset link, the notice that the account's e-mail address
 * changed) in the language the user chose for the office (D55, D61).
 */
export const accountMailWords: Record<
  Locale,
  {
    resetSubject: (company: string) => string
    resetText: (userId: string, minutes: number, link: string) => string[]
    emailChangedSubject: string
    emailChangedText: (userId: string, by: string) => string[]
  }
> = {
  en: {
    resetSubject: (company) => `Reset your ${company} staff password`,
    resetText: (userId, minutes, link) => [
      `Hello ${userId},`,
      '',
      'Someone asked to reset the password of your staff account. To choose a new password, open this link',
      `within ${minutes} minutes. It works once; any link sent to you before it no longer works.`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    emailChangedSubject: 'The e-mail address of your staff account was changed',
    emailChangedText: (userId, by) => [
      `Hello ${userId},`,
      '',
      `The e-mail address of your staff account was changed by ${by}. Password reset links now go to`,
      'the new address, and any link sent earlier no longer works.',
      '',
      'If you did not expect this, tell your administrator at once.',
    ],
  },
  hi: {
    resetSubject: (company) => `${company} स्टाफ़ पासवर्ड नया बनाएँ`,
    resetText: (userId, minutes, link) => [
      `नमस्ते ${userId},`,
      '',
      'किसी ने आपके स्टाफ़ खाते का पासवर्ड नया बनाने को कहा है। नया पासवर्ड चुनने के लिए यह लिंक',
      `${minutes} मिनट के अंदर खोलें। यह एक बार चलता है; इससे पहले भेजा गया कोई भी लिंक अब नहीं चलेगा।`,
      '',
      link,
      '',
      'अगर आपने यह नहीं माँगा था, तो इस ईमेल को छोड़ दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    ],
    emailChangedSubject: 'आपके स्टाफ़ खाते का ईमेल पता बदल दिया गया',
    emailChangedText: (userId, by) => [
      `नमस्ते ${userId},`,
      '',
      `आपके स्टाफ़ खाते का ईमेल पता ${by} ने बदला है। पासवर्ड नया बनाने के लिंक अब`,
      'नए पते पर जाएँगे, और पहले भेजा गया कोई भी लिंक अब नहीं चलेगा।',
      '',
      'अगर आपको इसकी उम्मीद नहीं थी, तो तुरंत अपने एडमिनिस्ट्रेटर को बताएँ।',
    ],
  },
}
