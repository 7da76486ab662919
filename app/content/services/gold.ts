import type { ServicePageBody } from '#app/content/types.ts'

/** The Buy and Sell Gold page's body (its path, label, summary and form value: app/lib/service-index.ts). */
export const gold: ServicePageBody = {
  title: 'Buy and Sell Digital Gold | {company}',
  metaDescription:
    'Buy and sell 24 karat, 9999 fineness digital gold in small amounts at a retail partner near you. Your gold ' +
    'is stored in secure vaults until you sell it.',
  keywords: [
    'digital gold',
    'buy gold',
    'sell gold',
    '24 karat gold',
    '9999 fine gold',
    'gold savings',
    'gold investment',
  ],
  heading: 'Buy and Sell Gold',
  intro: [
    'Gold has always been a trusted way for Indian families to save. Digital gold lets you buy real gold in ' +
      'small amounts, without worrying about purity, making charges or keeping it safe at home.',
    'The gold you buy is 24 karat, 9999 fineness, which means 99.99% pure. It is held for you in secure vaults ' +
      'by our gold partner, and your holding is shown in grams in your account. You can buy more whenever you ' +
      'like, sell it back at the current price or, where available, ask for delivery as coins or bars.',
    'Our retail partners help customers open an account, buy and sell gold and check their balance, so that ' +
      'even first-time savers can start with confidence.',
  ],
  sections: [
    {
      heading: 'How it works',
      paragraphs: [
        'Digital gold is not regulated by the Reserve Bank of India or SEBI. The price of gold goes up and ' +
          'down, the buying and selling prices differ, and GST is charged on purchases. Save only what you are ' +
          'comfortable holding for the long term.',
      ],
      bullets: [
        'Open a gold account with your mobile number and KYC details.',
        'Buy gold for an amount in rupees; the equivalent weight in grams is credited at the live price.',
        'Sell gold back whenever you need money; the amount is paid into your bank account.',
        'Where available, ask for delivery of coins or bars, for a making and delivery charge.',
      ],
    },
  ],
  benefits: [
    { title: 'Pure 24 karat gold', text: 'Every gram is 24 karat, 9999 fineness gold: 99.99% pure.' },
    { title: 'Start small', text: 'Buy gold for a small amount in rupees instead of a full coin or bar.' },
    { title: 'Stored safely', text: 'Your gold is held in secure vaults by our gold partner, not at home.' },
    {
      title: 'Sell when you need to',
      text: 'Sell back at the current price and receive the money in your bank account.',
    },
    { title: 'Transparent prices', text: 'See the live buying and selling price before every transaction.' },
  ],
  faqs: [
    {
      question: 'What purity is the gold?',
      answer: ['The gold is 24 karat, 9999 fineness, which means 99.99% pure gold.'],
    },
    {
      question: 'Where is my gold kept?',
      answer: [
        'Your gold is held for you in secure vaults by our gold partner. Your account shows exactly how many ' +
          'grams you own.',
      ],
    },
    {
      question: 'How do I sell my gold?',
      answer: [
        'Visit a retail partner and ask to sell all or part of your gold. You get the current selling price, ' +
          'and the amount is paid into your bank account.',
      ],
    },
    {
      question: 'Can I get physical gold?',
      answer: [
        'Where delivery is available, you can convert your holding into coins or bars once you have enough ' +
          'grams. Making and delivery charges apply and are shown before you confirm.',
      ],
    },
    {
      question: 'Is digital gold regulated?',
      answer: [
        'Digital gold is not regulated by the Reserve Bank of India or SEBI. Your gold is held by our gold ' +
          'partner, so buy only amounts you are comfortable with and keep your account details safe.',
      ],
    },
  ],
  faqFirstOpen: false,
  phoneLine: 'other',
  image: 'gold.svg',
  imageAlt: 'Illustration of gold bars and coins beside a phone showing a rising gold balance',
}
