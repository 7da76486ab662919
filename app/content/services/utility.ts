import type { ServicePageBody } from '#app/content/types.ts'

/** The Utility Payments page's body (its path, label, summary and form value: app/lib/service-index.ts). */
export const utility: ServicePageBody = {
  title: 'Utility Bill Payments | {company}',
  metaDescription:
    'Pay electricity, water, gas, broadband and mobile bills and recharge DTH at a retail partner near you, with ' +
    'a receipt for every payment you make.',
  keywords: [
    'utility bill payment',
    'electricity bill payment',
    'water bill payment',
    'gas bill payment',
    'mobile recharge',
    'DTH recharge',
    'bill payment near me',
  ],
  heading: 'Utility Payments',
  intro: [
    'Paying bills should not mean standing in several queues. At our retail partners, customers can pay ' +
      'electricity, water, piped gas, landline, broadband and postpaid mobile bills, and recharge prepaid ' +
      'mobiles and DTH connections, all at one counter.',
    'The retailer fetches the bill using your consumer number, collects the payment and gives you a receipt ' +
      'with a transaction reference. The payment is passed on to the biller, and you get a confirmation.',
    'For shop owners, bill payments bring regular visitors every month and a commission on every eligible payment.',
  ],
  sections: [
    {
      heading: 'Bills you can pay',
      paragraphs: [
        'The billers available depend on your area and may change from time to time. The retailer can check in ' +
          'a moment whether your biller is supported.',
      ],
      bullets: [
        'Electricity bills of state and private power distribution companies',
        'Water bills of municipal bodies and water boards',
        'Piped gas bills',
        'Prepaid and postpaid mobile, landline and broadband',
        'DTH recharges',
        'Insurance premiums and loan repayments of supported billers',
      ],
    },
  ],
  benefits: [
    {
      title: 'One counter for all bills',
      text: 'Pay electricity, water, gas, phone and DTH bills in a single visit.',
    },
    {
      title: 'Receipt for every payment',
      text: 'Each payment comes with a receipt and a transaction reference number.',
    },
    { title: 'Pay the way you prefer', text: 'Pay the retailer in cash or digitally, whichever suits you.' },
    { title: 'Avoid late fees', text: "Pay on time close to home, without travelling to the biller's office." },
    {
      title: 'Steady income for retailers',
      text: 'Earn a commission on eligible payments and welcome regular customers every month.',
    },
  ],
  faqs: [
    {
      question: 'Which bills can I pay?',
      answer: [
        'Electricity, water, piped gas, landline, broadband and postpaid mobile bills, and prepaid mobile and ' +
          'DTH recharges. Insurance premiums and loan repayments can be paid for supported billers.',
      ],
    },
    {
      question: 'What details do I need?',
      answer: [
        'Bring your latest bill, or the consumer number, account number or registered mobile number that your ' +
          'biller uses.',
      ],
    },
    {
      question: 'How do I know my payment has reached the biller?',
      answer: [
        'You get a receipt with a transaction reference at the counter, and in most cases an SMS. Some billers ' +
          'update their records after a short delay, so keep the receipt until the payment shows in your account.',
      ],
    },
    {
      question: 'Is there any extra charge?',
      answer: [
        'If a convenience fee applies to a biller or service, the retailer will tell you the amount before you pay.',
      ],
    },
    {
      question: 'What if I paid against the wrong consumer number?',
      answer: [
        'Contact the retailer at once with your receipt. A payment made to a wrong consumer number can only be ' +
          'reversed with the help of the biller, so always check the details on the screen before you pay.',
      ],
    },
  ],
  faqFirstOpen: false,
  phoneLine: 'other',
  image: 'utility.svg',
  imageAlt: 'Illustration of a paid bill surrounded by electricity, water, gas and mobile icons',
}
