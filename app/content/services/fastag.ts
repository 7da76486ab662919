import type { ServicePageBody } from '#app/content/types.ts'

/** The Fastag page's body (its path, label, summary and form value: app/lib/service-index.ts). */
export const fastag: ServicePageBody = {
  title: 'Fastag Recharge and Issuance | {company}',
  metaDescription:
    'Get a new Fastag for Rs. 59 with GST and recharge it at a retail partner near you. Cashless toll payment ' +
    'for cars, vans, buses and trucks on national highways.',
  keywords: [
    'Fastag',
    'Fastag recharge',
    'buy Fastag',
    'new Fastag',
    'toll payment',
    'Fastag for trucks',
    'Fastag KYC',
  ],
  heading: 'Fastag Issuance and Recharge',
  intro: [
    "Fastag is a reloadable tag fixed on the inside of your vehicle's windscreen. It uses radio frequency " +
      'identification (RFID), so the toll plaza reads the tag and deducts the toll from the linked prepaid ' +
      'account while you drive through the Fastag lane, without stopping to pay in cash.',
    'Fastag has been mandatory since 1 December 2019. Without a valid, working tag you can be charged a higher ' +
      'toll at toll plazas on national highways. Through our retail partners you can get a new Fastag for Rs. 59 ' +
      'with GST, and recharge an existing one, without visiting a bank branch.',
    'The retailer helps you enter the vehicle and owner details, completes the KYC, fixes the tag correctly on ' +
      'the windscreen and shows you how to check your balance and recharge.',
  ],
  sections: [
    {
      heading: 'How to get a Fastag',
      paragraphs: ['Getting a new tag at a retail partner usually takes only a few minutes:'],
      bullets: [
        "Visit a retail partner with the vehicle registration certificate (RC) and the owner's identity and " +
          'address proof.',
        'The retailer enters the vehicle and owner details and completes the KYC for the tag.',
        'Pay Rs. 59 with GST for the tag, plus the first recharge amount you choose.',
        'The tag is fixed on the inside of the windscreen and starts working once the issuer activates it.',
      ],
    },
    {
      heading: 'Who needs a Fastag',
      paragraphs: [
        'Every four-wheeler that uses toll plazas on national highways needs a Fastag: cars, jeeps and vans, ' +
          'taxis, buses, light commercial vehicles and trucks. Each vehicle needs its own tag, because a Fastag ' +
          'is linked to one registration number.',
        'Small fleet owners can get tags for all their vehicles at one retail partner and recharge each of ' +
          'them near the depot or on the route.',
      ],
    },
  ],
  benefits: [
    {
      title: 'No queues at toll plazas',
      text: 'Drive through the Fastag lane. The toll is deducted automatically, saving time and fuel.',
    },
    { title: 'Low one-time cost', text: 'A new Fastag costs Rs. 59 with GST at our retail partners.' },
    { title: 'Recharge near you', text: 'Top up at a nearby retail partner, even in places without a bank branch.' },
    {
      title: 'SMS alerts',
      text: 'Every toll deduction and recharge is confirmed by SMS on the registered mobile number.',
    },
    {
      title: 'For every vehicle type',
      text: 'Tags are available for cars, jeeps, vans, buses, trucks and other commercial vehicles.',
    },
  ],
  faqs: [
    {
      question: 'How much does a new Fastag cost?',
      answer: [
        'A new Fastag costs Rs. 59 including GST at our retail partners. The recharge amount you load on the ' +
          'tag is paid separately and is used for your tolls.',
      ],
    },
    {
      question: 'Is Fastag compulsory?',
      answer: [
        'Yes. Fastag has been mandatory since 1 December 2019 for vehicles passing through toll plazas on ' +
          'national highways. Without a valid, working tag you may be charged a higher toll.',
      ],
    },
    {
      question: 'Which documents do I need?',
      answer: [
        'Bring the vehicle registration certificate (RC), a passport-size photograph of the owner and an ' +
          'identity and address proof, such as a driving licence, voter ID card or passport, along with the ' +
          "owner's PAN where the issuer asks for it.",
        'The retailer will tell you if the tag issuer needs anything more for your vehicle type.',
      ],
    },
    {
      question: 'How do I recharge my Fastag?',
      answer: [
        'Visit any of our retail partners with your vehicle number or registered mobile number and the amount ' +
          'you want to add. The retailer recharges the tag, and you receive an SMS once the amount is credited.',
      ],
    },
    {
      question: 'Can I move my Fastag to another vehicle?',
      answer: [
        'No. A Fastag is linked to one vehicle registration number. If you sell the vehicle or the tag is ' +
          'damaged, the old tag should be closed with the issuer and a new one issued.',
      ],
    },
  ],
  faqFirstOpen: true,
  phoneLine: 'other',
  image: 'fastag.svg',
  imageAlt: 'Illustration of a car with a Fastag passing under a toll reader',
}
