/** Content of the DSC partner offer landing page (/offers). Prices shown here are illustrative. */

export interface OfferNavItem {
  label: string
  /** An in-page anchor (`#products`) or a site path. */
  href: string
}

export interface OfferPriceRow {
  product: string
  mrp: string
  partnerPrice: string
}

export interface OfferDiscountRow {
  min: string
  max: string
  discount: string
}

export interface OfferImage {
  image: string
  alt: string
  caption: string
}

export interface OfferTab {
  id: 'who' | 'vision' | 'history'
  label: string
  paragraphs: string[]
}

export interface OfferProduct {
  title: string
  text: string
  icon: string
}

export interface OfferPartnerLogo {
  name: string
  image: string
}

export interface OfferContent {
  navLabels: OfferNavItem[]
  hero: { heading: string; subheading: string; image: string; imageAlt: string }
  offerTable: { heading: string; columns: OfferPriceRow; rows: OfferPriceRow[]; note: string }
  benefitImages: OfferImage[]
  aboutHeading: string
  aboutTabs: OfferTab[]
  productsHeading: string
  products: OfferProduct[]
  pricing: {
    heading: string
    columns: OfferDiscountRow
    discountTable: OfferDiscountRow[]
    note: string
    benefitsHeading: string
    benefits: string[]
  }
  termsHeading: string
  terms: string[]
  partners: { heading: string; logos: OfferPartnerLogo[]; tagline: string }
}

