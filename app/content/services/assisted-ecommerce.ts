import type { ServicePageBody } from '#app/content/types.ts'

/** The Assisted Ecommerce page's body (its path, label, summary and form value: app/lib/service-index.ts). */
export const assistedEcommerce: ServicePageBody = {
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
  phoneLine: 'other',
  image: 'assisted-ecommerce.svg',
  imageAlt: 'Illustration of a retailer showing an online shop on a computer, with parcels ready for delivery',
}
