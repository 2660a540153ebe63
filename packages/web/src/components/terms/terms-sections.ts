/**
 * The Lexbridge subscription service agreement shown by the Terms and Conditions dialog. Its periods, rates and
 * venue are the product's constants; the wording is ours.
 */
export interface TermsSection {
  letter: string;
  title: string;
  paragraphs: readonly string[];
}

export const TERMS_TITLE = 'Lexbridge Subscription Service Agreement';

export const TERMS_INTRODUCTION =
  'This agreement is between Lexbridge ("Provider") and the organisation that subscribes to the Lexbridge ' +
  'regulatory-compliance service ("Customer"). It governs every use of the service by the Customer and by the ' +
  'people the Customer authorises to sign in ("Authorised Users").';

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    letter: 'A',
    title: 'Acceptance and Order Forms',
    paragraphs: [
      'The Customer accepts this agreement by signing an order form, by ticking the acceptance box on the sign-in ' +
        'page, or by using the service, whichever happens first. A person who accepts on behalf of an organisation ' +
        'confirms that they have the authority to bind it.',
      'A quotation or order form issued by Provider remains open for acceptance for 30 days from its date. After ' +
        'that period it lapses, and Provider may issue a new one on different terms.',
      'If an order form conflicts with this agreement, the order form prevails for that order only.',
    ],
  },
  {
    letter: 'B',
    title: 'Definitions',
    paragraphs: [
      '"Service" means the hosted Lexbridge application, its law and regulation inventory, the mappings of laws to ' +
        'industries, business lines, categories and business processes, and the related support. "Customer Data" ' +
        'means the information the Customer or its Authorised Users enter into the Service, including business ' +
        'requirements, process mappings, assessments and uploaded files. "Content" means the legal and regulatory ' +
        'material that Provider curates and makes available through the Service.',
      '"Subscription Term" means the period described in section F. "Fees" means the amounts stated in the order ' +
        'form or on the subscription page at the time of purchase.',
    ],
  },
  {
    letter: 'C',
    title: 'The Service and Licences',
    paragraphs: [
      'For the Subscription Term Provider grants the Customer a non-exclusive, non-transferable right for its ' +
        "Authorised Users to use the Service for the Customer's internal compliance, governance and risk purposes, " +
        'up to the number of users in the order form.',
      'Where the order includes client software, reporting connectors or other installable components, Provider ' +
        'delivers the licences for them within 30 calendar days after the order is accepted. Those licences end ' +
        'when the Subscription Term ends.',
      'Provider may improve or change the Service from time to time, provided the overall functionality the ' +
        'Customer subscribed to is not materially reduced during a paid Subscription Term.',
    ],
  },
  {
    letter: 'D',
    title: 'Customer Responsibilities and Acceptable Use',
    paragraphs: [
      'The Customer is responsible for its Authorised Users, for keeping their credentials confidential, and for ' +
        'telling Provider promptly about any unauthorised access. Accounts are personal and may not be shared.',
      'The Customer will not resell the Service or the Content, copy the Content in bulk, probe or disrupt the ' +
        'Service, attempt to reach data of other customers, or use the Service in breach of any law.',
      'The Customer decides how it applies laws and regulations to its own business, and it remains responsible for ' +
        'the accuracy of the Customer Data and for its own compliance outcomes.',
    ],
  },
  {
    letter: 'E',
    title: 'Fees, Invoicing and Payment',
    paragraphs: [
      'Fees are invoiced in advance for each billing period (monthly or annual) unless the order form says ' +
        'otherwise. Invoices are due within 15 days of the invoice date.',
      'Amounts not paid on time bear interest from the due date at the lesser of 12% per year or the maximum rate ' +
        'permitted by law. Provider may suspend the Service after written notice if an undisputed invoice remains ' +
        'unpaid.',
      'The Customer keeps its billing information current and notifies Provider of any change, such as a new ' +
        'billing address, contact or payment card, within 30 days of the change. Fees exclude taxes, which the ' +
        "Customer pays except for taxes on Provider's income.",
    ],
  },
  {
    letter: 'F',
    title: 'Term, Renewal and Termination',
    paragraphs: [
      'The initial Subscription Term is 3 years from the start date in the order form. Afterwards the subscription ' +
        'renews automatically for successive renewal terms of 1 year each, unless either party gives written notice ' +
        'of non-renewal at least 90 days before the end of the current term.',
      'Either party may terminate this agreement by written notice if the other party materially breaches it and ' +
        'does not cure the breach within 30 days after receiving notice describing it.',
      "On termination the Customer's right to use the Service ends. For 30 days after termination Provider makes " +
        'the Customer Data available for export on request, and then deletes it, except where the law requires ' +
        'Provider to keep it.',
    ],
  },
  {
    letter: 'G',
    title: 'Confidentiality and Data Protection',
    paragraphs: [
      "Each party keeps the other's confidential information secret, uses it only for this agreement, and shares it " +
        'only with staff and advisers who need it and are bound by similar duties.',
      'Provider processes Customer Data only to provide and support the Service, protects it with appropriate ' +
        'technical and organisational measures, and tells the Customer without undue delay about any security ' +
        'incident that affects it.',
    ],
  },
  {
    letter: 'H',
    title: 'Intellectual Property',
    paragraphs: [
      'Provider and its licensors own the Service and the Content, including the structure of the law inventory ' +
        'and its mappings. The Customer owns the Customer Data and grants Provider the rights needed to host and ' +
        'process it for the Service.',
      'Suggestions the Customer makes about the Service may be used by Provider without obligation.',
    ],
  },
  {
    letter: 'I',
    title: 'No Legal Advice; Warranties and Disclaimers',
    paragraphs: [
      'The Service is an information and workflow tool. Provider is not a law firm, does not give legal advice, and ' +
        'no attorney-client relationship is formed by the Service or this agreement. Laws change and their ' +
        'application depends on facts only the Customer knows; the Customer must consult its own legal counsel ' +
        'before relying on any Content or result.',
      'Provider warrants that it will provide the Service with reasonable skill and care. Apart from that, the ' +
        'Service and the Content are provided "as is", and Provider disclaims all other warranties, including ' +
        'fitness for a particular purpose and the completeness or currency of the Content.',
    ],
  },
  {
    letter: 'J',
    title: 'Limitation of Liability',
    paragraphs: [
      'Neither party is liable for indirect, incidental, special or consequential damages, or for lost profits, ' +
        'revenue or data, even if it was told they were possible.',
      "Each party's total liability arising out of this agreement is limited to the Fees paid or payable by the " +
        'Customer in the 6 months preceding the event that gave rise to the claim. These limits do not apply to ' +
        "the Customer's payment obligations or to liability that cannot be limited by law.",
    ],
  },
  {
    letter: 'K',
    title: 'General Terms',
    paragraphs: [
      'Neither party is responsible for a delay or failure caused by events beyond its reasonable control, such as ' +
        'natural disasters, war, labour disputes or failures of public networks. If such an event prevents ' +
        'performance for more than 30 days, either party may terminate the affected order by written notice.',
      'This agreement is governed by the laws of the State of Florida, without regard to its conflict-of-laws ' +
        'rules. The state and federal courts located in Duval County, Florida have exclusive jurisdiction over any ' +
        'dispute arising from it.',
      'This agreement, with its order forms, is the entire agreement between the parties about the Service. ' +
        "Notices must be in writing. Neither party may assign the agreement without the other's consent, except " +
        'to a successor of its whole business. If a provision is unenforceable, the rest remains in effect.',
    ],
  },
];
