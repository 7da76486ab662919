/**
 * The Hindi menu names, one-line summaries and quote-form labels of the services in app/lib/service-index.ts,
 * keyed by the service key. Only what is shown changes: the values the forms send stay the English ones of the
 * service index. `pageFormOptionLabels` gives the Hindi label of each option of a page form that offers a choice
 * (the insurance page), keyed by the option's English value.
 */

import type { ServiceKey } from '#app/lib/service-index.ts'

export const serviceIndexHi: Record<
  ServiceKey,
  {
    label: string
    summary: string
    quoteChoiceLabel: string
    pageFormPrompt?: string
    pageFormOptionLabels?: Record<string, string>
  }
> = {
  'human-atm': {
    label: 'Human ATM',
    summary: 'हाथ में रखने वाली Micro ATM मशीन से अपनी दुकान को कैश पॉइंट बनाइए।',
    quoteChoiceLabel: 'Human ATM मशीन',
  },
  aeps: {
    label: 'AEPS',
    summary: 'अंगूठा लगाकर पैसे निकालना, बैलेंस देखना और मिनी स्टेटमेंट।',
    quoteChoiceLabel: 'AEPS भुगतान',
  },
  dmt: {
    label: 'मनी ट्रांसफ़र (DMT)',
    summary: 'नकद देकर भारत के किसी भी बैंक खाते में पैसे भेजिए, शुल्क रकम का 1% + GST।',
    quoteChoiceLabel: 'मनी ट्रांसफ़र (DMT)',
  },
  utility: {
    label: 'बिल भुगतान',
    summary: 'बिजली, पानी, गैस, DTH और मोबाइल के बिल एक ही काउंटर पर।',
    quoteChoiceLabel: 'बिल भुगतान',
  },
  'cash-collection': {
    label: 'कैश कलेक्शन पॉइंट',
    summary: 'लोन की EMI और बीमा प्रीमियम घर के पास नकद जमा कीजिए।',
    quoteChoiceLabel: 'कैश कलेक्शन पॉइंट',
  },
  fastag: {
    label: 'Fastag',
    summary: 'GST सहित Rs. 59 में नया Fastag लीजिए और पास के रिटेल पार्टनर से रिचार्ज कीजिए।',
    quoteChoiceLabel: 'Fastag',
  },
  dsc: {
    label: 'डिजिटल सिग्नेचर (DSC)',
    summary: 'साइन, एन्क्रिप्शन या दोनों के लिए Class 3 DSC, एक से तीन साल तक मान्य।',
    quoteChoiceLabel: 'डिजिटल सिग्नेचर सर्टिफ़िकेट (DSC)',
  },
  'instant-loan': {
    label: 'तुरंत लोन',
    summary: 'हमारी पार्टनर लोन कंपनियों से पर्सनल और छोटे बिज़नेस लोन, आसान EMI पर।',
    quoteChoiceLabel: 'तुरंत लोन',
  },
  insurance: {
    label: 'बीमा',
    summary: 'मोटर, हेल्थ, ट्रैवल और टर्म बीमा, हर कदम पर मदद के साथ।',
    quoteChoiceLabel: 'बीमा',
    pageFormPrompt: 'कौन-सा बीमा चाहिए, चुनें',
    pageFormOptionLabels: {
      'Health Insurance': 'हेल्थ बीमा',
      'Motor Insurance': 'मोटर बीमा',
      'Travel Insurance': 'ट्रैवल बीमा',
      'Term Insurance': 'टर्म बीमा',
    },
  },
  gold: {
    label: 'सोना खरीदें और बेचें',
    summary: '24 कैरेट, 9999 शुद्धता वाले सोने में थोड़ी-थोड़ी रकम से बचत शुरू कीजिए।',
    quoteChoiceLabel: 'सोना खरीदें और बेचें',
  },
  'assisted-ecommerce': {
    label: 'असिस्टेड ई-कॉमर्स',
    summary: 'पास के दुकानदार की मदद से ऑनलाइन सामान मंगाइए और दुकान पर भुगतान कीजिए।',
    quoteChoiceLabel: 'असिस्टेड ई-कॉमर्स',
  },
}
