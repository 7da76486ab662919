import { serviceSummaries } from '#app/content/service-summaries.ts'
import type { ServiceKey, ServicePage } from '#app/content/types.ts'
import { servicePageFormServices } from '#app/domain/enquiries/form-services.ts'

/** The insurance page lets the visitor pick the kind of insurance; the choice is sent as `service` (D43). */

export const services: ServicePage[] = [
  {
    key: 'fastag',
    path: '/fastag',
    navLabel: 'Fastag',
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
    tileSummary: serviceSummaries.fastag,
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
    formService: servicePageFormServices.fastag,
    phoneLine: 'other',
    image: 'fastag.svg',
    imageAlt: 'Illustration of a car with a Fastag passing under a toll reader',
  },
  {
    key: 'human-atm',
    path: '/human-atm',
    navLabel: 'Human ATM',
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
    tileSummary: serviceSummaries['human-atm'],
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
    formService: servicePageFormServices['human-atm'],
    phoneLine: 'other',
    image: 'human-atm.svg',
    imageAlt: 'Illustration of a shopkeeper paying out cash with a handheld micro ATM',
  },
  {
    key: 'aeps',
    path: '/services/aadhar-linked-payments',
    navLabel: 'AEPS',
    title: 'AEPS: Aadhaar Enabled Payment System | {company}',
    metaDescription:
      'Withdraw cash, check your balance and get a mini statement at a shop near you, using only your ' +
      'Aadhaar-linked bank account and your fingerprint.',
    keywords: [
      'AEPS',
      'Aadhaar Enabled Payment System',
      'Aadhaar cash withdrawal',
      'AEPS balance enquiry',
      'mini statement',
      'Aadhaar Pay',
      'AEPS agent',
    ],
    heading: 'AEPS: Aadhaar Linked Payments',
    tileSummary: serviceSummaries.aeps,
    intro: [
      'The Aadhaar Enabled Payment System (AEPS) lets a customer use a bank account linked to Aadhaar with only ' +
        'a fingerprint. No debit card, cheque book or PIN is needed. The customer names the bank, the retailer ' +
        'enters the details, and the customer confirms the transaction on a certified fingerprint scanner.',
      'AEPS was developed by the National Payments Corporation of India (NPCI) to take basic banking to villages ' +
        'and small towns. At our retail partners, customers can withdraw cash, check their balance, get a mini ' +
        'statement and pay for purchases, right in their neighbourhood shop.',
      'For retailers, AEPS is a simple way to add a banking service to the shop. All you need is a smartphone, a ' +
        'registered fingerprint device and our retailer platform, and you earn a commission on eligible ' +
        'transactions.',
    ],
    sections: [
      {
        heading: 'Services available through AEPS',
        paragraphs: ['With an Aadhaar-linked bank account and a fingerprint, a customer can use:'],
        bullets: [
          'Cash withdrawal from the bank account',
          'Balance enquiry',
          'Mini statement of recent transactions',
          'Aadhaar Pay: paying the shop for goods and services with a fingerprint',
        ],
      },
      {
        heading: 'How a transaction works',
        paragraphs: ['Each AEPS transaction is authorised by the account holder in person:'],
        bullets: [
          "The retailer selects the service and the customer's bank on the platform.",
          "The retailer enters the customer's Aadhaar number and the amount; the number is not stored by the " +
            'retailer.',
          'The customer places a finger on the scanner to authorise the transaction.',
          'The bank confirms the transaction, a receipt is generated and the retailer pays out the cash.',
        ],
      },
    ],
    benefits: [
      {
        title: 'No card or PIN needed',
        text: 'Customers only need a bank account linked to Aadhaar and their fingerprint.',
      },
      {
        title: 'Works across banks',
        text: 'AEPS is interoperable, so one counter can serve customers of many different banks.',
      },
      {
        title: 'Authorised by the customer',
        text: "Every transaction needs the account holder's own fingerprint authentication.",
      },
      {
        title: 'Commission for retailers',
        text: 'Earn on eligible cash withdrawals and other AEPS services, credited to your wallet.',
      },
      { title: 'Banking close to home', text: 'Pensioners, farmers and workers save a trip to the bank branch.' },
    ],
    faqs: [
      {
        question: 'What do I need to use AEPS?',
        answer: [
          'You need a bank account linked to your Aadhaar and your fingerprint to authorise the transaction. ' +
            'Tell the retailer the name of your bank; no card, cheque book or PIN is needed.',
        ],
      },
      {
        question: 'Is AEPS safe?',
        answer: [
          "Yes. Every transaction must be authorised with the account holder's fingerprint, and the bank sends " +
            'an SMS to the registered mobile number for every debit.',
          'Always check the amount on the receipt and the SMS from your bank before you leave the counter, and ' +
            'never share an OTP with anyone.',
        ],
      },
      {
        question: 'How much cash can I withdraw through AEPS?',
        answer: [
          'Per-transaction and daily limits are set by your bank and by NPCI rules, and they can change. If the ' +
            "amount is above the allowed limit, the retailer's screen shows an error and no money is debited.",
        ],
      },
      {
        question: 'How can a retailer start offering AEPS?',
        answer: [
          'Register with us as a retail partner, complete your KYC and get a registered fingerprint device. We ' +
            'activate AEPS on your account and train you before your first transaction.',
        ],
      },
      {
        question: 'What if money is debited but the transaction failed?',
        answer: [
          'The retailer must not hand over cash for a failed transaction. The bank usually reverses such debits ' +
            'automatically. If it does not, the retailer can raise a complaint through our support team with the ' +
            'transaction reference number.',
        ],
      },
    ],
    faqFirstOpen: true,
    formService: servicePageFormServices.aeps,
    phoneLine: 'other',
    image: 'aeps.svg',
    imageAlt: 'Illustration of an Aadhaar card beside a fingerprint scanner',
  },
  {
    key: 'dsc',
    path: '/services/digital-signature-certificate',
    navLabel: 'Digital Signature Certificate',
    title: 'Class 3 Digital Signature Certificate (DSC) | {company}',
    metaDescription:
      'Class 3 Digital Signature Certificates for individuals and organisations: Sign, Encrypt or both. Paperless ' +
      'Aadhaar eKYC DSC issued in 10 to 15 minutes.',
    keywords: [
      'Digital Signature Certificate',
      'DSC',
      'Class 3 DSC',
      'DSC for GST',
      'DSC for income tax',
      'DSC for e-tender',
      'Aadhaar eKYC DSC',
      'DGFT DSC',
    ],
    heading: 'Digital Signature Certificate',
    tileSummary: serviceSummaries.dsc,
    intro: [
      'A Digital Signature Certificate (DSC) is the electronic equivalent of your handwritten signature and an ' +
        'identity document in one. It is issued by a licensed Certifying Authority, and documents and forms signed ' +
        'with it are legally valid in India under the Information Technology Act, 2000.',
      'You need a DSC to file company forms with the Ministry of Corporate Affairs, to file income tax returns ' +
        'where a digital signature is required, for GST, for e-tendering and e-procurement, for import and export ' +
        'work with DGFT, and on many other government and business portals.',
      'We issue Class 3 certificates for individuals and organisations, valid for one to three years. With ' +
        'paperless Aadhaar XML (Aadhaar eKYC based) verification, your DSC can be issued in 10 to 15 minutes. Our ' +
        'DSC partners across India also help with PAN-based and document-based applications.',
    ],
    sections: [
      {
        heading: 'Classes of DSC',
        paragraphs: [
          'Class 3 is the class of Digital Signature Certificate issued in India today to individuals and ' +
            "organisations. It is issued only after the applicant's identity has been verified, and it is accepted " +
            'on government and private portals for filings, tenders and agreements.',
          'Class 3 certificates come in three kinds. Choose the one that matches what you need to do:',
        ],
        bullets: [
          'Sign: for signing documents, forms and returns. This is the kind most people need, for example for ' +
            'MCA, income tax, GST and EPFO filings.',
          'Encrypt: for encrypting documents and data so that only the intended recipient can open them. Some ' +
            'portals ask for it to protect confidential documents such as bids.',
          'Sign and Encrypt: one certificate for both signing and encryption, commonly required for e-tendering, ' +
            'e-procurement and e-auction portals.',
        ],
      },
      {
        heading: 'Validity and renewal',
        paragraphs: [
          'A DSC is valid for one, two or three years; you choose the period when you apply. After the expiry ' +
            'date it can no longer be used to sign, so renew it before an important filing falls due. Renewal is a ' +
            'fresh application, and with Aadhaar eKYC it takes only a few minutes.',
          'The certificate is kept on a secure USB cryptographic token, such as an ePass 2003 or Proxkey token, ' +
            'protected by your own PIN. If you already have a compatible token, your new certificate can be ' +
            'downloaded onto it.',
        ],
      },
      {
        heading: 'Documents you need',
        paragraphs: ['Keep these ready before you apply:'],
        bullets: [
          'Paperless Aadhaar eKYC: Aadhaar with a linked mobile number, your PAN, and a short video verification',
          'PAN-based application: your PAN and identity and address proof',
          "Organisation certificate: proof of the organisation, an authorisation letter and the applicant's " +
            'documents',
          'A USB token to store the certificate, if you do not already have one',
        ],
      },
    ],
    benefits: [
      {
        title: 'Issued in minutes',
        text: 'Paperless Aadhaar XML (Aadhaar eKYC based) DSC is issued in 10 to 15 minutes.',
      },
      {
        title: 'Legally valid',
        text: 'Signatures made with a DSC from a licensed Certifying Authority are recognised under the IT Act, 2000.',
      },
      { title: 'One to three years', text: 'Choose a validity of one, two or three years to suit your filings.' },
      {
        title: 'All three kinds',
        text: 'Sign, Encrypt, and Sign and Encrypt certificates for individuals and organisations.',
      },
      {
        title: 'Help from a nearby partner',
        text: 'Our 800+ DSC partners help with the application, video verification, download and installation.',
      },
    ],
    faqs: [
      {
        question: 'What is a Class 3 Digital Signature Certificate?',
        answer: [
          "Class 3 is the Digital Signature Certificate issued in India after the applicant's identity is " +
            'verified. It is used for company and tax filings, GST, e-tendering, DGFT and other portals that ' +
            'accept digital signatures.',
        ],
      },
      {
        question: 'How long does it take to get a DSC?',
        answer: [
          'With paperless Aadhaar XML (Aadhaar eKYC based) verification, a DSC is issued in 10 to 15 minutes ' +
            'once the video verification is complete.',
          'Applications based on PAN or paper documents take longer, because the Certifying Authority has to ' +
            'check the documents.',
        ],
      },
      {
        question: 'How long is a DSC valid?',
        answer: [
          'A DSC is valid for one to three years, depending on the period you choose when you apply. It must be ' +
            'renewed before it expires.',
        ],
      },
      {
        question: 'Which kind do I need: Sign, Encrypt, or Sign and Encrypt?',
        answer: [
          'Choose Sign for filing returns and signing documents. Choose Sign and Encrypt if you take part in ' +
            'e-tenders or e-auctions that ask for an encryption certificate.',
          'If you are not sure, ask for a quote and tell us which portal you will use. We will advise you before ' +
            'you pay.',
        ],
      },
      {
        question: 'Do I need a USB token?',
        answer: [
          'Yes. The certificate is stored on a secure USB cryptographic token. An existing compatible token can ' +
            'be reused when you renew.',
        ],
      },
      {
        question: 'Can I become a DSC partner?',
        answer: [
          'Yes. Retailers, tax practitioners, accountants and other professionals can join our DSC partner ' +
            'network and issue certificates to their clients at partner prices. See the partner offer on our ' +
            'Offers page, or send us a request.',
        ],
      },
    ],
    faqFirstOpen: true,
    formService: servicePageFormServices.dsc,
    phoneLine: 'dsc',
    image: 'dsc.svg',
    imageAlt: 'Illustration of a digitally signed document with a USB token and a security shield',
  },
  {
    key: 'dmt',
    path: '/services/domestic-money-transfer',
    navLabel: 'Domestic Money Transfer',
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
    tileSummary: serviceSummaries.dmt,
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
    formService: servicePageFormServices.dmt,
    phoneLine: 'other',
    image: 'dmt.svg',
    imageAlt: 'Illustration of money moving from one phone to another',
  },
  {
    key: 'utility',
    path: '/services/utility-payment',
    navLabel: 'Utility Payments',
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
    tileSummary: serviceSummaries.utility,
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
    formService: servicePageFormServices.utility,
    phoneLine: 'other',
    image: 'utility.svg',
    imageAlt: 'Illustration of a paid bill surrounded by electricity, water, gas and mobile icons',
  },
  {
    key: 'cash-collection',
    path: '/services/cash-collection-point',
    navLabel: 'Cash Collection Point',
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
    tileSummary: serviceSummaries['cash-collection'],
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
    formService: servicePageFormServices['cash-collection'],
    phoneLine: 'other',
    image: 'cash-collection.svg',
    imageAlt: 'Illustration of a money bag, a bundle of notes and a receipt',
  },
  {
    key: 'instant-loan',
    path: '/services/instant-loan',
    navLabel: 'Instant Loan',
    title: 'Instant Personal and Business Loans | {company}',
    metaDescription:
      'Apply for a personal or small business loan from our partner lenders with help from a retail partner near ' +
      'you. Your first EMI starts from the second month.',
    keywords: ['instant loan', 'personal loan', 'small business loan', 'quick loan', 'loan near me', 'EMI loan'],
    heading: 'Instant Loan',
    tileSummary: serviceSummaries['instant-loan'],
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
    formService: servicePageFormServices['instant-loan'],
    phoneLine: 'other',
    image: 'instant-loan.svg',
    imageAlt: 'Illustration of a loan approval on a phone, with cash and coins',
  },
  {
    key: 'insurance',
    path: '/services/insurance',
    navLabel: 'Insurance',
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
    tileSummary: serviceSummaries.insurance,
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
    formService: servicePageFormServices.insurance,
    phoneLine: 'other',
    image: 'insurance.svg',
    imageAlt: 'Illustration of an umbrella protecting a family from the rain',
  },
  {
    key: 'gold',
    path: '/services/buy-and-sell-gold',
    navLabel: 'Buy and Sell Gold',
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
    tileSummary: serviceSummaries.gold,
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
    formService: servicePageFormServices.gold,
    phoneLine: 'other',
    image: 'gold.svg',
    imageAlt: 'Illustration of gold bars and coins beside a phone showing a rising gold balance',
  },
  {
    key: 'assisted-ecommerce',
    path: '/services/assisted-ecommerce',
    navLabel: 'Assisted Ecommerce',
    title: 'Assisted Ecommerce: Shop Online with Help | {company}',
    metaDescription:
      'Shop online with help from a retail partner near you: choose products together, pay at the shop and get ' +
      'delivery. Online shopping made easy for everyone.',
    keywords: [
      'assisted ecommerce',
      'assisted online shopping',
      'rural ecommerce',
      'online shopping with cash',
      'order online near me',
    ],
    heading: 'Assisted Ecommerce',
    tileSummary: serviceSummaries['assisted-ecommerce'],
    intro: [
      'Online shopping offers a wide choice of products and good prices, but many people do not have a card, do ' +
        'not feel confident ordering on a phone, or live where deliveries are hard to arrange. Assisted ecommerce ' +
        'closes that gap.',
      'The retail partner shows you the products on a phone, tablet or computer, helps you choose the right size ' +
        'and model, places the order and accepts your payment at the counter. The order is delivered to your ' +
        "address or to the retailer's shop for collection, depending on the seller and your area.",
      'Customers get a wider range of products than the local market offers, and retailers earn a commission on ' +
        'every completed order without holding any stock.',
    ],
    sections: [
      {
        heading: 'How it works',
        paragraphs: ['Ordering online through a retail partner is as easy as buying at the shop:'],
        bullets: [
          'Tell the retailer what you are looking for and compare the options together.',
          'Confirm the product, the price and the delivery details.',
          'Pay the retailer in cash or by UPI and collect your order receipt.',
          'Receive the product at home or collect it from the shop.',
        ],
      },
    ],
    benefits: [
      { title: 'Shop with guidance', text: 'A trusted retailer helps you compare and choose the right product.' },
      { title: 'Pay in cash', text: 'No card or online banking needed: pay at the counter.' },
      { title: 'Wider choice', text: 'Order products that are not available in your local market.' },
      {
        title: 'Delivery to the shop or home',
        text: 'Collect your order from the retailer if home delivery is not possible.',
      },
      {
        title: 'No stock needed',
        text: 'Retailers earn a commission on completed orders without investing in inventory.',
      },
    ],
    faqs: [
      {
        question: 'What can I buy?',
        answer: [
          'Mobile phones and accessories, household appliances, clothing, footwear, kitchen items and other ' +
            'products offered by the sellers on the platforms we work with.',
        ],
      },
      {
        question: 'How do I pay?',
        answer: ['Pay the retailer in cash or by UPI. The retailer places the order and gives you an order receipt.'],
      },
      {
        question: 'How will I get my order?',
        answer: [
          "The order is delivered to your address, or to the retailer's shop where home delivery is not " +
            'available. The retailer can track the order for you.',
        ],
      },
      {
        question: 'Can I return a product?',
        answer: [
          "Returns and replacements follow the seller's policy shown when you order. The retailer helps you " +
            'raise the return request and hand over the product.',
        ],
      },
      {
        question: 'Does the retailer charge extra?',
        answer: [
          'You pay the price shown when the order is placed. If a delivery charge or service fee applies, the ' +
            'retailer tells you before placing the order.',
        ],
      },
    ],
    faqFirstOpen: false,
    formService: servicePageFormServices['assisted-ecommerce'],
    phoneLine: 'other',
    image: 'assisted-ecommerce.svg',
    imageAlt: 'Illustration of a retailer showing an online shop on a computer, with parcels ready for delivery',
  },
]

