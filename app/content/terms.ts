import type { NumberedClause } from '#app/content/types.ts'

export const termsLastUpdated = '1 July 2021'

/**
 * Retail partner agreement shown on /termsconditions. The renderer numbers the clauses in this order (1, 2, 3 ...),
 * and the cross-references in the text ("clause 4") depend on that order.
 */
export const terms: NumberedClause[] = [
  {
    heading: 'Introduction and Acceptance',
    paragraphs: [
      'These terms and conditions (the “Terms”) form a binding agreement between {company} (the “Company”, “we” ' +
        "or “us”) and every person or business appointed by the Company as a Retail Partner to offer the Company's " +
        'Platform Services and Financial Services to Consumers.',
      "By logging in to the Company's retailer platform and accepting these Terms, the Retail Partner confirms " +
        'that it has read, understood and agreed to them. A Retail Partner that does not agree to these Terms must ' +
        'not log in to or use the platform.',
      'These Terms apply together with the Retail Partner Application Form, the operating guidelines and service ' +
        'rules that the Company publishes on the platform from time to time, and the rules of the banks, payment ' +
        'system operators, billers, lenders, insurers and other service providers whose products are offered. If ' +
        'these Terms conflict with a rule of a bank, regulator or service provider for a particular service, that ' +
        'rule prevails for that service.',
    ],
  },
  {
    heading: 'Definitions',
    paragraphs: [
      'In these Terms, unless the context requires otherwise, the following words have the meanings given below.',
      '“Retail Partner” means an individual, sole proprietorship, partnership firm, limited liability ' +
        'partnership, company or other entity that has applied through the RAF, has been verified and appointed by ' +
        'the Company, and has accepted these Terms, in order to offer the Services to Consumers from its Retail ' +
        'Outlet.',
      '“Retail Partner Application Form” or “RAF” means the application form, in paper or electronic form, ' +
        'through which a person applies to become a Retail Partner, together with all documents and information ' +
        'submitted with it or later.',
      '“Retail Outlet” means the shop, office or other fixed place of business of the Retail Partner stated in ' +
        'the RAF, or later approved by the Company in writing, from which the Retail Partner offers the Services.',
      '“Business Partner” or “BP” means a distributor appointed by the Company who identifies, recommends and ' +
        'onboards Retail Partners in an area, and supervises and supports them in their day-to-day operations.',
      '“Consumer” means any member of the public who uses a Service through a Retail Partner.',
      '“Platform Services” means the technology platform, web and mobile applications, partner dashboard, ' +
        'wallet, devices and related support that the Company makes available to the Retail Partner, and the ' +
        'non-financial services offered through them, such as utility bill payments, recharges, Fastag, assisted ' +
        'ecommerce and digital signature certificates.',
      '“Financial Services” means the banking, payment, credit, insurance and investment products offered ' +
        'through the platform on behalf of banks, payment system operators, lenders, insurers and other regulated ' +
        'entities, including micro ATM cash withdrawal, AEPS, domestic money transfer, cash collection, loans, ' +
        'insurance and digital gold.',
      '“Services” means the Platform Services and the Financial Services together; “Effective Date” has the ' +
        'meaning given in clause 4; and “business day” means a day, other than a Sunday or a public holiday, on ' +
        'which banks are open for general business in India.',
    ],
  },
  {
    heading: 'Application and Verification',
    paragraphs: [
      'A person who wishes to become a Retail Partner must complete the RAF and submit it with the documents the ' +
        'Company asks for, which may include identity and address proof, PAN, proof of the business and of the ' +
        'Retail Outlet, bank account details and photographs.',
      'The Company, directly or through a Business Partner, will verify the information in the RAF. Verification ' +
        'may include a visit to the Retail Outlet, checks against third-party and government databases, and any ' +
        'checks required by the banks and service providers concerned. The applicant consents to these checks.',
      'The Company may accept or reject any application at its sole discretion and is not required to give ' +
        'reasons for a rejection.',
      'The Retail Partner confirms that all information given in the RAF is true, complete and up to date, and ' +
        'shall inform the Company in writing without delay of any change, including a change of ownership, ' +
        'address, bank account or contact details.',
      'If any information given by the Retail Partner is found to be false, misleading or incomplete, the ' +
        'Company may suspend the Services or terminate the appointment with immediate effect, in addition to any ' +
        'other remedy available to it.',
    ],
  },
  {
    heading: 'Appointment and Effective Date',
    paragraphs: [
      'When an application is approved, the Company issues login credentials to the applicant. The appointment ' +
        'of the Retail Partner takes effect when the Retail Partner logs in to the platform and accepts these ' +
        'Terms. The date of that acceptance is the “Effective Date”.',
      'The appointment is non-exclusive. The Company may appoint other Retail Partners and Business Partners in ' +
        'the same area, and may offer any Service directly or through other channels.',
      'The Retail Partner acts as an independent contractor. Nothing in these Terms creates an employment, ' +
        'partnership or joint venture relationship between the Company and the Retail Partner, or any agency ' +
        'beyond what is needed to offer the Services to Consumers as set out in these Terms.',
      'The Retail Partner shall not assign, transfer or sub-contract any of its rights or obligations, and shall ' +
        'not allow any other person to use its login or offer the Services in its name, without the prior written ' +
        'consent of the Company.',
    ],
  },
  {
    heading: 'Business Partners',
    paragraphs: [
      'A Retail Partner may be linked to a Business Partner, who recommends the Retail Partner to the Company, ' +
        "helps with onboarding, training and wallet top-ups, and supervises the Retail Partner's operations in the " +
        'area.',
      'A Business Partner has no authority to change these Terms, to promise any commission, benefit or ' +
        'exclusivity that the Company has not published, or to collect any fee or deposit on behalf of the Company ' +
        'unless the Company has authorised it in writing.',
      "The Retail Partner shall cooperate with its Business Partner and with the Company's branch staff, " +
        'including during visits to the Retail Outlet and reviews of records. The Company may change the Business ' +
        'Partner linked to a Retail Partner at any time.',
    ],
  },
  {
    heading: 'Offering the Services',
    paragraphs: [
      'The Retail Partner shall offer the Services to Consumers only through the platform and only from the ' +
        'Retail Outlet. It shall not offer the Services through any other platform, channel or arrangement, and ' +
        "shall not process any part of a Consumer's transaction outside the platform.",
      "The Retail Partner shall follow the Company's operating guidelines and the rules of the banks and service " +
        'providers, including rules on customer identification and due diligence, transaction limits, display of ' +
        'charges and the issue of a receipt for every transaction.',
      'The Retail Partner shall use only devices supplied or approved by the Company, including certified ' +
        'biometric devices and micro ATMs, shall keep them in good working order and shall not tamper with them.',
      'The Retail Partner shall keep its user id, password, PIN and one-time passwords secret and is responsible ' +
        'for every transaction carried out with its credentials. It shall inform the Company at once if it ' +
        'suspects that its credentials or devices have been misused.',
      'The Retail Partner shall treat Consumers courteously and honestly, shall not mislead them about any ' +
        'Service, and shall promptly pass on to the Company any complaint it receives, together with the details ' +
        'needed to resolve it.',
    ],
  },
  {
    heading: 'Prices, Charges and Commission',
    paragraphs: [
      'Consumers pay the prices and charges published by the Company for each Service. The Retail Partner shall ' +
        'not charge a Consumer more than the published amount, and shall not offer any discount on the published ' +
        'prices without the prior written consent of the Company.',
      'The Retail Partner earns the commission or margin published on the platform for each eligible and ' +
        "successful transaction. Commission is credited to the Retail Partner's wallet or bank account after " +
        'deduction of applicable taxes, including GST and tax deducted at source where applicable.',
      'The Company may revise prices, charges, commissions and margins from time to time by notice on the ' +
        'platform. Revised rates apply to transactions made after the date on which they take effect.',
      'No commission is payable on failed, reversed, disputed, cancelled or fraudulent transactions. Any ' +
        'commission already paid on such transactions may be recovered by the Company under clause 8.',
    ],
  },
  {
    heading: 'Wallet, Advances, Deposits and Set-off',
    paragraphs: [
      'Some Services require the Retail Partner to keep a prepaid balance in its wallet on the platform. ' +
        'Transactions are processed only when sufficient balance is available, and the balance does not earn ' +
        'interest.',
      'The Company may require the Retail Partner to pay an advance or a deposit amount as a condition for ' +
        'providing or continuing any Service, and may change that amount by giving notice to the Retail Partner.',
      'Cash collected from Consumers for a Service is held by the Retail Partner for the Consumer or the ' +
        'relevant biller, lender or insurer until the transaction is completed on the platform, and shall not be ' +
        'used for any other purpose.',
      'The Company may set off any amount the Retail Partner owes it, including charges, chargebacks, reversals, ' +
        'penalties imposed by banks, networks or regulators, amounts credited by mistake and losses caused by the ' +
        'Retail Partner, against the wallet balance, any advance or deposit, any commission or any other amount ' +
        'payable to the Retail Partner. If those amounts are not enough, the Retail Partner shall pay the balance ' +
        "promptly on the Company's written demand.",
    ],
  },
  {
    heading: 'Inactive Accounts',
    paragraphs: [
      'A Retail Partner account through which no transaction has been made for more than 180 days is treated as ' +
        'inactive.',
      'The Company may levy an inactive-account charge of a minimum of Rs 50 per month on an inactive account, ' +
        'which may be deducted from the wallet balance, any deposit or any amount payable to the Retail Partner.',
      'The Company may also suspend an inactive account and may require the Retail Partner to complete fresh ' +
        'verification before the account is used again.',
    ],
  },
  {
    heading: 'Changes to the Services and these Terms',
    paragraphs: [
      'The Company may add, modify, suspend or withdraw any Service, and may change the platform, the devices it ' +
        'supports or its operating guidelines, at any time, including where a bank, service provider or regulator ' +
        'requires it.',
      'The Company may modify these Terms at any time. Modified Terms are published on the platform or the ' +
        "Company's website with a new date. By continuing to use the platform after that date, the Retail Partner " +
        'accepts the modified Terms.',
    ],
  },
  {
    heading: 'Suspension of Services',
    paragraphs: [
      'The Company may suspend all or any of the Services to a Retail Partner, with or without notice, in any of ' +
        'the following cases: (a) a violation of these Terms, the operating guidelines or any law; (b) an order, ' +
        'direction or requirement of a court, regulator, government authority or bank; (c) recovery of any amount ' +
        'due from the Retail Partner; (d) a suspected discrepancy, fraud or unusual pattern in the Retail ' +
        "Partner's transactions, documents or records; (e) technical reasons, including maintenance, upgrades, " +
        'security incidents and system failures; or (f) the failure, suspension or withdrawal of the underlying ' +
        'service by a bank or service provider.',
      'During a suspension the Retail Partner may be unable to carry out transactions or to withdraw its wallet ' +
        'balance. The Company will lift the suspension once the reason for it no longer applies, or may terminate ' +
        'the appointment under clause 12.',
      'The Company is not liable for any loss of business, commission or profit caused by a suspension made in ' +
        'good faith.',
    ],
  },
  {
    heading: 'Term, Lock-in Period and Termination',
    paragraphs: [
      'The appointment of the Retail Partner begins on the Effective Date and continues until it is terminated ' +
        'under these Terms.',
      'The period of 5 years from the Effective Date is a lock-in period, during which the Retail Partner may ' +
        'not terminate the appointment. After the lock-in period, the Retail Partner may terminate the appointment ' +
        "by giving the Company 90 days' written notice.",
      "The Company may terminate the appointment at any time by giving the Retail Partner 30 days' written " +
        'notice, without having to give reasons.',
      'The Company may also terminate the appointment with immediate effect by written notice if an Event of ' +
        'Default occurs under clause 13, or if continuing the appointment would breach any law, regulatory ' +
        'direction or the rules of a bank or service provider.',
    ],
  },
  {
    heading: 'Events of Default',
    paragraphs: [
      'An Event of Default occurs if the Retail Partner commits a material breach of these Terms and does not ' +
        'cure it within 15 business days after receiving a written notice from the Company that describes the ' +
        'breach and asks for it to be cured.',
      'Material breaches include, among others: fraud or dishonesty; offering the Services outside the platform ' +
        'or from any place other than the Retail Outlet; charging Consumers more than the published prices, or ' +
        "discounting them without the Company's written consent; misuse of Consumer data; failure to pay any " +
        'amount due to the Company; and any breach of clause 15.',
      'While a breach remains uncured, the Company may suspend the Services under clause 11.',
    ],
  },
  {
    heading: 'Consequences of Termination',
    paragraphs: [
      "On termination for any reason, the Retail Partner's access to the platform ends. The Retail Partner shall " +
        "stop offering the Services, stop using the Company's name, logos and materials, and return any devices, " +
        'signage and materials that belong to the Company.',
      'For 60 days after termination, the Retail Partner shall give the Company, its auditors and the banks and ' +
        'service providers concerned access to its records, registers, receipts and documents relating to the ' +
        'Services for verification, and shall cooperate in resolving any pending complaint, chargeback or ' +
        'reconciliation.',
      'After that verification period, and once all amounts due to the Company have been settled under clause 8, ' +
        'the Company will pay the Retail Partner any remaining wallet balance and any refundable deposit.',
      'Termination does not affect rights and obligations that arose before it. Clauses 8, 14, 15, 16, 17 and ' +
        '18, and any other provision that by its nature is meant to continue, survive termination.',
    ],
  },
  {
    heading: 'Non-compete and Non-solicitation',
    paragraphs: [
      'During the term of the appointment and for 1 year after it ends, the Retail Partner shall not, directly ' +
        'or indirectly, act as a retailer, agent, distributor or partner of any competitor of the Company for ' +
        'services similar to the Services.',
      'During the same period, the Retail Partner shall not solicit or induce any Consumer, Retail Partner, ' +
        'Business Partner or employee of the Company to stop dealing with the Company, or to deal with a ' +
        'competitor of the Company instead.',
      "The Retail Partner agrees that these restrictions are reasonable and necessary to protect the Company's " +
        'business, network and confidential information.',
    ],
  },
  {
    heading: 'Confidentiality and Data Protection',
    paragraphs: [
      'The Retail Partner shall keep confidential all information about the Company, its partners, systems, ' +
        'prices and commissions, and all Consumer information it receives, and shall use that information only to ' +
        'provide the Services.',
      "The Retail Partner shall collect Consumers' personal data only as a Service requires, shall keep it " +
        'secure, and shall not store, copy or share Aadhaar numbers, biometric data, card details, PINs or ' +
        'one-time passwords. It shall comply with the Information Technology Act, 2000, the Aadhaar Act, 2016 and ' +
        'all other applicable laws on data protection and privacy.',
      'The Retail Partner shall report to the Company at once any loss, theft or misuse of Consumer data or of ' +
        'devices used for the Services.',
    ],
  },
  {
    heading: 'Indemnity and Limitation of Liability',
    paragraphs: [
      'The Retail Partner shall indemnify and keep the Company indemnified against all losses, claims, ' +
        'penalties, costs and expenses arising from a breach of these Terms, or from negligence, fraud or ' +
        'misconduct, by the Retail Partner or its staff.',
      'The Company is not liable for any failure or delay of a bank, payment network, biller, lender, insurer, ' +
        'telecom operator or other service provider, or for any event beyond its reasonable control.',
      'The Company is not liable for any indirect or consequential loss, or for loss of profit, business or ' +
        "goodwill. The Company's total liability to the Retail Partner under these Terms is limited to the " +
        'commission paid to the Retail Partner in the three months before the event giving rise to the claim.',
    ],
  },
  {
    heading: 'Notices, Governing Law and Jurisdiction',
    paragraphs: [
      'Notices under these Terms must be in writing. The Company may give notice by e-mail, SMS or a message on ' +
        'the platform, using the contact details in the RAF. The Retail Partner shall give notice by e-mail or ' +
        'letter to the contact details of the Company published on its website.',
      'If any provision of these Terms is found to be invalid or unenforceable, the remaining provisions ' +
        'continue in full force. A failure or delay by the Company in exercising any right is not a waiver of that ' +
        'right.',
      'These Terms are governed by the laws of India. The courts of Mumbai have exclusive jurisdiction over all ' +
        'disputes arising out of or in connection with these Terms.',
    ],
  },
]
