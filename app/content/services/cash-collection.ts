import type { ServicePageBody } from '#app/content/types.ts'

/** The Cash Collection Point page's body (its path, label, summary and form value: app/lib/service-index.ts). */
export const cashCollection: ServicePageBody = {
  title: 'Cash Collection Point for EMIs and Premiums | {company}',
  metaDescription:
    'Pay loan EMIs, microfinance instalments and insurance premiums in cash at a retail partner near you and get ' +
    'a receipt on the spot. No trip to the branch.',
  keywords: [
    'cash collection point',
    'EMI payment',
    'loan EMI cash payment',
    'insurance premium payment',
    'microfinance collection',
    'cash deposit point',
  ],
  heading: 'Cash Collection Point',
  intro: [
    'Many borrowers and policy holders, especially in rural and semi-urban areas, prefer to pay in cash. A ' +
      "cash collection point is a retail partner's shop where customers can pay loan EMIs, microfinance " +
      'instalments and insurance premiums in cash and get a receipt on the spot.',
    "The retailer enters the loan or policy number, confirms the customer's name and the amount due, collects " +
      'the cash and sends the payment to the lender or insurer through our platform. The customer receives a ' +
      'receipt and, where the lender supports it, an SMS confirmation.',
    'For lenders and insurers, a network of collection points lowers the cost of collecting from door to door. ' +
      'For retailers, it is another source of commission and regular footfall.',
  ],
  sections: [
    {
      heading: 'How it works',
      paragraphs: ['Paying at a cash collection point is simple:'],
      bullets: [
        'Tell the retailer your loan account number, policy number or registered mobile number.',
        'Check the name and the amount due shown on the screen.',
        'Pay the amount in cash and collect your receipt.',
        'The payment is sent to your lender or insurer, who updates your account.',
      ],
    },
  ],
  benefits: [
    { title: 'Pay close to home', text: 'No need to travel to a branch or wait for a collection agent.' },
    { title: 'Receipt on the spot', text: 'Every payment comes with a receipt and a transaction reference.' },
    {
      title: 'Pay on time',
      text: 'Avoid late payment charges and protect your credit record by paying before the due date.',
    },
    {
      title: 'Less cash handling for lenders',
      text: 'Lenders and insurers collect through a wide network of trusted local shops.',
    },
    { title: 'Extra income for retailers', text: 'Retail partners earn a commission on eligible collections.' },
  ],
  faqs: [
    {
      question: 'What payments can I make at a cash collection point?',
      answer: [
        'Loan EMIs and instalments of lenders and microfinance institutions connected to our platform, and ' +
          'premiums of supported insurance companies. The retailer can check whether your lender or insurer is ' +
          'supported.',
      ],
    },
    {
      question: 'What do I need to bring?',
      answer: [
        'Your loan account number or policy number, or your registered mobile number, and the amount you want ' +
          'to pay.',
      ],
    },
    {
      question: 'When is my payment credited to my loan account?',
      answer: [
        'The payment is sent to the lender as soon as it is made at the counter. Lenders then update the loan ' +
          'account as per their own process, which can take a few working days. Keep your receipt as proof of ' +
          'payment.',
      ],
    },
    {
      question: 'Can I make a part payment?',
      answer: [
        'It depends on the lender. Some lenders accept only the full EMI due, while others accept part ' +
          "payments. The retailer's screen shows what your lender allows.",
      ],
    },
    {
      question: 'Is there a charge for paying at a collection point?',
      answer: [
        'Some lenders charge a small convenience fee for cash payments. If a fee applies, the retailer will ' +
          'tell you the amount before you pay.',
      ],
    },
  ],
  faqFirstOpen: false,
  phoneLine: 'other',
  image: 'cash-collection.svg',
  imageAlt: 'Illustration of a money bag, a bundle of notes and a receipt',
}
