import type { ServicePageBody } from '#app/content/types.ts'

/** The Insurance page's body (its path, label, summary and form value: app/lib/service-index.ts). */
export const insurance: ServicePageBody = {
  title: 'Motor, Health, Travel and Term Insurance | {company}',
  metaDescription:
    'Compare and buy motor, health, travel and term insurance from partner insurers with help from a retail ' +
    'partner near you, including renewals and claims.',
  keywords: [
    'insurance',
    'motor insurance',
    'health insurance',
    'travel insurance',
    'term insurance',
    'car insurance renewal',
    'two-wheeler insurance',
  ],
  heading: 'Insurance',
  intro: [
    'Insurance protects you and your family from costs you cannot plan for: an accident, a stay in hospital, a ' +
      'cancelled trip or the loss of an earning member. Yet many people find policies hard to compare and buy.',
    'Our retail partners help you understand your options, compare plans from our partner insurance companies ' +
      'and buy the policy that suits your needs and budget. The policy is issued by the insurer, and the ' +
      'retailer helps you with renewals and with the first steps of a claim.',
    'Choose the kind of insurance you need in the form on this page, and we will get back to you with suitable ' +
      'options.',
  ],
  sections: [
    {
      heading: 'Motor Insurance',
      paragraphs: [
        'Third-party motor insurance is compulsory under the Motor Vehicles Act for every vehicle used on a ' +
          'public road. It covers your legal liability if your vehicle injures someone or damages their property.',
        'A comprehensive policy also covers damage to your own vehicle from accidents, fire, theft and natural ' +
          'disasters. Add-ons such as zero depreciation, engine protection and roadside assistance give extra ' +
          'cover.',
      ],
      bullets: [
        'Policies for two-wheelers, cars, taxis and commercial vehicles',
        'Renewal of expiring and lapsed policies (a vehicle inspection may be needed after a lapse)',
        'Your no claim bonus carried forward when you renew or switch insurer',
      ],
    },
    {
      heading: 'Health Insurance',
      paragraphs: [
        'A health insurance policy pays for hospital treatment, so that a medical emergency does not use up ' +
          'your savings. Plans are available for individuals, and for whole families on a floater basis.',
        'Read the waiting periods, exclusions and sub-limits in the policy wording before you buy, and declare ' +
          'any existing illness honestly.',
      ],
      bullets: [
        "Cashless treatment at the insurer's network hospitals",
        'Cover for hospitalisation, day-care procedures and expenses before and after a hospital stay, as per ' +
          'the policy',
        'Tax benefit on premiums under section 80D of the Income Tax Act, as per the tax rules that apply to you',
      ],
    },
    {
      heading: 'Travel Insurance',
      paragraphs: [
        'Travel insurance covers medical emergencies and unexpected events on a trip within India or abroad. ' +
          'Some countries require travel medical insurance for a visa, so buy the policy before you travel.',
      ],
      bullets: [
        'Medical treatment and emergency evacuation during the trip',
        'Loss of passport or checked-in baggage',
        'Trip delay, cancellation or interruption, as per the plan',
      ],
    },
    {
      heading: 'Term Insurance',
      paragraphs: [
        'Term insurance is the simplest and most affordable form of life cover. If the insured person dies ' +
          'during the policy term, the insurer pays the sum assured to the nominee, helping the family meet ' +
          "daily expenses, repay loans and reach goals such as children's education.",
        'Premiums are lower when you buy at a younger age, and in most plans they stay the same for the whole ' +
          'term. A pure term plan has no maturity value unless you choose a return of premium option.',
      ],
    },
  ],
  benefits: [
    {
      title: 'Compare before you buy',
      text: 'See plans from partner insurers side by side and choose with confidence.',
    },
    {
      title: 'Help close to home',
      text: 'A retail partner explains the cover, the exclusions and the premium in plain words.',
    },
    { title: 'Easy renewals', text: 'Renew motor and health policies at the same counter, without gaps in cover.' },
    { title: 'Claim assistance', text: 'Get help with the claim form and documents when you need it most.' },
    {
      title: 'Policies from registered insurers',
      text: 'Every policy is issued by an insurance company registered with IRDAI.',
    },
  ],
  faqs: [
    {
      question: 'Which kinds of insurance can I buy?',
      answer: [
        'Motor, health, travel and term insurance. Select the kind you need in the form on this page and we ' +
          'will contact you with options.',
      ],
    },
    {
      question: 'Who issues the policy?',
      answer: [
        'The policy is issued by the insurance company, which is registered with the Insurance Regulatory and ' +
          'Development Authority of India (IRDAI). You receive the policy document from the insurer.',
      ],
    },
    {
      question: 'Can I renew my existing motor policy through you?',
      answer: [
        'Yes. Bring your current policy or your vehicle registration number. If the policy has already ' +
          'expired, the insurer may ask for a vehicle inspection before issuing the new policy.',
      ],
    },
    {
      question: 'How do I make a claim?',
      answer: [
        'Inform the insurer as soon as possible, using the claim contact given in your policy. The retailer ' +
          'can help you with the claim form and documents, but the claim is assessed and settled by the insurer.',
      ],
    },
    {
      question: 'Do I need a medical check-up for health or term insurance?',
      answer: [
        'It depends on your age, the sum insured and your health history, and the insurer decides. Always ' +
          'disclose existing illnesses honestly, because wrong information can lead to a claim being rejected.',
      ],
    },
  ],
  faqFirstOpen: false,
  phoneLine: 'other',
  image: 'insurance.svg',
  imageAlt: 'Illustration of an umbrella protecting a family from the rain',
}
