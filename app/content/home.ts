import type { FaqItem } from '#app/content/types.ts'

export interface HomeBanner {
  title: string
  text: string
  /** File name of the banner illustration (an SVG). */
  image: string
  imageAlt: string
  /** Canonical path of the service the banner promotes. */
  href: string
}

export interface Stat {
  value: string
  label: string
}

export interface StrengthsBlock {
  heading: string
  intro: string
  stats: Stat[]
  points: string[]
}

export interface PartnerLogo {
  name: string
  /** File name of the logo (an SVG). */
  image: string
}

export interface HeadingText {
  heading: string
  text: string
}

export interface TextBlock {
  heading: string
  paragraphs: string[]
}

/** Search-engine title, description and keywords of the home page; `{company}` is the company name setting. */
export const homeMeta = {
  title: '{company}: Human ATM, AEPS, Money Transfer, Fastag and DSC',
  description:
    'Banking, payments and digital services at a trusted shop near you: micro ATM, AEPS, money transfer, bill ' +
    'payments, Fastag, insurance, loans, digital gold and digital signature certificates. Become a partner today.',
  keywords: [
    'Human ATM',
    'micro ATM',
    'AEPS',
    'domestic money transfer',
    'utility bill payment',
    'Fastag',
    'digital signature certificate',
    'retailer partner',
    'distributor',
  ],
}

/** Slides of the home carousel (3000 ms auto-advance, D47). */
export const homeBanners: HomeBanner[] = [
  {
    title: 'Be the ATM of Your Neighbourhood',
    text: 'Give cash withdrawals at your shop with a micro ATM that costs under INR 20,000.',
    image: 'banner-1.svg',
    imageAlt: 'Illustration of a shopkeeper paying out cash to a customer with a handheld micro ATM',
    href: '/human-atm',
  },
  {
    title: 'Digital Signature in 10 to 15 Minutes',
    text: 'Paperless Aadhaar eKYC Class 3 DSC for signing, encryption or both, valid for one to three years.',
    image: 'banner-2.svg',
    imageAlt: 'Illustration of a digitally signed document, a USB token and a security shield',
    href: '/services/digital-signature-certificate',
  },
  {
    title: 'Send Money Home, Instantly',
    text: 'Transfer cash to a bank account anywhere in India for 1% of the amount plus GST.',
    image: 'banner-3.svg',
    imageAlt: 'Illustration of money moving from one phone to another across India',
    href: '/services/domestic-money-transfer',
  },
  {
    title: 'Fastag for Rs. 59',
    text: 'Get a new Fastag for Rs. 59 with GST and recharge it at a retail partner near you.',
    image: 'banner-4.svg',
    imageAlt: 'Illustration of a car with a Fastag passing the barrier of a toll plaza',
    href: '/fastag',
  },
  {
    title: 'Protect Your Family, Fund Your Plans',
    text: 'Motor, health, travel and term insurance, and instant loans, at a retail partner near you.',
    image: 'banner-5.svg',
    imageAlt: 'Illustration of an umbrella protecting a family, beside a rising stack of coins',
    href: '/services/insurance',
  },
]

/** Heading and lead text above the grid of service tiles. */
export const homeIntro: HeadingText = {
  heading: 'Our Services',
  text:
    'Banking, payments and everyday digital services at a trusted shop near you. Choose a service to learn more, ' +
    'or ask us for a free quote.',
}

