import type { DemoBlogPost } from '#app/content/types.ts'

/** Demo posts for a fresh installation. Titles are unique and path-safe: the slug is the title with hyphens (D48). */
export const demoBlogPosts: DemoBlogPost[] = [
  {
    title: 'How a Micro ATM Brings Cash to Your Village',
    author: 'Priya Sharma',
    date: '2025-08-14',
    paragraphs: [
      'For many families in rural India, getting cash still means a long trip. The nearest ATM may be in the ' +
        'next town, it may be out of cash when you arrive, and the bus fare eats into the money you withdraw. For ' +
        "a daily-wage worker, the trip can also mean losing a day's pay.",
      'A micro ATM changes that. It is a small handheld device, much like the card machines you see at shop ' +
        'counters, that connects to the bank over a mobile network. The customer inserts or swipes a debit card ' +
        'and enters the PIN, or uses a fingerprint through AEPS, and the shopkeeper hands over the cash from the ' +
        "counter. The amount is debited from the customer's account and credited to the shopkeeper's wallet.",
      'Because a micro ATM costs under INR 20,000, much less than an ordinary ATM, it makes sense even in a ' +
        'village of a few hundred households. There is no cabin to build, no guard to hire and no cash van to ' +
        'schedule. The shopkeeper becomes a Human ATM, and customers deal with someone they already know.',
      'Think of a kirana store in a village where the nearest ATM is a bus ride away. Pensioners who come to ' +
        'withdraw their pension stay to buy groceries, and workers whose wages are paid into their bank accounts ' +
        'can take out what they need the same evening. The shop earns a commission on eligible withdrawals and ' +
        'sees more customers every day.',
      'If you run a shop and want to offer this service, the requirements are simple: a fixed place of business, ' +
        'a smartphone with a data connection, basic KYC documents, a bank account and enough cash in hand. Our ' +
        'team helps you choose a device, completes your onboarding and trains you before your first transaction. ' +
        'Ask for a free quote on our Human ATM page to get started.',
    ],
    image: 'blog-1.svg',
  },
  {
    title: 'Fastag Made Simple for Small Fleet Owners',
    author: 'Rahul Verma',
    date: '2025-11-03',
    paragraphs: [
      'If you run two or three trucks, a few taxis or a school van, you know how much time can be lost at toll ' +
        'plazas. Fastag has been mandatory since 1 December 2019, and a vehicle without a valid, working tag can ' +
        'end up paying a higher toll. For a small fleet owner, getting Fastag right saves both money and hours on ' +
        'the road.',
      'Getting a tag is easy. At one of our retail partners, a new Fastag costs Rs. 59 with GST. Bring the ' +
        "registration certificate (RC) of each vehicle and the owner's KYC documents; the retailer enters the " +
        'details, completes the KYC and fixes the tag on the inside of the windscreen. Each vehicle needs its own ' +
        'tag, because a Fastag is linked to one registration number.',
      'Recharging is where most small fleet owners lose time, because drivers often find out at the plaza that ' +
        'the balance is too low. Three habits help: keep enough balance on each tag for at least one full trip, ' +
        'read the SMS alert for every deduction, and recharge before a long route rather than on the way. Any of ' +
        'our retail partners can recharge a tag using the vehicle number, so drivers can top up near the depot or ' +
        'along the route.',
      'Keep an eye on the deductions too. If a toll is charged twice at the same plaza, or for a trip the ' +
        'vehicle did not make, note the date, time and plaza name from the SMS and raise a complaint with the tag ' +
        'issuer. Keeping the SMS alerts for each vehicle makes this easy.',
      'Finally, when you sell a vehicle, close its Fastag with the issuer so that tolls are not deducted from ' +
        'your account for a vehicle you no longer own; the new owner gets a tag of their own. A few minutes of ' +
        'care with each tag keeps your vehicles moving and your accounts clean.',
    ],
    image: 'blog-2.svg',
  },
  {
    title: 'Why Every Business Needs a Class 3 Digital Signature',
    author: 'Anjali Mehta',
    date: '2026-01-20',
    paragraphs: [
      'Most dealings between businesses and the government now happen online. Company forms, tax returns, GST ' +
        'filings, tenders and export licences are filed on portals, and many of them must be signed with a Digital ' +
        'Signature Certificate (DSC). Without one, a filing can get stuck at the very last step.',
      'A DSC is the electronic version of your signature, issued by a licensed Certifying Authority after ' +
        'checking your identity. In India, the certificate issued today to individuals and organisations is Class ' +
        '3. It comes in three kinds: Sign, for signing documents and returns; Encrypt, for protecting documents so ' +
        'that only the intended recipient can open them; and Sign and Encrypt, which does both and is commonly ' +
        'asked for on e-tendering portals.',
      'Who needs one? Directors and authorised signatories of companies and LLPs filing with the Ministry of ' +
        'Corporate Affairs; companies and LLPs, which sign their GST returns with a DSC; businesses whose accounts ' +
        'are audited and whose income tax returns must be signed digitally; contractors and suppliers who bid in ' +
        'e-tenders; and importers and exporters who work with DGFT. Many professionals also use a DSC to sign ' +
        'invoices, agreements and PDF documents.',
      'Getting a DSC no longer means paperwork and waiting. With paperless Aadhaar XML (Aadhaar eKYC based) ' +
        'verification, a DSC can be issued in 10 to 15 minutes after a short video verification. You choose a ' +
        'validity of one to three years, and the certificate is stored on a secure USB token that you plug in when ' +
        'you sign.',
      'A few tips: check which kind of certificate your portals ask for before you apply, keep your token PIN to ' +
        'yourself, and note the expiry date so that you renew before an important filing. If you are not sure ' +
        'which certificate you need, ask one of our DSC partners. They will check the portal requirements and help ' +
        'you with the application from start to finish.',
    ],
    image: 'blog-3.svg',
  },
  {
    title: 'Earning More as a Retail Partner with AEPS',
    author: 'Vikram Singh',
    date: '2026-03-09',
    paragraphs: [
      'Many of our retail partners start with mobile recharges and bill payments. The ones who grow fastest ' +
        'usually add AEPS early. The reason is simple: people need cash, and AEPS lets any customer with an ' +
        'Aadhaar-linked bank account withdraw it at your counter with just a fingerprint.',
      'AEPS brings a steady stream of visitors. Pensioners, farmers who receive government benefits in their ' +
        'bank accounts, and workers whose wages are paid into the bank all need a convenient place to withdraw ' +
        'money. Each eligible withdrawal earns you a commission, and many customers buy something from your shop ' +
        'while they are there.',
      'Getting set up takes little investment: a smartphone, a registered fingerprint device and access to our ' +
        'retailer platform. After onboarding and KYC, our team activates the service and trains you on cash ' +
        'withdrawal, balance enquiry, mini statements and Aadhaar Pay.',
      "A few good practices help you earn more and keep your customers' trust. Keep enough cash in hand, " +
        'especially at the start of the month when pensions and wages arrive. Give a receipt for every transaction ' +
        'and ask customers to check the SMS from their bank. Never hand over cash for a failed transaction, and ' +
        "never write down or keep a customer's Aadhaar number. Put up a clear board so that people passing by know " +
        'your shop is an AEPS point.',
      'AEPS also works well with your other services. A customer who withdraws cash may send part of it to ' +
        'family through domestic money transfer, pay an electricity bill or recharge a Fastag at the same counter, ' +
        'and each of these adds to your commission. If you are already a retail partner, ask your distributor or ' +
        'our support team to activate AEPS on your account.',
    ],
    image: null,
  },
]
