import type { ServicePageBody } from '#app/content/types.ts'

/** The Human ATM page's body (its path, label, summary and form value: app/lib/service-index.ts). */
export const humanAtm: ServicePageBody = {
  title: 'Human ATM and Micro ATM Services | {company}',
  metaDescription:
    'Turn your shop into a cash point with a micro ATM that costs under INR 20,000. Offer cash withdrawal and ' +
    'balance enquiry to customers of many banks.',
  keywords: [
    'Human ATM',
    'micro ATM',
    'micro ATM machine',
    'mini ATM',
    'cash withdrawal',
    'banking agent',
    'rural banking',
  ],
  heading: 'Human ATM',
  intro: [
    'A Human ATM is a retailer who gives cash to customers with the help of a micro ATM: a small, portable ' +
      'card and fingerprint terminal that connects to the bank over a mobile network. The customer inserts or ' +
      'swipes a debit card and enters the PIN, or authenticates with a fingerprint, the amount is debited from ' +
      'the bank account, and the retailer hands over the cash from the shop counter.',
    'A micro ATM costs under INR 20,000, much less than an ordinary ATM, and needs no cabin, security guard or ' +
      'cash van. That makes it practical for a kirana store, medical shop or recharge outlet in a village or ' +
      'small town where the nearest ATM may be far away.',
    'Customers save the time and cost of travelling to a branch or ATM, and the retailer earns a commission on ' +
      'every eligible transaction while bringing more people into the shop.',
  ],
  sections: [
    {
      heading: 'How it works',
      paragraphs: ['A cash withdrawal at a Human ATM takes about as long as one at an ordinary ATM:'],
      bullets: [
        'The customer asks for cash and inserts or swipes a debit card, or places a finger on the scanner for ' +
          'an Aadhaar-based withdrawal.',
        'The customer enters the card PIN on the device, and the bank checks the details and debits the account.',
        'The device shows the result and gives a receipt, and the retailer hands over the cash.',
        "The same amount, plus any commission, is credited to the retailer's wallet, so the cash paid out is " +
          'settled.',
      ],
    },
    {
      heading: 'What you need to start',
      paragraphs: ['You can become a Human ATM with a small investment and a few basic things:'],
      bullets: [
        'A shop or other fixed place of business',
        'A smartphone with a data connection',
        'A micro ATM device (our team helps you choose one)',
        'Basic KYC documents and a bank account for settlement',
        'Enough cash in hand to serve your customers',
      ],
    },
  ],
  benefits: [
    {
      title: 'Low investment',
      text: 'A micro ATM costs under INR 20,000, much less than installing an ordinary ATM.',
    },
    {
      title: 'Earn on every transaction',
      text: 'Get a commission on eligible cash withdrawals, credited to your wallet.',
    },
    { title: 'More customers in your shop', text: 'People who come for cash often buy from your shop as well.' },
    {
      title: 'Portable and simple',
      text: "The device is small, pairs with a smartphone and can be used at the counter or at a customer's door.",
    },
    {
      title: 'Serve customers of many banks',
      text: 'Debit cards of most banks are accepted, and Aadhaar-based withdrawals work with AEPS-enabled accounts.',
    },
  ],
  faqs: [
    {
      question: 'What is a micro ATM?',
      answer: [
        'A micro ATM is a handheld point-of-sale device that lets a retailer carry out basic banking ' +
          'transactions, such as cash withdrawal and balance enquiry, for customers of different banks. It ' +
          'connects to the bank over the internet, usually through a mobile network.',
      ],
    },
    {
      question: 'How much does a micro ATM cost?',
      answer: [
        'A micro ATM costs under INR 20,000, which is much less than an ordinary ATM. Ask for a free quote and ' +
          'our team will tell you the current price of the models we supply.',
      ],
    },
    {
      question: 'Who can become a Human ATM?',
      answer: [
        'Any shop owner or small business with a fixed place of business, a bank account, basic KYC documents ' +
          'and a smartphone can apply. Kirana stores, medical shops, mobile and recharge outlets and common ' +
          'service centres are a good fit.',
      ],
    },
    {
      question: 'Where does the cash come from?',
      answer: [
        'The cash comes from your own counter. When a withdrawal succeeds, the same amount is credited to your ' +
          'wallet, so you are settled for the cash you hand over.',
      ],
    },
    {
      question: "What if a transaction fails but the customer's account is debited?",
      answer: [
        "Never hand over cash for a failed transaction. If a customer's account is debited for a failed " +
          'transaction, the bank normally reverses the amount automatically.',
        'If the reversal does not arrive, our support team helps you and the customer follow it up with the ' +
          'transaction reference number.',
      ],
    },
  ],
  faqFirstOpen: true,
  phoneLine: 'other',
  image: 'human-atm.svg',
  imageAlt: 'Illustration of a shopkeeper paying out cash with a handheld micro ATM',
}