export const homeFaqs: FaqItem[] = [
  {
    question: 'Who can become a retail partner?',
    answer: [
      'Any shop owner or small business with a fixed place of business can apply: kirana and general stores, ' +
        'mobile and recharge outlets, medical shops, photocopy and cyber cafes, travel agents and common service ' +
        'centres.',
      'You need a smartphone or computer with an internet connection, a bank account and basic KYC documents.',
    ],
  },
  {
    question: 'How do I apply?',
    answer: [
      'Send us your details through the free quote form on this page. Our team or a distributor in your area ' +
        'will contact you, help you fill in the Retail Partner Application Form and collect your KYC documents.',
      'Once the details are verified, you receive your login. Your appointment starts when you log in and accept ' +
        'the partner terms and conditions.',
    ],
  },
  {
    question: 'How much do I need to invest?',
    answer: [
      'It depends on the services you choose. Most services, such as money transfer, bill payments, Fastag and ' +
        'insurance, need only a smartphone or computer and an internet connection.',
      'For Human ATM you need a micro ATM, which costs under INR 20,000, and for AEPS a registered fingerprint ' +
        'device. Our team explains every fee before you sign up.',
    ],
  },
  {
    question: 'How do I earn as a partner?',
    answer: [
      'You earn a commission or margin on every eligible, successful transaction, credited to your wallet. The ' +
        'current rates for each service are shown on the partner platform.',
      'Offering several services at one counter brings more customers to your shop, and each visit is a chance ' +
        'to earn more.',
    ],
  },
  {
    question: 'What is the difference between a retailer, a distributor and a super distributor?',
    answer: [
      'A retailer serves customers directly at the shop. A distributor onboards, trains and supports retailers ' +
        'in an area and earns on the business of that network. A super distributor builds and manages a network of ' +
        'distributors across a larger region.',
      'Tell us in the form which role interests you, and we will explain the requirements.',
    ],
  },
  {
    question: 'Will I get training and support?',
    answer: [
      'Yes. Every new partner is trained on the platform and on each service before the first transaction. After ' +
        'that, our support team and branch staff help you by phone and in person, in several Indian languages.',
      'Digital signature certificates have their own helpline, shown in the top bar and the footer of every page.',
    ],
  },
]

/** The three steps beside the home page's free quote form (from the "How do I apply?" answer). */
export const joinSteps: HeadingTextPair[] = [
  { title: 'Tell us what you need', text: 'Fill in the form with your details and the service you are interested in.' },
  {
    title: 'We contact you',
    text: 'Our team or a distributor in your area calls you and helps with the application and KYC documents.',
  },
  {
    title: 'Start serving customers',
    text: 'Once your details are verified you receive your login and training, and you are ready for customers.',
  },
]

export interface HeadingTextPair {
  title: string
  text: string
}

export const strengths: StrengthsBlock = {
  heading: 'Support and Strengths',
  intro: 'A growing network across India, backed by people who pick up the phone when you need help.',
  stats: [
    { value: '35+', label: 'Branches' },
    { value: '800+', label: 'DSC Partners' },
    { value: '2000+', label: 'Customers' },
    { value: '2,000+', label: 'Partners / Resellers' },
  ],
  points: [
    'Hands-on training for every new partner, at a branch or on a video call, before the first customer.',
    'Multilingual support in Hindi, English and regional languages, by phone and message.',
    'A separate helpline for digital signature certificates, staffed by DSC specialists.',
    'Branch staff who visit partners, help with onboarding and sort out problems on the ground.',
    'Clear transaction and commission reports for every partner on the platform.',
  ],
}

/** Business associates strip (invented, neutral names). */
export const partnerLogos: PartnerLogo[] = [
  { name: 'Bharat Payments Hub', image: 'partner-1.svg' },
  { name: 'Sampark Fintech', image: 'partner-2.svg' },
  { name: 'Gramin Seva Link', image: 'partner-3.svg' },
  { name: 'Nidhi Assure', image: 'partner-4.svg' },
]

export const aboutUs: TextBlock = {
  heading: 'About',
  paragraphs: [
    '{company} is a financial services and assisted digital services company with its head office in New Delhi. ' +
      'Our mission is to bring banking and everyday digital services within easy reach of every Indian, especially ' +
      'people who are unbanked or underserved by traditional bank branches.',
    'We do this through a network of retailers, distributors and super distributors across India. A ' +
      'neighbourhood shop becomes a service point where people can withdraw cash with a micro ATM or their ' +
      'fingerprint, send money to any bank account, pay bills and EMIs, recharge a Fastag, buy insurance and ' +
      'digital gold, apply for a loan or get a digital signature certificate.',
    'Our retail partners are local business owners whom their customers already know and trust. We give them the ' +
      'technology, training and support to offer these services, and a new source of income through a commission ' +
      'on every eligible transaction.',
    'Distributors and super distributors help us reach new districts. They find and onboard retailers, train ' +
      'them and support them every day, so that help is always close at hand.',
    'Today we have 35+ branches, more than 800 DSC partners and over 2,000 partners and resellers, and we ' +
      'continue to grow into new districts and states. We believe that access to safe, affordable financial ' +
      'services should not depend on where you live, and every new partner brings that goal a step closer.',
  ],
}
