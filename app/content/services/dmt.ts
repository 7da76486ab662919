import type { ServicePageBody } from '#app/content/types.ts'

/** The Domestic Money Transfer page's body (its path, label, summary and form value: app/lib/service-index.ts). */
export const dmt: ServicePageBody = {
  title: 'Domestic Money Transfer (DMT) | {company}',
  metaDescription:
    'Send money to a bank account anywhere in India by paying cash at a retail partner near you. Transfers over ' +
    'IMPS for 1% of the amount plus GST.',
  keywords: [
    'Domestic Money Transfer',
    'DMT',
    'money transfer',
    'send money to bank account',
    'IMPS transfer',
    'cash to account transfer',
    'remittance',
  ],
  heading: 'Domestic Money Transfer',
  intro: [
    'Domestic Money Transfer (DMT) lets anyone send money to a bank account anywhere in India by paying cash ' +
      'at a retail partner. The sender does not need a bank account, a debit card or a smartphone; a mobile ' +
      'number for registration and OTP verification is enough to start.',
    'Transfers are sent over IMPS, which works 24 hours a day on every day of the year, so in most cases the ' +
      "money reaches the beneficiary's account within seconds.",
    'The customer fee is 1% of the transaction value plus GST. Migrant workers, students and families use DMT ' +
      'to send money home safely, without a trip to a bank branch.',
  ],
  sections: [
    {
      heading: 'How to send money',
      paragraphs: ['Sending money at a retail partner takes a few minutes:'],
      bullets: [
        'Register once as a sender with your mobile number and confirm it with the OTP you receive.',
        "Add the beneficiary's name, bank account number and IFSC.",
        'Pay the amount and the fee to the retailer.',
        'Receive a receipt and an SMS with the transaction reference once the transfer is complete.',
      ],
    },
  ],
  benefits: [
    {
      title: 'Instant transfers',
      text: 'Money is sent over IMPS and usually reaches the account within seconds, at any hour.',
    },
    { title: 'Simple fee', text: 'The customer fee is 1% of the transaction value plus GST.' },
    {
      title: 'No bank account needed to send',
      text: 'The sender pays at the counter; only the beneficiary needs a bank account.',
    },
    { title: 'Banks across India', text: 'Send money to accounts at banks anywhere in the country.' },
    {
      title: 'Proof of every transfer',
      text: 'Every transfer comes with a receipt and an SMS with its reference number.',
    },
  ],
  faqs: [
    {
      question: 'What does a money transfer cost?',
      answer: [
        'The customer fee is 1% of the transaction value plus GST. For example, on a transfer of Rs. 5,000 the ' +
          'fee is Rs. 50 plus GST.',
      ],
    },
    {
      question: 'What do I need to send money?',
      answer: [
        "You need a mobile number to register as a sender, and the beneficiary's name, bank account number and " +
          'IFSC. The retailer may also ask for an identity document, as the rules for cash-based transfers ' +
          'require.',
      ],
    },
    {
      question: 'How fast does the money reach the account?',
      answer: [
        "Most transfers are completed over IMPS within seconds. Sometimes the beneficiary's bank takes longer " +
          'to confirm; the retailer can check the status for you with the reference number.',
      ],
    },
    {
      question: 'Is there a limit on how much I can send?',
      answer: [
        'Yes. Per-transaction and monthly limits for senders are set by the Reserve Bank of India and the ' +
          'partner bank. The retailer will tell you the limits that apply when you register.',
      ],
    },
    {
      question: 'What happens if a transfer fails?',
      answer: [
        'If a transfer fails, the amount is refunded to you. The refund is usually paid at the same retailer ' +
          'after verification with an OTP sent to your registered mobile number.',
      ],
    },
  ],
  faqFirstOpen: true,
  phoneLine: 'other',
  image: 'dmt.svg',
  imageAlt: 'Illustration of money moving from one phone to another',
}