export interface ServiceHighlight {
  title: string
  text: string
  /** File under /images/offer/ (360 x 240). */
  image: string
  imageAlt: string
  link?: { href: string; label: string }
}

/** Slides of the DSC page's carousel (3000 ms, spec section 2). */
export const dscHighlights: ServiceHighlight[] = [
  {
    title: 'Your DSC in 10 to 15 minutes',
    text:
      'With paperless Aadhaar XML (eKYC) verification there are no paper forms and no courier. Class 3 ' +
      'certificates are valid for one to three years.',
    image: 'offer-benefit-2.svg',
    imageAlt: 'Illustration of a stopwatch showing fast issuance',
  },
  {
    title: 'Help from DSC specialists',
    text:
      'Our dedicated digital signature helpline guides you through video verification, download and installation ' +
      'of your certificate on the USB token.',
    image: 'offer-benefit-3.svg',
    imageAlt: 'Illustration of a support agent with a headset helping a partner',
  },
  {
    title: 'Become a DSC partner',
    text:
      'Issue certificates to your own clients at partner prices, with cash back that grows with your volume and ' +
      'a dedicated DSC helpline.',
    image: 'offer-benefit-1.svg',
    imageAlt: 'Illustration of a discount tag with rupee coins',
    link: { href: '/offers', label: 'See the partner offer' },
  },
]

export const serviceByKey = Object.fromEntries(services.map((service) => [service.key, service])) as Record<
  ServiceKey,
  ServicePage
>
