import type { Catalogue } from '#app/lib/i18n/catalogue.ts'
import type { forms as enForms } from '#app/messages/en/forms.ts'

/** The `forms` namespace in Hindi, key for key as in English. */
export const forms: Catalogue<typeof enForms> = {
  fields: {
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    phoneTitle: '10 अंकों का मोबाइल नंबर',
    location: 'शहर / जगह',
    service: 'सेवा',
    insuranceType: 'बीमा का प्रकार',
    message: 'संदेश',
    servicePrompt: 'अपनी ज़रूरत चुनें',
  },
  quote: {
    label: 'कोटेशन माँगें',
    button: {
      home: 'अपनी रिक्वेस्ट भेजें',
      service: 'कोटेशन माँगें',
      contact: 'संदेश भेजें',
      dscOffer: 'भेजें',
    },
  },
  callback: {
    label: 'कॉल बैक माँगें',
    button: 'कॉल बैक माँगें',
    sending: 'भेज रहे हैं...',
  },
  pay: {
    label: 'पेमेंट की सूचना',
    phone: 'फ़ोन नंबर',
    amount: 'रकम (Rs.)',
    button: 'अभी पेमेंट करें',
  },
  spinner: 'आपकी रिक्वेस्ट भेजी जा रही है। कृपया रुकें।',
  contact: {
    title: 'संपर्क करें',
    metaTitle: 'संपर्क करें | {{company}}',
    metaDescription:
      'Human ATM, AEPS, पैसे भेजने (DMT), Fastag, बीमा, लोन, गोल्ड और डिजिटल सिग्नेचर (DSC) के बारे में हमें कॉल करें, ' +
      'ईमेल करें या संदेश भेजें। हमारा हेड ऑफ़िस नई दिल्ली में है।',
    eyebrow: 'हमसे बात करें',
    heading: 'हम आपकी मदद के लिए हैं',
    intro: 'अपने सवाल के लिए सही नंबर पर कॉल करें, ईमेल करें, या फ़ॉर्म से संदेश भेजें।',
    phone: 'फ़ोन',
    allServices: 'सभी सेवाएँ:',
    dsc: 'डिजिटल सिग्नेचर:',
    email: 'ईमेल',
    office: 'हेड ऑफ़िस',
    formHeading: 'हमें संदेश भेजें',
  },
  payment: {
    title: 'पेमेंट',
    metaTitle: 'पेमेंट | {{company}}',
    metaDescription: 'QR कोड से UPI द्वारा या सीधे बैंक ट्रांसफ़र से पेमेंट करें। सिर्फ़ भारत के अंदर के पेमेंट के लिए।',
    intro: 'QR कोड से UPI द्वारा या सीधे बैंक ट्रांसफ़र से पेमेंट करें।',
    indiaOnly: 'ये पेमेंट की जानकारी सिर्फ़ भारत के अंदर से पेमेंट के लिए है।',
    upiHeading: 'स्कैन करें और UPI से पेमेंट करें',
    upiIntro: 'अपने फ़ोन में कोई भी UPI ऐप खोलें और यह कोड स्कैन करें।',
    qrLabel: '{{company}} को पेमेंट के लिए UPI QR कोड, UPI id {{upi}}',
    upiId: 'UPI id',
    upiApp: 'इसी फ़ोन के UPI ऐप से पेमेंट करें',
    bankHeading: 'सीधे बैंक ट्रांसफ़र',
    bankIntro: 'इस खाते में NEFT, RTGS या IMPS से पेमेंट करें।',
    accountName: 'खाते का नाम',
    accountNumber: 'खाता नंबर',
    ifsc: 'IFSC',
    branch: 'ब्रांच',
    accountType: 'खाते का प्रकार',
    bank: 'बैंक',
    afterPaying: 'पेमेंट के बाद, ट्रांज़ैक्शन नंबर, रकम और अपना नाम इस पते पर ईमेल करें:',
  },
  thankyou: {
    metaTitleOk: 'धन्यवाद',
    metaTitleSorry: 'माफ़ कीजिए',
    metaDescriptionOk: 'आपकी रिक्वेस्ट {{company}} तक पहुँच गई है। हम जल्द ही आपसे संपर्क करेंगे।',
    metaDescriptionSorry: 'आपकी रिक्वेस्ट पूरी नहीं हो सकी। {{email}} पर लिखें, हम मदद करेंगे।',
    home: 'होम पेज पर जाएँ',
    contact: 'संपर्क करें',
  },
  blog: {
    title: 'ब्लॉग',
    metaTitle: 'ब्लॉग | {{company}}',
    metaDescription:
      'ग्राहकों और रिटेलरों के लिए जानकारी और खबरें: Micro ATM और AEPS, Fastag, डिजिटल सिग्नेचर (DSC), ' +
      'पैसे भेजना (DMT) और बहुत कुछ।',
    empty: 'अभी कोई पोस्ट नहीं है। कृपया जल्द फिर आएँ।',
    by: 'लेखक:',
    seeMore: 'और पढ़ें',
    seeMoreAbout: ' – {{title}} के बारे में',
    allPosts: 'सभी पोस्ट देखें',
    callbackHeading: 'कॉल बैक माँगें',
    postLanguage: 'यह पोस्ट किस भाषा में है',
    callbackIntro: 'अपना नाम और नंबर छोड़ें, हम आपको कॉल करेंगे।',
  },
}
