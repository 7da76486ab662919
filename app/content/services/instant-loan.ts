import type { ServicePageBody } from '#app/content/types.ts'

/** The Instant Loan page's body (its path, label, summary and form value: app/lib/service-index.ts). */
export const instantLoan: ServicePageBody = {
  title: 'Instant Personal and Business Loans | {company}',
  metaDescription:
    'Apply for a personal or small business loan from our partner lenders with help from a retail partner near ' +
    'you. Your first EMI starts from the second month.',
  keywords: ['instant loan', 'personal loan', 'small business loan', 'quick loan', 'loan near me', 'EMI loan'],
  heading: 'Instant Loan',
  intro: [
    'Sometimes you need money quickly: for a medical bill, a family function, school fees or fresh stock for ' +
      'your shop. Through our retail partners, you can apply for a personal or small business loan from our ' +
      'partner lenders without visiting a branch.',
    'The retailer helps you fill in the application, upload your KYC documents and complete the checks online. ' +
      'The lender decides on the application after its own credit assessment and, if it is approved, pays the ' +
      'loan amount directly into your bank account.',
    'You repay in equal monthly instalments (EMIs), and your first EMI starts from the second subsequent ' +
      'month. That gives you time to put the money to use before the first repayment.',
  ],
  sections: [
    {
      heading: 'How to apply',
      paragraphs: ['Applying through a retail partner takes a few steps:'],
      bullets: [
        'Visit a retail partner with your PAN, Aadhaar and bank account details.',
        'The retailer fills in the application and uploads your documents with your consent.',
        'The lender checks your details and credit history and makes a decision.',
        'If approved, you review and accept the loan agreement, and the amount is paid into your bank account.',
      ],
    },
    {
      heading: 'Eligibility and documents',
      paragraphs: [
        'We are not the lender. Every loan is offered, approved and serviced by a regulated bank or ' +
          'non-banking financial company (NBFC). The interest rate, fees and repayment terms are shown in the ' +
          "lender's key fact statement and loan agreement before you accept. Read them carefully and borrow only " +
          'what you can repay.',
      ],
      bullets: [
        'Age, income and other criteria set by the lender',
        'PAN and Aadhaar for KYC',
        'A bank account in your own name for the loan amount and EMI payments',
        'Proof of income or business, if the lender asks for it',
      ],
    },
  ],
  benefits: [
    { title: 'Apply close to home', text: 'A retail partner near you helps with the application and documents.' },
    { title: 'Quick decision', text: 'Online checks mean many applications are decided quickly.' },
    { title: 'Straight to your bank account', text: 'An approved loan is paid directly into your bank account.' },
    { title: 'Time before the first EMI', text: 'Your first EMI starts from the second subsequent month.' },
    {
      title: 'Clear terms',
      text: "The lender's key fact statement shows the interest rate and all charges before you sign.",
    },
  ],
  faqs: [
    {
      question: 'Who gives the loan?',
      answer: [
        'Loans are given by our partner lenders, which are banks and NBFCs regulated by the Reserve Bank of ' +
          'India. We and our retail partners help you apply; the lender decides whether to approve the loan.',
      ],
    },
    {
      question: 'When do I pay my first EMI?',
      answer: [
        'Your first EMI starts from the second subsequent month. For example, if your loan is paid out in ' +
          'March, your first EMI falls due in May. The exact date is given in your loan agreement.',
      ],
    },
    {
      question: 'How much can I borrow?',
      answer: [
        "The amount depends on the lender's assessment of your income, repayment history and credit score. The " +
          'retailer will show you the offer the lender makes.',
      ],
    },
    {
      question: 'What documents do I need?',
      answer: [
        'Usually your PAN, Aadhaar and bank account details. Some lenders also ask for income proof, bank ' +
          'statements or proof of your business.',
      ],
    },
    {
      question: 'Will applying affect my credit score?',
      answer: [
        'The lender checks your credit report as part of its assessment. Paying your EMIs on time helps build ' +
          'a good credit record; missed EMIs harm it and can lead to penalty charges.',
      ],
    },
    {
      question: 'Do I have to pay anything to get my loan approved?',
      answer: [
        'No. Never pay anyone in advance to get a loan approved. Any processing fee is charged by the lender ' +
          'as stated in the loan agreement, and is usually deducted from the loan amount.',
      ],
    },
  ],
  faqFirstOpen: false,
  phoneLine: 'other',
  image: 'instant-loan.svg',
  imageAlt: 'Illustration of a loan approval on a phone, with cash and coins',
}