export const offer: OfferContent = {
  navLabels: [
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '#about' },
    { label: 'Products', href: '#products' },
    { label: 'Pricing', href: '#pricing' },
    { label: 'Offer Terms', href: '#offer-terms' },
    { label: 'Contact', href: '/contact' },
  ],
  hero: {
    heading: 'Become a DSC Partner and Earn on Every Certificate',
    subheading:
      'Issue Class 3 Digital Signature Certificates to your clients at partner prices, with cash back that grows ' +
      'with your volume. Paperless Aadhaar eKYC certificates are issued in 10 to 15 minutes.',
    image: 'offer-hero.svg',
    imageAlt: 'Illustration of a partner holding a DSC USB token next to a laptop showing a signed document',
  },
  offerTable: {
    heading: 'The Offer at a Glance',
    columns: { product: 'Product', mrp: 'MRP', partnerPrice: 'Partner Price' },
    rows: [
      { product: 'Class 3 DSC (Sign), 1 year', mrp: 'Rs. 1,299', partnerPrice: 'Rs. 799' },
      { product: 'Class 3 DSC (Sign), 2 years', mrp: 'Rs. 1,599', partnerPrice: 'Rs. 999' },
      { product: 'Class 3 DSC (Sign), 3 years', mrp: 'Rs. 2,199', partnerPrice: 'Rs. 1,399' },
      { product: 'Class 3 DSC (Sign and Encrypt), 2 years', mrp: 'Rs. 2,499', partnerPrice: 'Rs. 1,599' },
      { product: 'USB crypto token', mrp: 'Rs. 650', partnerPrice: 'Rs. 399' },
    ],
    note:
      'Illustrative prices in rupees, excluding GST. The prices that apply to your order are confirmed when you ' +
      'place it, and the volume cash back below is on top of the partner price.',
  },
  benefitImages: [
    {
      image: 'offer-benefit-2.svg',
      alt: 'Illustration of a stopwatch showing fast issuance',
      caption: 'Paperless Aadhaar eKYC DSC issued in 10 to 15 minutes',
    },
    {
      image: 'offer-benefit-1.svg',
      alt: 'Illustration of a discount tag with rupee coins',
      caption: 'Cash back on every certificate as your volume grows',
    },
    {
      image: 'offer-benefit-3.svg',
      alt: 'Illustration of a support agent with a headset helping a partner',
      caption: 'Partner training and a dedicated DSC helpline',
    },
  ],
  aboutHeading: 'About Us',
  aboutTabs: [
    {
      id: 'who',
      label: 'Who We Are',
      paragraphs: [
        '{company} is a financial services and digital services company with its head office in New Delhi. ' +
          'Alongside banking services through neighbourhood retailers, we run a dedicated digital signature ' +
          'business that serves individuals, professionals and organisations across India.',
        'Our DSC network is made up of more than 800 DSC partners: resellers, distributors, associates and Local ' +
          'Registration Authorities (LRAs). We support them with partner prices, training, a partner login to ' +
          'issue and track certificates, and a helpline that knows digital signatures inside out.',
      ],
    },
    {
      id: 'vision',
      label: 'our Vision',
      paragraphs: [
        'We want every business and professional in India to be able to get a trusted digital identity quickly, ' +
          'at a fair price, from someone nearby who can help them use it.',
        'As more government and business work moves online, we aim to make our partners the first stop for ' +
          'digital signatures, document signing and website security in their towns.',
      ],
    },
    {
      id: 'history',
      label: 'our History',
      paragraphs: [
        'We began by bringing banking services such as micro ATMs, AEPS and money transfer to places with few ' +
          "bank branches, through local retailers. As those retailers' customers started filing GST returns, " +
          'company forms and tenders online, they kept asking for digital signatures.',
        'To meet that demand, we built a dedicated DSC team and a partner programme. Today the programme has ' +
          'more than 800 DSC partners and is supported by our 35+ branches across India.',
      ],
    },
  ],
  productsHeading: 'Products',
  products: [
    {
      title: 'Class 3',
      text:
        'Class 3 Digital Signature Certificates for individuals and organisations, in Sign, Encrypt, or Sign and ' +
        'Encrypt, valid for one to three years. Used for MCA, income tax, GST, EPFO and e-tendering.',
      icon: 'product-1.svg',
    },
    {
      title: 'DGFT',
      text:
        'A Class 3 certificate for importers and exporters, used to sign applications on the Directorate General ' +
        'of Foreign Trade portal, such as IEC updates and licence applications.',
      icon: 'product-2.svg',
    },
    {
      title: 'Epass auto 2003 token',
      text:
        'A USB cryptographic token that stores digital signature certificates securely behind a PIN. Its drivers ' +
        'install automatically on most Windows computers.',
      icon: 'product-3.svg',
    },
    {
      title: 'Proxkey Token',
      text:
        'A widely used USB token for digital signature certificates, protected by a user PIN and compatible with ' +
        'common signing utilities and government portals.',
      icon: 'product-4.svg',
    },
    {
      title: 'Document Signer',
      text:
        'An organisation certificate for signing large volumes of documents automatically from a server, such as ' +
        'invoices, salary slips, statements and certificates.',
      icon: 'product-5.svg',
    },
    {
      title: 'SSL certificate',
      text:
        "Secure your clients' websites with HTTPS. Domain, organisation and extended validation SSL certificates " +
        "protect data in transit and build visitors' trust.",
      icon: 'product-6.svg',
    },
  ],
  pricing: {
    heading: 'Pricing',
    columns: { min: 'Minimum Quantity', max: 'Maximum Quantity', discount: 'Discount' },
    discountTable: [
      { min: 'Under 25', max: '49', discount: '100' },
      { min: '50', max: '69', discount: '140' },
      { min: '70', max: '99', discount: '220' },
      { min: '100', max: '149', discount: '310' },
      { min: 'Over 150', max: 'No max', discount: '3%' },
    ],
    note:
      'Discount figures are cash back in rupees per certificate, based on the number of certificates in your ' +
      'order. For orders of over 150 certificates, the cash back is 3% of the order value.',
    benefitsHeading: 'Benefits',
    benefits: [
      'Cash back on every certificate, growing with your order volume',
      'Paperless Aadhaar eKYC certificates issued in 10 to 15 minutes',
      'Your own partner login to issue, track and renew certificates',
      'Training on video verification, download and installation',
      'A dedicated DSC helpline for you and your clients',
      'Genuine USB tokens at partner prices',
    ],
  },
  termsHeading: 'Offer Terms and Conditions',
  terms: [
    'The cash back under this offer is a discount, applied using a promo code.',
    'For online orders, the promo code must be applied at the time of registration. For offline orders, ' +
      '{company} applies the discount if the customer is eligible for the offer.',
    'This offer cannot be combined with any other offer, discount or promotion.',
    '{company} may disqualify any customer from the offer in case of fraud or suspected fraud.',
    '{company} may change, suspend or end this programme at any time without notice.',
    'Any dispute arising out of this offer is subject to the jurisdiction of the courts of Delhi.',
  ],
  partners: {
    heading: 'Our Partners',
    logos: [
      { name: 'Akshar Trust', image: 'offer-partner-1.svg' },
      { name: 'Vishwas Digital', image: 'offer-partner-2.svg' },
      { name: 'Mohar Sign', image: 'offer-partner-3.svg' },
      { name: 'Lekha Certs', image: 'offer-partner-4.svg' },
      { name: 'Sanchay Keys', image: 'offer-partner-5.svg' },
    ],
    tagline: 'Reseller | Distributor | Associates | LRA',
  },
}
