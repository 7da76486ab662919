import type { ServicePageBody } from '#app/content/types.ts'

/** The DSC page's body (its path, label, summary and form value: app/lib/service-index.ts). */
export const dsc: ServicePageBody = {
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
  // The DSC page's carousel (3000 ms like the home page, spec section 2).
  highlights: {
    heading: 'Why get your DSC with us',
    label: 'Digital signature highlights',
    slides: [
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
    ],
  },
  phoneLine: 'dsc',
  image: 'dsc.svg',
  imageAlt: 'Illustration of a digitally signed document with a USB token and a security shield',
}
