import type { ContentSection } from '#app/content/types.ts'
import { PRIVACY_NOTICE_VERSION } from '#app/domain/enquiries/privacy-notice.ts'

/** Version (date) of the privacy notice, shown on the page; the one stored with each submission. */
export const privacyNoticeVersion = PRIVACY_NOTICE_VERSION

/** One-line notice shown under every public form, linking to the privacy notice. */
export const formNotice = 'We use these details only to answer your request. See our privacy notice.'

export interface PrivacyNotice {
  heading: string
  intro: string[]
  sections: ContentSection[]
}

/**
 * Privacy notice under the Digital Personal Data Protection Act, 2023. The page shows the contact details
 * (Grievance Officer name, e-mail address, postal address) from the settings; they are not written here.
 */
export const privacy: PrivacyNotice = {
  heading: 'Privacy Notice',
  intro: [
    'This notice explains how {company} handles the personal data you give us through the forms on this website, ' +
      'why we need it, how long we keep it, and the rights you have under the Digital Personal Data Protection ' +
      'Act, 2023 (the DPDP Act).',
    'In short: we collect only what we need to answer your request, we use it only for that purpose, and we ' +
      'never sell it.',
  ],
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        '{company} is the Data Fiduciary for the personal data described in this notice. This means that we ' +
          'decide why and how that data is processed, and we are responsible for it.',
        'Our contact details, and the name, e-mail address and postal address of our Grievance Officer, are ' +
          'shown on this page.',
      ],
    },
    {
      heading: 'What we collect and why',
      paragraphs: [
        'We collect personal data only when you fill in and submit one of the forms below, and only for the ' +
          'purpose stated for that form:',
      ],
      bullets: [
        'Quote request form: your name, e-mail address, phone number, location, the service you are interested ' +
          'in and your message, used to answer your request and send you a quote.',
        'Contact form: your name, e-mail address, phone number, location, the service you are interested in and ' +
          'your message, used to answer your question or request.',
        'Request a callback (on our blog): your name and phone number, used only to call you back.',
        'Payment intimation form: your name, e-mail address, phone number, the amount you paid and your message, ' +
          'used to record your intimation of a payment, match it with our bank records and confirm it to you. No ' +
          'card or bank account details are collected on this website.',
      ],
    },
    {
      heading: 'What happens when you submit a form',
      paragraphs: [
        'When you submit a form, your request is saved in our records and sent by e-mail to our team so that the ' +
          'right person can answer it. If you ask about becoming a retailer, distributor or partner, our staff may ' +
          'also record your enquiry in our internal customer relationship system to follow it up.',
        'Our server also sees the internet (IP) address of your device when you submit a form. We use it only to ' +
          'limit repeated submissions and protect the forms from spam and abuse, not to identify or profile you.',
      ],
    },
    {
      heading: 'Why we are allowed to use it',
      paragraphs: [
        'We process these details on the basis of your consent, which you give by submitting the form after ' +
          'reading the short notice under it. Your consent covers only the purpose stated for that form.',
        'Please give details only about yourself. These forms are not meant for children under 18 years of age.',
      ],
    },
    {
      heading: 'We never ask for your Aadhaar number',
      paragraphs: [
        'None of the forms on this website asks for your Aadhaar number, and we do not need it to answer your ' +
          'request. Please do not type your Aadhaar number, bank account details, card details, PIN or OTP in a ' +
          'message.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your data only as long as we need it for the purpose, or as long as a law requires, and then ' +
          'delete it:',
      ],
      bullets: [
        'Quote requests, contact messages and callback requests: 24 months after our last contact with you.',
        'Payment intimations: 8 years, because accounting and tax laws require us to keep records of payments ' +
          'for that period.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell or rent your personal data, and we do not share it with anyone for advertising or marketing.',
        'We share it only with service providers that process it on our behalf and on our instructions: the ' +
          'provider that sends our e-mail and the provider that hosts this website and its database. They may use ' +
          'it only to provide their service to us.',
        'We may also disclose personal data where a law, a court order or a lawful request of a government ' +
          'authority requires us to do so.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'We take reasonable security safeguards to protect your data against loss, misuse and unauthorised ' +
          'access. Only staff who need your details to answer your request can see them.',
        'If a personal data breach occurs, we will inform you and the Data Protection Board of India as the law ' +
          'requires.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under the DPDP Act you have the following rights. To use any of them, write to the e-mail address shown ' +
          'on this page. We may ask you to confirm your identity before we act on your request.',
      ],
      bullets: [
        'Access: ask for a summary of the personal data we hold about you, how we use it and with whom we have ' +
          'shared it.',
        'Correction and completion: ask us to correct inaccurate data or complete or update incomplete data.',
        'Erasure: ask us to delete your data when it is no longer needed for the purpose, unless a law requires ' +
          'us to keep it.',
        'Grievance redressal: complain to our Grievance Officer about how we handle your data, and receive a ' +
          'response.',
        'Nomination: nominate another person to use these rights on your behalf in the event of your death or ' +
          'incapacity.',
      ],
    },
    {
      heading: 'Withdrawing your consent',
      paragraphs: [
        'You can withdraw your consent at any time by writing to the e-mail address shown on this page. It is as ' +
          'easy as giving consent: one message is enough.',
        'After you withdraw, we stop using your details and delete them, except records that a law requires us ' +
          'to keep, such as payment intimations. Withdrawal does not affect the lawfulness of processing done ' +
          'before it.',
      ],
    },
    {
      heading: 'How to complain',
      paragraphs: [
        'If you have a concern about how we handle your personal data, please contact our Grievance Officer ' +
          'first, using the details shown on this page. We will respond within the time allowed by law.',
        'If you are not satisfied with our response, you can complain to the Data Protection Board of India.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'The public website does not use tracking, analytics or advertising cookies. Reading pages and ' +
          'submitting a form do not place any cookie on your device.',
        'The only cookie we use is a strictly necessary session cookie that is set when our staff sign in to the ' +
          'back office. It keeps them signed in and ends when the browser is closed.',
      ],
    },
    {
      heading: 'Changes to this notice',
      paragraphs: [
        'We will update this notice when our forms or our practices change. The version date shown on this page ' +
          'tells you when it was last changed.',
      ],
    },
  ],
}
