import type { ServiceKey } from '#app/content/types.ts'

/** One-line summaries of the services (home tiles, service page banners); apart from services.ts to keep pages light. */
export const serviceSummaries: Record<ServiceKey, string> = {
  fastag: 'Buy a new Fastag for Rs. 59 with GST and recharge it at a retail partner near you.',
  'human-atm': 'Turn your shop into a cash point with a portable micro ATM.',
  aeps: 'Cash withdrawal, balance enquiry and mini statement with a fingerprint.',
  dsc: 'Class 3 DSC for signing, encryption or both, valid for one to three years.',
  dmt: 'Send cash to any bank account in India for 1% of the amount plus GST.',
  utility: 'Electricity, water, gas, DTH and mobile bills paid at one counter.',
  'cash-collection': 'Pay loan EMIs and insurance premiums in cash close to home.',
  'instant-loan': 'Personal and small business loans from partner lenders, with easy EMIs.',
  insurance: 'Motor, health, travel and term insurance, with help at every step.',
  gold: 'Save in 24 karat, 9999 fineness gold, starting with small amounts.',
  'assisted-ecommerce': 'Order products online with help from your local retailer and pay at the shop.',
}
