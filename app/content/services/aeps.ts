import type { ServicePageBody } from '#app/content/types.ts'

/** The AEPS page's body (its path, label, summary and form value: app/lib/service-index.ts). */
export const aeps: ServicePageBody = {
  title: 'AEPS: Aadhaar Enabled Payment System | {company}',
  metaDescription:
    'Withdraw cash, check your balance and get a mini statement at a shop near you, using only your ' +
    'Aadhaar-linked bank account and your fingerprint.',
  keywords: [
    'AEPS',
    'Aadhaar Enabled Payment System',
    'Aadhaar cash withdrawal',
    'AEPS balance enquiry',
    'mini statement',
    'Aadhaar Pay',
    'AEPS agent',
  ],
  heading: 'AEPS: Aadhaar Linked Payments',
  intro: [
    'The Aadhaar Enabled Payment System (AEPS) lets a customer use a bank account linked to Aadhaar with only ' +
      'a fingerprint. No debit card, cheque book or PIN is needed. The customer names the bank, the retailer ' +
      'enters the details, and the customer confirms the transaction on a certified fingerprint scanner.',
    'AEPS was developed by the National Payments Corporation of India (NPCI) to take basic banking to villages ' +
      'and small towns. At our retail partners, customers can withdraw cash, check their balance, get a mini ' +
      'statement and pay for purchases, right in their neighbourhood shop.',
    'For retailers, AEPS is a simple way to add a banking service to the shop. All you need is a smartphone, a ' +
      'registered fingerprint device and our retailer platform, and you earn a commission on eligible ' +
      'transactions.',
  ],
  sections: [
    {
      heading: 'Services available through AEPS',
      paragraphs: ['With an Aadhaar-linked bank account and a fingerprint, a customer can use:'],
      bullets: [
        'Cash withdrawal from the bank account',
        'Balance enquiry',
        'Mini statement of recent transactions',
        'Aadhaar Pay: paying the shop for goods and services with a fingerprint',
      ],
    },
    {
      heading: 'How a transaction works',
      paragraphs: ['Each AEPS transaction is authorised by the account holder in person:'],
      bullets: [
        "The retailer selects the service and the customer's bank on the platform.",
        "The retailer enters the customer's Aadhaar number and the amount; the number is not stored by the " +
          'retailer.',
        'The customer places a finger on the scanner to authorise the transaction.',
        'The bank confirms the transaction, a receipt is generated and the retailer pays out the cash.',
      ],
    },
  ],
  benefits: [
    {
      title: 'No card or PIN needed',
      text: 'Customers only need a bank account linked to Aadhaar and their fingerprint.',
    },
    {
      title: 'Works across banks',
      text: 'AEPS is interoperable, so one counter can serve customers of many different banks.',
    },
    {
      title: 'Authorised by the customer',
      text: "Every transaction needs the account holder's own fingerprint authentication.",
    },
    {
      title: 'Commission for retailers',
      text: 'Earn on eligible cash withdrawals and other AEPS services, credited to your wallet.',
    },
    { title: 'Banking close to home', text: 'Pensioners, farmers and workers save a trip to the bank branch.' },
  ],
  faqs: [
    {
      question: 'What do I need to use AEPS?',
      answer: [
        'You need a bank account linked to your Aadhaar and your fingerprint to authorise the transaction. ' +
          'Tell the retailer the name of your bank; no card, cheque book or PIN is needed.',
      ],
    },
    {
      question: 'Is AEPS safe?',
      answer: [
        "Yes. Every transaction must be authorised with the account holder's fingerprint, and the bank sends " +
          'an SMS to the registered mobile number for every debit.',
        'Always check the amount on the receipt and the SMS from your bank before you leave the counter, and ' +
          'never share an OTP with anyone.',
      ],
    },
    {
      question: 'How much cash can I withdraw through AEPS?',
      answer: [
        'Per-transaction and daily limits are set by your bank and by NPCI rules, and they can change. If the ' +
          "amount is above the allowed limit, the retailer's screen shows an error and no money is debited.",
      ],
    },
    {
      question: 'How can a retailer start offering AEPS?',
      answer: [
        'Register with us as a retail partner, complete your KYC and get a registered fingerprint device. We ' +
          'activate AEPS on your account and train you before your first transaction.',
      ],
    },
    {
      question: 'What if money is debited but the transaction failed?',
      answer: [
        'The retailer must not hand over cash for a failed transaction. The bank usually reverses such debits ' +
          'automatically. If it does not, the retailer can raise a complaint through our support team with the ' +
          'transaction reference number.',
      ],
    },
  ],
  faqFirstOpen: true,
  phoneLine: 'other',
  image: 'aeps.svg',
  imageAlt: 'Illustration of an Aadhaar card beside a fingerprint scanner',
}
