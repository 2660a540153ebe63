/**
 * The demo laws: US federal and state financial-services rules a compliance team works with. Every text here is
 * a plain-language paraphrase written for this catalogue, not the official wording; the source links point at the
 * official text. Ids follow the listing order (laws, then groups, sections and sub-sections depth first).
 */
import type { CHANGE_TYPE_IDS, STATUS_IDS } from './catalogue-lookups-data.js';

export type SectionStatus = 'Parent' | 'Combined' | 'Active' | 'Amended' | 'New' | 'Decommissioned';

export interface SubSectionSeed {
  /** The number as printed, e.g. (a), (1), (i). */
  n: string;
  /** Heading, if the sub-section has one. */
  h?: string;
  /** Current text (plain; the seed wraps it in HTML). */
  t: string;
  /** The text before the latest change, when it changed. */
  old?: string;
  /** The number before the latest change, when it was renumbered. */
  oldN?: string;
  sub?: SubSectionSeed[];
}

export interface ChangeSeed {
  type: keyof typeof CHANGE_TYPE_IDS;
  status: keyof typeof STATUS_IDS;
  effective: string;
  summary: string;
  /** Level texts that changed with the section. */
  levels?: { level: number; oldText: string; newText: string }[];
}

export interface SectionSeed {
  num: string;
  name: string;
  status?: SectionStatus;
  /** The section number of the 'Parent' this one was combined into. */
  combinedInto?: string;
  subs: SubSectionSeed[];
  /** Business requirements, for every business line of the law; HEADER marks a type 1 row. */
  reqs?: string[];
  change?: ChangeSeed;
}

export interface LawGroupSeed {
  /** Levels below the law's own, down to level 10 at most. */
  levels?: string[];
  sections: SectionSeed[];
}

export interface LawSeed {
  regulator: string;
  /** 1-based index into LAW_INVENTORIES. */
  inventory: number;
  name: string;
  citation: string;
  type: 'Regulation' | 'Statute' | 'Official Interpretation' | 'Guidance';
  sourceUrl: string;
  /** 1-based index into LAWYERS: the law's legal contact. */
  contact: number;
  effective: string;
  levels: string[];
  businessLines: readonly string[];
  categories: readonly string[];
  processes: readonly string[];
  /** Requirement number prefix. */
  prefix: string;
  groups: LawGroupSeed[];
}

export const HEADER = 'Header/Definition/Scope/etc. – Requirement Not Needed';

const TITLE_12 = 'Title 12 - Banks and Banking';
const CHAPTER_X = 'Chapter X - Bureau of Consumer Financial Protection';
const LENDING = [
  'Consumer Lending',
  'Credit Cards',
  'Mortgage Origination',
  'Home Equity Lending',
  'Auto Finance',
  'Installment Lending',
];

export const LAWS: readonly LawSeed[] = [
  {
    regulator: 'CFPB',
    inventory: 1,
    name: 'Regulation B - Equal Credit Opportunity',
    citation: '12 CFR Part 1002',
    type: 'Regulation',
    sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1002',
    contact: 1,
    effective: '2011-12-30',
    levels: [TITLE_12, CHAPTER_X, 'Part 1002 - Equal Credit Opportunity Act (Regulation B)'],
    businessLines: [...LENDING, 'Commercial Lending'],
    categories: ['Fair Lending', 'Adverse Action', 'Record Retention'],
    processes: [
      'Application Intake',
      'Underwriting and Credit Decisioning',
      'Adverse Action Notification',
      'Record Retention',
    ],
    prefix: 'REGB',
    groups: [
      {
        sections: [
          {
            num: '§ 1002.1',
            name: 'Authority, scope, and purpose',
            subs: [
              {
                n: '(a)',
                h: 'Authority and scope',
                t: 'The Bureau issues this part under the Equal Credit Opportunity Act. It applies to every person who, in the ordinary course of business, regularly takes part in a credit decision, including setting the terms of credit.',
              },
              {
                n: '(b)',
                h: 'Purpose',
                t: 'The part exists so that credit is made equally available to all creditworthy applicants without regard to race, colour, religion, national origin, sex, marital status or age, receipt of public assistance, or the good-faith exercise of rights under consumer credit laws.',
              },
            ],
            reqs: [HEADER],
          },
          {
            num: '§ 1002.2',
            name: 'Definitions',
            subs: [
              {
                n: '(e)',
                h: 'Applicant',
                t: 'Any person who asks a creditor for an extension of credit, or who is or may become contractually liable on it, including a guarantor where the rules on signatures apply.',
              },
              {
                n: '(f)',
                h: 'Application',
                t: 'An oral or written request for credit made in line with the procedures the creditor uses for the type of credit asked for.',
              },
              {
                n: '(z)',
                h: 'Prohibited basis',
                t: 'Any of the characteristics listed in the purpose statement, including the fact that all or part of the applicant’s income comes from a public assistance programme.',
              },
            ],
            reqs: [HEADER],
          },
          {
            num: '§ 1002.4',
            name: 'General rules',
            status: 'Parent',
            subs: [
              {
                n: '(a)',
                h: 'Discrimination',
                t: 'A creditor must not treat an applicant less favourably on a prohibited basis in any aspect of a credit transaction.',
              },
              {
                n: '(b)',
                h: 'Discouragement',
                t: 'A creditor must not make oral or written statements, in advertising or otherwise, that would discourage a reasonable person on a prohibited basis from making or pursuing an application.',
              },
              {
                n: '(c)',
                h: 'Written applications',
                t: 'Applications for credit secured by the applicant’s principal dwelling must be taken in writing where the monitoring rules require it.',
              },
            ],
            reqs: [
              'Do not treat an applicant less favourably on a prohibited basis at any stage of a credit transaction.',
              'Review advertising and scripts so that no statement would discourage a reasonable person from applying on a prohibited basis.',
            ],
          },
          {
            num: '§ 1002.5',
            name: 'Rules concerning requests for information',
            status: 'Combined',
            combinedInto: '§ 1002.4',
            subs: [
              {
                n: '(a)',
                h: 'General rules',
                t: 'A creditor may ask for any information about an applicant except as limited by this section, and may collect monitoring data where another rule requires it.',
              },
              {
                n: '(b)',
                h: 'Limitation on information about race, colour, religion, national origin, or sex',
                t: 'Except for required monitoring, a creditor must not ask about these characteristics of an applicant or of anyone connected with the application.',
              },
              {
                n: '(d)',
                h: 'Other limitations on information requests',
                t: 'A creditor must not ask whether income comes from alimony or child support unless the applicant is first told that such income need not be disclosed if it is not relied on.',
              },
            ],
            reqs: [
              'Remove questions on race, colour, religion, national origin and sex from application forms unless monitoring requires them.',
            ],
          },
          {
            num: '§ 1002.6',
            name: 'Rules concerning evaluation of applications',
            subs: [
              {
                n: '(a)',
                h: 'General rule concerning use of information',
                t: 'A creditor may consider any information it has, provided the use does not discriminate on a prohibited basis.',
              },
              {
                n: '(b)',
                h: 'Specific rules concerning use of information',
                t: 'The creditor must follow these limits when it evaluates creditworthiness:',
                sub: [
                  {
                    n: '(1)',
                    t: 'A prohibited basis may not be taken into account except as this part expressly allows.',
                  },
                  {
                    n: '(2)',
                    t: 'Age may be used in an empirically derived, demonstrably and statistically sound scoring system only as the part permits, and never to the detriment of an elderly applicant.',
                  },
                  {
                    n: '(5)',
                    t: 'Income from part-time work, an annuity, a pension or other retirement benefit may not be discounted or excluded because of its source.',
                  },
                ],
              },
            ],
            reqs: [
              'Validate that scoring models do not use a prohibited basis except as expressly permitted.',
              'Count part-time, pension and annuity income on the same footing as other income in underwriting.',
            ],
          },
          {
            num: '§ 1002.9',
            name: 'Notifications',
            subs: [
              {
                n: '(a)',
                h: 'Notification of action taken, ECOA notice, and statement of specific reasons',
                t: 'A creditor must tell the applicant what it decided, and when:',
                sub: [
                  {
                    n: '(1)',
                    h: 'When notification is required',
                    t: 'The notice is due:',
                    sub: [
                      { n: '(i)', t: 'within 30 days after receiving a completed application;' },
                      {
                        n: '(ii)',
                        t: 'within 30 days after taking adverse action on an incomplete application;',
                      },
                      { n: '(iii)', t: 'within 30 days after taking adverse action on an existing account.' },
                    ],
                  },
                  {
                    n: '(2)',
                    h: 'Content of notification when adverse action is taken',
                    t: 'An adverse action notice must be in writing and state the action taken, the ECOA anti-discrimination statement, the name and address of the creditor’s federal regulator, and either the specific reasons or the applicant’s right to ask for them.',
                  },
                ],
              },
              {
                n: '(b)',
                h: 'Form of ECOA notice and statement of specific reasons',
                t: 'Reasons must be specific and indicate the principal reasons for the adverse action; saying only that the applicant did not meet internal standards is not enough.',
              },
            ],
            reqs: [
              'Notify the applicant of the action taken within 30 days after receiving a completed application.',
              'Give a statement of specific reasons for adverse action, or disclose the right to request them within 60 days.',
              'Include the ECOA notice and the name and address of the federal regulator in every adverse action notice.',
            ],
          },
          {
            num: '§ 1002.12',
            name: 'Record retention',
            subs: [
              {
                n: '(b)',
                h: 'Preservation of records',
                t: 'Creditors must keep records for these periods:',
                sub: [
                  {
                    n: '(1)',
                    h: 'Consumer credit',
                    t: 'For 25 months after notifying the applicant of action taken, the application, any information used to evaluate it, and the notice.',
                  },
                  {
                    n: '(3)',
                    h: 'Business credit',
                    t: 'For 12 months for businesses with gross revenues of $1 million or less, and for 60 days for larger businesses unless the applicant asks within that time for the reasons.',
                  },
                ],
              },
            ],
            reqs: [
              'Retain applications, evaluation records and notices for 25 months after notifying the applicant of action taken.',
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'CFPB',
    inventory: 1,
    name: 'Regulation Z - Truth in Lending',
    citation: '12 CFR Part 1026',
    type: 'Regulation',
    sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1026',
    contact: 2,
    effective: '2011-12-30',
    levels: [TITLE_12, CHAPTER_X, 'Part 1026 - Truth in Lending (Regulation Z)'],
    businessLines: LENDING,
    categories: ['Disclosures', 'Ability to Repay', 'Advertising', 'Interest and Fees', 'Record Retention'],
    processes: [
      'Disclosure Delivery',
      'Marketing and Advertising',
      'Underwriting and Credit Decisioning',
      'Loan Closing and Funding',
    ],
    prefix: 'REGZ',
    groups: [
      {
        levels: ['Subpart B - Open-End Credit'],
        sections: [
          {
            num: '§ 1026.5',
            name: 'General disclosure requirements (open-end credit)',
            subs: [
              {
                n: '(a)',
                h: 'Form of disclosures',
                t: 'Disclosures must be clear and conspicuous, in writing and in a form the consumer may keep; the finance charge and annual percentage rate must stand out more than other terms.',
              },
              {
                n: '(b)',
                h: 'Time of disclosures',
                t: 'Account-opening disclosures must be given before the first transaction; periodic statements must be sent at least 21 days before the payment due date for credit card accounts.',
              },
            ],
            reqs: [
              'Provide account-opening disclosures before the first transaction is made under the plan.',
              'Mail or deliver credit card periodic statements at least 21 days before the payment due date.',
            ],
          },
          {
            num: '§ 1026.6',
            name: 'Account-opening disclosures',
            subs: [
              {
                n: '(b)',
                h: 'Rules affecting credit card accounts',
                t: 'Key terms such as the purchase APR, fees for issuing the card, penalty fees and the grace period must appear in a summary table in the prescribed order.',
              },
            ],
          },
        ],
      },
      {
        levels: ['Subpart C - Closed-End Credit'],
        sections: [
          {
            num: '§ 1026.17',
            name: 'General disclosure requirements (closed-end credit)',
            subs: [
              {
                n: '(a)',
                h: 'Form of disclosures',
                t: 'The creditor must make the disclosures clearly and conspicuously in writing, grouped together and set apart from everything else; the terms finance charge and annual percentage rate must be more conspicuous than the others.',
              },
              {
                n: '(b)',
                h: 'Time of disclosures',
                t: 'The creditor must make the disclosures before the credit is extended (consummation), except where another section sets a different time.',
              },
            ],
            reqs: ['Deliver closed-end credit disclosures, grouped and segregated, before consummation.'],
          },
          {
            num: '§ 1026.18',
            name: 'Content of disclosures',
            subs: [
              { n: '(a)', h: 'Creditor', t: 'The identity of the creditor making the disclosures.' },
              {
                n: '(b)',
                h: 'Amount financed',
                t: 'The amount financed, labelled as such with a short description such as the amount of credit provided.',
              },
              {
                n: '(d)',
                h: 'Finance charge',
                t: 'The finance charge, using that term, with a short description such as the dollar amount the credit will cost.',
              },
              {
                n: '(e)',
                h: 'Annual percentage rate',
                t: 'The annual percentage rate, with a short description such as the cost of credit as a yearly rate.',
              },
            ],
            reqs: [
              HEADER,
              'Disclose the amount financed, finance charge, APR, total of payments and payment schedule using the prescribed terms.',
            ],
          },
          {
            num: '§ 1026.19',
            name: 'Certain mortgage and variable-rate transactions',
            status: 'Amended',
            subs: [
              {
                n: '(e)',
                h: 'Mortgage loans secured by real property—early disclosures',
                t: 'The creditor must deliver a Loan Estimate no later than the third business day after receiving the application, and at least seven business days before consummation.',
                old: 'The creditor must deliver a good faith estimate of the disclosures within three business days after receiving the application and at least seven business days before consummation.',
              },
              {
                n: '(f)',
                h: 'Mortgage loans secured by real property—final disclosures',
                t: 'The creditor must make sure the consumer receives the Closing Disclosure at least three business days before consummation.',
                old: 'The creditor must deliver corrected disclosures at or before consummation when the annual percentage rate has changed beyond the tolerance.',
              },
            ],
            change: {
              type: 'amendment',
              status: 'changedLaw',
              effective: '2015-10-03',
              summary:
                'Integrated mortgage disclosures replace the early and final Truth in Lending disclosures.',
            },
            reqs: [
              'Deliver the Loan Estimate within three business days of application and seven business days before consummation.',
              'Ensure the consumer receives the Closing Disclosure at least three business days before consummation.',
            ],
          },
        ],
      },
      {
        levels: ['Subpart E - Special Rules for Certain Home Mortgage Transactions'],
        sections: [
          {
            num: '§ 1026.43',
            name: 'Minimum standards for transactions secured by a dwelling',
            status: 'Amended',
            subs: [
              {
                n: '(c)',
                h: 'Repayment ability',
                t: 'A creditor must make a reasonable and good-faith determination, based on verified and documented information, that the consumer can repay the loan according to its terms.',
                sub: [
                  {
                    n: '(2)',
                    h: 'Basis for determination',
                    t: 'The creditor must consider current or reasonably expected income or assets, employment status, the monthly payment, payments on simultaneous loans, mortgage-related obligations, current debts, the monthly debt-to-income ratio or residual income, and credit history.',
                  },
                ],
              },
              {
                n: '(e)',
                h: 'Qualified mortgages',
                t: 'A general qualified mortgage must have an annual percentage rate that does not exceed the average prime offer rate by the price-based thresholds, and the creditor must consider and verify income, debts and the debt-to-income ratio or residual income.',
                old: 'A general qualified mortgage must have a monthly debt-to-income ratio of no more than 43 percent, calculated under the appendix standards.',
              },
            ],
            change: {
              type: 'amendment',
              status: 'changedLaw',
              effective: '2021-03-01',
              summary:
                'The general qualified mortgage definition moves from a 43 percent debt-to-income limit to price-based thresholds.',
            },
            reqs: [
              'Verify income, assets, debts and credit history before determining the consumer can repay a dwelling-secured loan.',
              'Test each loan designated as a general qualified mortgage against the price-based APR thresholds.',
            ],
          },
        ],
      },
      {
        // The official interpretations reach the tenth level of the hierarchy.
        levels: [
          'Subpart E - Special Rules for Certain Home Mortgage Transactions',
          'Supplement I - Official Interpretations',
          'Section 1026.43 - Minimum Standards for Transactions Secured by a Dwelling',
          '43(c) Repayment Ability',
          '43(c)(2) Basis for Determination',
          'Paragraph 43(c)(2)(i)',
          'Income or Assets',
        ],
        sections: [
          {
            num: 'Comment 43(c)(2)(i)-1',
            name: 'Income or assets relied on',
            subs: [
              {
                n: '1.',
                h: 'Consideration of income or assets',
                t: 'A creditor need only consider the income or assets it relies on to judge repayment ability; it may, for example, leave out seasonal income it does not need.',
              },
              {
                n: '2.',
                h: 'Expected income',
                t: 'Income the consumer is reasonably expected to receive, such as a scheduled salary increase documented by the employer, may be considered.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'CFPB',
    inventory: 1,
    name: 'Regulation X - Real Estate Settlement Procedures',
    citation: '12 CFR Part 1024',
    type: 'Regulation',
    sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1024',
    contact: 3,
    effective: '2011-12-30',
    levels: [TITLE_12, CHAPTER_X, 'Part 1024 - Real Estate Settlement Procedures Act (Regulation X)'],
    businessLines: ['Mortgage Origination', 'Mortgage Servicing', 'Home Equity Lending'],
    categories: ['Disclosures', 'Escrow', 'Loan Servicing', 'Error Resolution', 'Record Retention'],
    processes: [
      'Escrow Administration',
      'Loss Mitigation',
      'Error Resolution and Disputes',
      'Account Servicing',
    ],
    prefix: 'REGX',
    groups: [
      {
        levels: ['Subpart B - Mortgage Settlement and Escrow Accounts'],
        sections: [
          {
            num: '§ 1024.7',
            name: 'Good faith estimate',
            status: 'Decommissioned',
            subs: [
              {
                n: '(a)',
                h: 'Lender to provide',
                t: 'The lender had to give the applicant a good faith estimate of settlement charges within three business days after receiving the application.',
              },
            ],
            change: {
              type: 'repeal',
              status: 'decommissioned',
              effective: '2015-10-03',
              summary: 'Replaced by the Loan Estimate under Regulation Z for most closed-end mortgages.',
            },
          },
          {
            num: '§ 1024.17',
            name: 'Escrow accounts',
            subs: [
              {
                n: '(c)',
                h: 'Limits on payments to escrow accounts',
                t: 'A servicer may not require a borrower to deposit more than the amount needed to pay the charges due, plus a cushion of no more than one-sixth of the estimated annual disbursements.',
              },
              {
                n: '(f)',
                h: 'Shortages, surpluses, and deficiencies',
                t: 'A surplus of $50 or more found in an escrow analysis must be refunded to a current borrower within 30 days.',
              },
              {
                n: '(i)',
                h: 'Annual escrow statements',
                t: 'The servicer must give the borrower an annual escrow account statement within 30 days of the end of each computation year.',
              },
            ],
            reqs: [
              'Limit the escrow cushion to one-sixth of estimated annual disbursements.',
              'Refund escrow surpluses of $50 or more within 30 days of the analysis.',
              'Send the annual escrow account statement within 30 days after the computation year ends.',
            ],
          },
        ],
      },
      {
        levels: ['Subpart C - Mortgage Servicing'],
        sections: [
          {
            num: '§ 1024.35',
            name: 'Error resolution procedures',
            subs: [
              {
                n: '(d)',
                h: 'Acknowledgment of receipt',
                t: 'Within five business days of receiving a notice of error, the servicer must acknowledge it in writing.',
              },
              {
                n: '(e)',
                h: 'Response to notice of error',
                t: 'The servicer must either correct the error or, after a reasonable investigation, explain in writing why it found no error, generally within 30 business days.',
              },
            ],
            reqs: [
              'Acknowledge a notice of error in writing within five business days of receipt.',
              'Correct the error or explain why no error occurred within 30 business days.',
            ],
          },
          {
            num: '§ 1024.36',
            name: 'Requests for information',
            subs: [
              {
                n: '(c)',
                h: 'Acknowledgment of receipt',
                t: 'The servicer must acknowledge a written request for information within five business days.',
              },
              {
                n: '(d)',
                h: 'Response to information request',
                t: 'The servicer must provide the information or explain why it is not available, within 10 business days for the identity of the owner of the loan and 30 business days for other requests.',
              },
            ],
            reqs: [
              'Identify the owner or assignee of the loan within 10 business days of a written request.',
            ],
          },
          {
            num: '§ 1024.41',
            name: 'Loss mitigation procedures',
            subs: [
              {
                n: '(b)',
                h: 'Receipt of a loss mitigation application',
                t: 'A servicer that receives an application 45 days or more before a foreclosure sale must review it promptly and tell the borrower within five business days whether it is complete.',
              },
              {
                n: '(f)',
                h: 'Prohibition on foreclosure referral',
                t: 'A servicer may not make the first notice or filing for foreclosure until the loan is more than 120 days delinquent.',
              },
            ],
            reqs: [
              'Tell the borrower within five business days whether a loss mitigation application is complete.',
              'Do not make the first foreclosure notice or filing before the loan is more than 120 days delinquent.',
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'CFPB',
    inventory: 1,
    name: 'Regulation V - Fair Credit Reporting',
    citation: '12 CFR Part 1022',
    type: 'Regulation',
    sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1022',
    contact: 4,
    effective: '2011-12-30',
    levels: [TITLE_12, CHAPTER_X, 'Part 1022 - Fair Credit Reporting (Regulation V)'],
    businessLines: [...LENDING, 'Mortgage Servicing', 'Debt Collection'],
    categories: ['Credit Reporting', 'Adverse Action'],
    processes: [
      'Credit Bureau Furnishing',
      'Error Resolution and Disputes',
      'Underwriting and Credit Decisioning',
    ],
    prefix: 'REGV',
    groups: [
      {
        levels: ['Subpart E - Duties of Furnishers of Information'],
        sections: [
          {
            num: '§ 1022.42',
            name: 'Reasonable policies and procedures concerning the accuracy and integrity of furnished information',
            subs: [
              {
                n: '(a)',
                h: 'Policies and procedures',
                t: 'A furnisher must set up and carry out written policies and procedures on the accuracy and integrity of the information it gives to consumer reporting agencies, fitting the nature, size and complexity of its activities.',
              },
              {
                n: '(c)',
                h: 'Review and update',
                t: 'The furnisher must review the policies and procedures periodically and update them as needed.',
              },
            ],
            reqs: [
              'Maintain written furnishing accuracy and integrity policies and review them at least annually.',
            ],
          },
          {
            num: '§ 1022.43',
            name: 'Direct disputes',
            subs: [
              {
                n: '(a)',
                h: 'General rule',
                t: 'A furnisher must investigate a dispute sent directly to it by a consumer about the accuracy of information it furnished, when the dispute concerns the consumer’s liability, terms or performance on the account.',
              },
              {
                n: '(e)',
                h: 'Duties after investigation',
                t: 'The furnisher must finish the investigation and report the results to the consumer within the time a consumer reporting agency would have, generally 30 days.',
              },
            ],
            reqs: ['Investigate direct disputes and report the results to the consumer within 30 days.'],
          },
        ],
      },
      {
        levels: ['Subpart H - Duties of Users Regarding Risk-Based Pricing'],
        sections: [
          {
            num: '§ 1022.72',
            name: 'General requirements for risk-based pricing notices',
            subs: [
              {
                n: '(a)',
                h: 'General rule',
                t: 'A person who uses a consumer report to grant credit on terms materially less favourable than the most favourable terms available to a substantial proportion of its consumers must give a risk-based pricing notice.',
              },
            ],
            reqs: [
              'Send a risk-based pricing notice, or a credit score disclosure under an exception, when terms are set using a consumer report.',
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'CFPB',
    inventory: 1,
    name: 'Regulation E - Electronic Fund Transfers',
    citation: '12 CFR Part 1005',
    type: 'Regulation',
    sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1005',
    contact: 2,
    effective: '2011-12-30',
    levels: [TITLE_12, CHAPTER_X, 'Part 1005 - Electronic Fund Transfers (Regulation E)'],
    businessLines: ['Deposit Accounts', 'Money Transmission', 'Prepaid and Remittances'],
    categories: ['Disclosures', 'Error Resolution'],
    processes: ['Error Resolution and Disputes', 'Disclosure Delivery', 'Account Servicing'],
    prefix: 'REGE',
    groups: [
      {
        levels: ['Subpart A - General'],
        sections: [
          {
            num: '§ 1005.6',
            name: 'Liability of consumer for unauthorized transfers',
            subs: [
              {
                n: '(b)',
                h: 'Limitations on amount of liability',
                t: 'The consumer’s liability depends on how quickly the loss is reported:',
                sub: [
                  {
                    n: '(1)',
                    h: 'Timely notice given',
                    t: 'No more than $50 when the institution is told within two business days of learning of the loss or theft.',
                  },
                  {
                    n: '(2)',
                    h: 'Timely notice not given',
                    t: 'No more than $500 when notice comes later than two business days.',
                  },
                  {
                    n: '(3)',
                    h: 'Periodic statement; timely notice not given',
                    t: 'Unlimited liability for transfers after 60 days from the statement on which the unauthorized transfer first appeared, if the consumer did not report it.',
                  },
                ],
              },
            ],
            reqs: [
              'Cap consumer liability for unauthorized transfers at $50 when notice is given within two business days.',
            ],
          },
          {
            num: '§ 1005.11',
            name: 'Procedures for resolving errors',
            subs: [
              {
                n: '(c)',
                h: 'Time limits and extent of investigation',
                t: 'The institution must investigate and decide within 10 business days, or within 45 days if it provisionally credits the account within the 10 days.',
              },
            ],
            reqs: [
              'Resolve electronic fund transfer errors within 10 business days or provisionally credit the account and finish within 45 days.',
            ],
          },
        ],
      },
      {
        levels: ['Subpart B - Requirements for Remittance Transfers'],
        sections: [
          {
            num: '§ 1005.31',
            name: 'Disclosures',
            subs: [
              {
                n: '(b)',
                h: 'Disclosure requirements',
                t: 'Before the sender pays, the provider must disclose the amount to be transferred, fees and taxes, the exchange rate and the amount the recipient will receive; a receipt follows payment.',
              },
            ],
            reqs: [
              'Give remittance senders a pre-payment disclosure and a receipt with the exchange rate and amount received.',
            ],
          },
          {
            num: '§ 1005.33',
            name: 'Procedures for resolving errors',
            subs: [
              {
                n: '(c)',
                h: 'Time limits and extent of investigation',
                t: 'The provider must investigate a notice of error within 90 days and report the result to the sender within three business days after finishing.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'CFPB',
    inventory: 1,
    name: 'Regulation DD - Truth in Savings',
    citation: '12 CFR Part 1030',
    type: 'Regulation',
    sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1030',
    contact: 5,
    effective: '2011-12-30',
    levels: [TITLE_12, CHAPTER_X, 'Part 1030 - Truth in Savings (Regulation DD)'],
    businessLines: ['Deposit Accounts'],
    categories: ['Disclosures', 'Advertising'],
    processes: ['Account Opening', 'Disclosure Delivery', 'Marketing and Advertising'],
    prefix: 'REGDD',
    groups: [
      {
        sections: [
          {
            num: '§ 1030.4',
            name: 'Account disclosures',
            subs: [
              {
                n: '(a)',
                h: 'Delivery of account disclosures',
                t: 'Account disclosures must be given before an account is opened or a service provided, and on request.',
              },
              {
                n: '(b)',
                h: 'Content of account disclosures',
                t: 'They include the rate of interest and annual percentage yield, compounding and crediting, balance requirements, fees and any transaction limits.',
              },
            ],
            reqs: ['Deliver account disclosures with the APY and fees before a deposit account is opened.'],
          },
          {
            num: '§ 1030.8',
            name: 'Advertising',
            subs: [
              {
                n: '(a)',
                h: 'Misleading or inaccurate advertisements',
                t: 'An advertisement must not be misleading or inaccurate and must not misrepresent the deposit contract; it may not call an account free if a maintenance or activity fee may be charged.',
              },
            ],
            reqs: [
              'Do not describe an account as free or no cost when maintenance or activity fees may apply.',
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'CFPB',
    inventory: 1,
    name: 'Regulation F - Debt Collection Practices',
    citation: '12 CFR Part 1006',
    type: 'Regulation',
    sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1006',
    contact: 4,
    effective: '2021-11-30',
    levels: [TITLE_12, CHAPTER_X, 'Part 1006 - Debt Collection Practices (Regulation F)'],
    businessLines: ['Debt Collection', 'Mortgage Servicing', 'Auto Finance'],
    categories: ['Collection Practices'],
    processes: ['Collections and Recovery', 'Disclosure Delivery'],
    prefix: 'REGF',
    groups: [
      {
        levels: ['Subpart B - Rules for FDCPA Debt Collectors'],
        sections: [
          {
            num: '§ 1006.6',
            name: 'Communications in connection with debt collection',
            subs: [
              {
                n: '(b)',
                h: 'Communications with consumers',
                t: 'A debt collector must not communicate with a consumer at an unusual or inconvenient time or place; before 8 a.m. and after 9 p.m. local time are presumed inconvenient.',
              },
              {
                n: '(e)',
                h: 'Opt-out notice for electronic communications',
                t: 'Every electronic communication must include a clear and conspicuous statement of a reasonable and simple way to opt out of further electronic communications to that address.',
              },
            ],
            reqs: [
              'Block collection calls before 8 a.m. and after 9 p.m. in the consumer’s local time.',
              'Include an opt-out method in every collection e-mail and text message.',
            ],
          },
          {
            num: '§ 1006.14',
            name: 'Harassing, oppressive, or abusive conduct',
            subs: [
              {
                n: '(b)',
                h: 'Repeated or continuous telephone calls',
                t: 'A debt collector is presumed to comply if it places no more than seven calls within seven consecutive days about a debt, and none within seven days after a telephone conversation about it.',
              },
            ],
            reqs: [
              'Limit call attempts to seven per debt within seven days and none within seven days after a conversation.',
            ],
          },
          {
            num: '§ 1006.34',
            name: 'Notice for validation of debts',
            subs: [
              {
                n: '(a)',
                h: 'Validation information required',
                t: 'A debt collector must give the consumer validation information, either in the initial communication or within five days after it.',
              },
              {
                n: '(c)',
                h: 'Validation information',
                t: 'It includes the debt collector’s name and address, the itemisation date, the amount then owed with an itemisation to the present amount, and the consumer’s dispute rights and deadline.',
              },
            ],
            reqs: [
              'Send the validation notice with itemisation and dispute rights within five days of the initial communication.',
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'CFPB',
    inventory: 1,
    name: 'Regulation C - Home Mortgage Disclosure',
    citation: '12 CFR Part 1003',
    type: 'Regulation',
    sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1003',
    contact: 3,
    effective: '2018-01-01',
    levels: [TITLE_12, CHAPTER_X, 'Part 1003 - Home Mortgage Disclosure (Regulation C)'],
    businessLines: ['Mortgage Origination', 'Home Equity Lending'],
    categories: ['HMDA Reporting'],
    processes: ['Regulatory Reporting', 'Application Intake'],
    prefix: 'REGC',
    groups: [
      {
        sections: [
          {
            num: '§ 1003.4',
            name: 'Compilation of reportable data',
            subs: [
              {
                n: '(a)',
                h: 'Data format and itemization',
                t: 'A financial institution must collect data on covered loans and applications, including the loan amount, action taken, property location, and the applicant’s ethnicity, race, sex and age, and record them on a loan/application register.',
              },
              {
                n: '(f)',
                h: 'Quarterly recording of data',
                t: 'Data for each calendar quarter must be entered on the register within 30 calendar days after the quarter ends.',
              },
            ],
            reqs: [
              'Record each covered application on the loan/application register within 30 days after quarter end.',
            ],
          },
          {
            num: '§ 1003.5',
            name: 'Disclosure and reporting',
            subs: [
              {
                n: '(a)',
                h: 'Reporting to agency',
                t: 'By March 1 each year, the institution must submit its loan/application register for the previous calendar year in electronic form.',
              },
            ],
            reqs: ['Submit the annual HMDA loan/application register by March 1.'],
          },
        ],
      },
    ],
  },
  {
    regulator: 'FinCEN',
    inventory: 2,
    name: 'Bank Secrecy Act - Rules for Banks',
    citation: '31 CFR Part 1020',
    type: 'Regulation',
    sourceUrl: 'https://www.ecfr.gov/current/title-31/subtitle-B/chapter-X/part-1020',
    contact: 6,
    effective: '2011-03-01',
    levels: [
      'Title 31 - Money and Finance: Treasury',
      'Chapter X - Financial Crimes Enforcement Network',
      'Part 1020 - Rules for Banks',
    ],
    businessLines: ['Deposit Accounts', 'Commercial Lending'],
    categories: ['Anti-Money Laundering', 'Record Retention'],
    processes: ['Customer Due Diligence', 'Suspicious Activity Monitoring', 'Regulatory Reporting'],
    prefix: 'BSA',
    groups: [
      {
        levels: ['Subpart B - Programs'],
        sections: [
          {
            num: '§ 1020.210',
            name: 'Anti-money laundering program requirements for banks',
            subs: [
              {
                n: '(a)',
                h: 'Program requirements',
                t: 'A bank must have a written programme approved by its board that includes internal controls, independent testing, a designated BSA officer, training, and risk-based customer due diligence.',
              },
            ],
            reqs: [
              'Maintain a board-approved BSA/AML programme with internal controls, independent testing, a BSA officer and training.',
            ],
          },
          {
            num: '§ 1020.220',
            name: 'Customer identification program requirements for banks',
            subs: [
              {
                n: '(a)',
                h: 'Customer identification program: minimum requirements',
                t: 'The programme must include procedures to verify each customer’s identity, to keep records of the information used, and to check customers against government lists of known or suspected terrorists.',
                sub: [
                  {
                    n: '(2)',
                    h: 'Identity verification procedures',
                    t: 'Before opening an account the bank must obtain at least the name, date of birth, address and identification number of the customer.',
                  },
                ],
              },
            ],
            reqs: [
              'Collect name, date of birth, address and identification number before opening an account.',
            ],
          },
        ],
      },
      {
        levels: ['Subpart C - Reports Required To Be Made by Banks'],
        sections: [
          {
            num: '§ 1020.320',
            name: 'Reports by banks of suspicious transactions',
            subs: [
              {
                n: '(a)',
                h: 'General',
                t: 'A bank must file a suspicious activity report for a transaction of $5,000 or more that it knows, suspects or has reason to suspect involves illegal funds, is designed to evade BSA reporting, or has no apparent lawful purpose.',
              },
              {
                n: '(b)',
                h: 'Filing procedures',
                t: 'The report is due within 30 calendar days after the bank first detects facts that may warrant it.',
              },
            ],
            reqs: ['File a suspicious activity report within 30 calendar days after initial detection.'],
          },
        ],
      },
    ],
  },
  {
    regulator: 'FinCEN',
    inventory: 2,
    name: 'Bank Secrecy Act - Rules for Money Services Businesses',
    citation: '31 CFR Part 1022',
    type: 'Regulation',
    sourceUrl: 'https://www.ecfr.gov/current/title-31/subtitle-B/chapter-X/part-1022',
    contact: 6,
    effective: '2011-03-01',
    levels: [
      'Title 31 - Money and Finance: Treasury',
      'Chapter X - Financial Crimes Enforcement Network',
      'Part 1022 - Rules for Money Services Businesses',
    ],
    businessLines: ['Money Transmission', 'Prepaid and Remittances'],
    categories: ['Anti-Money Laundering', 'Licensing'],
    processes: ['Customer Due Diligence', 'Suspicious Activity Monitoring', 'Licensing and Registration'],
    prefix: 'MSB',
    groups: [
      {
        levels: ['Subpart B - Programs'],
        sections: [
          {
            num: '§ 1022.210',
            name: 'Anti-money laundering programs for money services businesses',
            subs: [
              {
                n: '(a)',
                h: 'Program requirement',
                t: 'Each money services business must develop and maintain an effective, risk-based programme reasonably designed to prevent it from being used to launder money or finance terrorism.',
              },
            ],
          },
        ],
      },
      {
        levels: ['Subpart D - Records Required To Be Maintained by Money Services Businesses'],
        sections: [
          {
            num: '§ 1022.380',
            name: 'Registration of money services businesses',
            subs: [
              {
                n: '(b)',
                h: 'Registration procedures',
                t: 'A money services business must register with FinCEN within 180 days after it is established and renew every two years.',
              },
            ],
            reqs: ['Register with FinCEN within 180 days of establishment and renew every two years.'],
          },
        ],
      },
    ],
  },
  {
    regulator: 'FDIC',
    inventory: 2,
    name: 'Deposit Insurance Coverage',
    citation: '12 CFR Part 330',
    type: 'Regulation',
    sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-III/subchapter-B/part-330',
    contact: 5,
    effective: '2024-04-01',
    levels: [
      TITLE_12,
      'Chapter III - Federal Deposit Insurance Corporation',
      'Part 330 - Deposit Insurance Coverage',
    ],
    businessLines: ['Deposit Accounts'],
    categories: ['Deposit Insurance', 'Disclosures'],
    processes: ['Account Opening', 'Disclosure Delivery'],
    prefix: 'FDIC',
    groups: [
      {
        sections: [
          {
            num: '§ 330.6',
            name: 'Single ownership accounts',
            subs: [
              {
                n: '(a)',
                h: 'Individual accounts',
                t: 'Funds owned by one natural person and held in that person’s name are added together and insured up to the standard maximum deposit insurance amount.',
              },
            ],
            reqs: [
              'Explain in account-opening materials how single ownership deposits are aggregated for insurance.',
            ],
          },
          {
            num: '§ 330.9',
            name: 'Joint ownership accounts',
            subs: [
              {
                n: '(a)',
                h: 'Separate insurance coverage',
                t: 'Qualifying joint accounts are insured separately from other categories; each co-owner’s interests in all joint accounts at the bank are added together and insured up to the standard maximum.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'OCC',
    inventory: 2,
    name: 'Interagency Guidelines Establishing Information Security Standards',
    citation: '12 CFR Part 30, Appendix B',
    type: 'Guidance',
    sourceUrl:
      'https://www.ecfr.gov/current/title-12/chapter-I/part-30/appendix-Appendix%20B%20to%20Part%2030',
    contact: 6,
    effective: '2001-07-01',
    levels: [
      TITLE_12,
      'Chapter I - Comptroller of the Currency, Department of the Treasury',
      'Part 30 - Safety and Soundness Standards',
      'Appendix B - Interagency Guidelines Establishing Information Security Standards',
    ],
    businessLines: ['Deposit Accounts', 'Consumer Lending', 'Credit Cards', 'Commercial Lending'],
    categories: ['Information Security'],
    processes: ['Information Security'],
    prefix: 'ISEC',
    groups: [
      {
        sections: [
          {
            num: 'III.C',
            name: 'Manage and control risk',
            subs: [
              {
                n: '1.',
                t: 'Design the information security programme to control identified risks, in line with the sensitivity of the information and the complexity of the bank’s activities, including access controls, encryption of customer information, and monitoring for attacks.',
              },
              {
                n: '3.',
                t: 'Regularly test the key controls, systems and procedures; independent staff or third parties should run or review the tests.',
              },
            ],
            reqs: [
              'Encrypt customer information in transit and at rest, and test key security controls at least annually.',
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'CA DFPI',
    inventory: 3,
    name: 'California Financing Law',
    citation: 'Cal. Fin. Code § 22000 et seq.',
    type: 'Statute',
    sourceUrl:
      'https://leginfo.legislature.ca.gov/faces/codes_displayexpandedbranch.xhtml?tocCode=FIN&division=9.',
    contact: 5,
    effective: '1995-01-01',
    levels: ['California Financial Code', 'Division 9 - California Financing Law'],
    businessLines: ['Installment Lending', 'Auto Finance', 'Consumer Lending'],
    categories: ['Licensing', 'Interest and Fees'],
    processes: ['Licensing and Registration', 'Underwriting and Credit Decisioning'],
    prefix: 'CFL',
    groups: [
      {
        levels: ['Chapter 2 - Licensing', 'Article 1 - General'],
        sections: [
          {
            num: '§ 22100',
            name: 'License required',
            subs: [
              {
                n: '(a)',
                t: 'No person may engage in business as a finance lender or broker in California without first obtaining a licence from the commissioner.',
              },
            ],
            reqs: [
              'Hold a California finance lender licence before making or brokering loans to California residents.',
            ],
          },
        ],
      },
      {
        levels: ['Chapter 3 - Consumer Loans', 'Article 1 - General Provisions'],
        sections: [
          {
            num: '§ 22303',
            name: 'Charges on consumer loans of less than $2,500',
            subs: [
              {
                n: '',
                t: 'On a consumer loan with a bona fide principal amount under $2,500, a licensee may charge no more than the tiered monthly rates set out in the section on the unpaid principal balance.',
              },
            ],
            reqs: [
              'Configure rate caps for California consumer loans under $2,500 at the statutory tiered rates.',
            ],
          },
          {
            num: '§ 22304.5',
            name: 'Loans of $2,500 to $9,999',
            status: 'Amended',
            subs: [
              {
                n: '(a)',
                t: 'On a consumer loan with a principal amount of $2,500 or more but less than $10,000, a licensee may not charge a rate above an annual simple interest rate of 36 percent plus the federal funds rate.',
                old: 'The rate limits of the tiered monthly schedule do not apply to consumer loans with a bona fide principal amount of $2,500 or more.',
              },
            ],
            change: {
              type: 'amendment',
              status: 'changedLaw',
              effective: '2020-01-01',
              summary: 'The Fair Access to Credit Act brings loans of $2,500 to $9,999 under a rate cap.',
            },
            reqs: [
              'Cap the rate on California consumer loans of $2,500 to $9,999 at 36 percent plus the federal funds rate.',
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'CA DFPI',
    inventory: 3,
    name: 'California Consumer Financial Protection Law',
    citation: 'Cal. Fin. Code § 90000 et seq.',
    type: 'Statute',
    sourceUrl:
      'https://leginfo.legislature.ca.gov/faces/codes_displayexpandedbranch.xhtml?tocCode=FIN&division=24.',
    contact: 5,
    effective: '2021-01-01',
    levels: [
      'California Financial Code',
      'Division 24 - California Consumer Financial Protection Law',
      'Chapter 3 - Prohibited Acts',
    ],
    businessLines: ['Consumer Lending', 'Installment Lending', 'Debt Collection', 'Money Transmission'],
    categories: ['Licensing', 'Collection Practices'],
    processes: ['Marketing and Advertising', 'Account Servicing'],
    prefix: 'CCFPL',
    groups: [
      {
        sections: [
          {
            num: '§ 90003',
            name: 'Unlawful, unfair, deceptive, or abusive acts or practices',
            subs: [
              {
                n: '(a)',
                t: 'A covered person or service provider must not engage, have engaged, or propose to engage in any unlawful, unfair, deceptive, or abusive act or practice with respect to consumer financial products or services.',
              },
            ],
            reqs: [
              'Review consumer-facing practices for unfair, deceptive or abusive acts under the California standard.',
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'NY DFS',
    inventory: 4,
    name: 'Cybersecurity Requirements for Financial Services Companies',
    citation: '23 NYCRR Part 500',
    type: 'Regulation',
    sourceUrl: 'https://www.dfs.ny.gov/industry_guidance/cybersecurity',
    contact: 6,
    effective: '2017-03-01',
    levels: [
      'New York Codes, Rules and Regulations',
      'Title 23 - Financial Services',
      'Chapter I - Regulations of the Superintendent of Financial Services',
      'Part 500 - Cybersecurity Requirements for Financial Services Companies',
    ],
    businessLines: [
      'Deposit Accounts',
      'Consumer Lending',
      'Mortgage Origination',
      'Mortgage Servicing',
      'Money Transmission',
    ],
    categories: ['Information Security'],
    processes: ['Information Security', 'Regulatory Reporting'],
    prefix: 'NYCYB',
    groups: [
      {
        sections: [
          {
            num: '§ 500.2',
            name: 'Cybersecurity program',
            subs: [
              {
                n: '(a)',
                t: 'Each covered entity must maintain a cybersecurity programme, based on its risk assessment, designed to protect the confidentiality, integrity and availability of its information systems and the nonpublic information on them.',
              },
            ],
            reqs: ['Maintain a risk-based cybersecurity programme approved by senior management.'],
          },
          {
            num: '§ 500.12',
            name: 'Multi-factor authentication',
            subs: [
              {
                n: '(a)',
                t: 'Multi-factor authentication must be used for any individual accessing any of the covered entity’s information systems, subject to narrow exceptions approved by the chief information security officer.',
              },
            ],
            reqs: [
              'Require multi-factor authentication for remote and privileged access to information systems.',
            ],
          },
          {
            num: '§ 500.17',
            name: 'Notices to superintendent',
            status: 'Amended',
            subs: [
              {
                n: '(a)',
                h: 'Notice of cybersecurity incident',
                t: 'Each covered entity must notify the superintendent electronically as promptly as possible, and in no event later than 72 hours after determining that a cybersecurity incident has occurred.',
                old: 'Each covered entity must notify the superintendent as promptly as possible, and in no event later than 72 hours from a determination that a cybersecurity event has occurred.',
              },
              {
                n: '(c)',
                oldN: '',
                h: 'Notice and explanation of extortion payment',
                t: 'An entity that makes an extortion payment in connection with a cybersecurity event must give notice within 24 hours of the payment and a written explanation of why it was necessary within 30 days.',
              },
            ],
            change: {
              type: 'amendment',
              status: 'changedLaw',
              effective: '2023-12-01',
              summary:
                'The second amendment adds notice of extortion payments and moves to incident-based notice.',
            },
            reqs: [
              'Notify the superintendent within 72 hours after determining a cybersecurity incident occurred.',
              'Notify the superintendent within 24 hours of any extortion payment and explain it in writing within 30 days.',
            ],
          },
        ],
      },
    ],
  },
  {
    regulator: 'TX OCCC',
    inventory: 3,
    name: 'Texas Consumer Loans',
    citation: 'Tex. Fin. Code ch. 342',
    type: 'Statute',
    sourceUrl: 'https://statutes.capitol.texas.gov/Docs/FI/htm/FI.342.htm',
    contact: 4,
    effective: '1997-09-01',
    levels: [
      'Texas Finance Code',
      'Title 4 - Regulation of Interest, Loans, and Financed Transactions',
      'Subtitle B - Loans and Financed Transactions',
      'Chapter 342 - Consumer Loans',
    ],
    businessLines: ['Installment Lending', 'Auto Finance'],
    categories: ['Licensing', 'Interest and Fees'],
    processes: ['Licensing and Registration', 'Loan Closing and Funding'],
    prefix: 'TXCL',
    groups: [
      {
        levels: ['Subchapter B - License'],
        sections: [
          {
            num: '§ 342.051',
            name: 'License required',
            subs: [
              {
                n: '(a)',
                t: 'A person must hold a licence issued under this chapter to make, transact or negotiate a consumer loan with an interest rate above 10 percent a year, or to take an assignment of such a loan and collect it.',
              },
            ],
            reqs: ['Hold a Texas regulated lender licence before making loans above 10 percent a year.'],
          },
        ],
      },
      {
        levels: ['Subchapter E - Interest Charges'],
        sections: [
          {
            num: '§ 342.201',
            name: 'Interest charges',
            status: 'Amended',
            subs: [
              {
                n: '(a)',
                t: 'A lender may contract for and receive an add-on interest charge at the statutory tiered rates on cash advances, calculated on the bracket amounts the Finance Commission publishes each year.',
                old: 'A lender may contract for and receive an add-on interest charge at the statutory tiered rates on cash advances.',
              },
            ],
            change: {
              type: 'technicalCorrection',
              status: 'changedLaw',
              effective: '2019-09-01',
              summary: 'Clarifies that bracket amounts follow the annual publication.',
              levels: [
                { level: 5, oldText: 'Subchapter E - Interest', newText: 'Subchapter E - Interest Charges' },
              ],
            },
          },
        ],
      },
    ],
  },
  {
    regulator: 'FL OFR',
    inventory: 3,
    name: 'Florida Consumer Finance Act',
    citation: 'Fla. Stat. ch. 516',
    type: 'Statute',
    sourceUrl:
      'http://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0500-0599/0516/0516.html',
    contact: 5,
    effective: '1993-10-01',
    levels: [
      'Florida Statutes',
      'Title XXXIII - Regulation of Trade, Commerce, Investments, and Solicitations',
      'Chapter 516 - Consumer Finance',
    ],
    businessLines: ['Installment Lending', 'Consumer Lending'],
    categories: ['Licensing', 'Interest and Fees'],
    processes: ['Licensing and Registration', 'Loan Closing and Funding'],
    prefix: 'FLCF',
    groups: [
      {
        sections: [
          {
            num: '§ 516.02',
            name: 'Loans; interest; charges',
            subs: [
              {
                n: '(1)',
                t: 'A person may not lend $25,000 or less at an interest rate above 18 percent a year without a licence under this chapter.',
              },
              {
                n: '(2)',
                t: 'A licensee may charge tiered rates up to the statutory maximum on the principal balance, computed on the basis of simple interest.',
              },
            ],
            reqs: [
              'Obtain a Florida consumer finance licence before lending $25,000 or less above 18 percent a year.',
            ],
          },
          {
            num: '§ 516.05',
            name: 'License',
            status: 'New',
            subs: [
              {
                n: '(1)',
                t: 'Applications for a licence are filed through the nationwide licensing system, with the fees and background checks the commission requires.',
              },
            ],
            change: {
              type: 'newSection',
              status: 'newLaw',
              effective: '2022-07-01',
              summary: 'Licence applications move to the nationwide licensing system.',
            },
          },
        ],
      },
    ],
  },
  {
    regulator: 'IL IDFPR',
    inventory: 3,
    name: 'Illinois Predatory Loan Prevention Act',
    citation: '815 ILCS 123',
    type: 'Statute',
    sourceUrl: 'https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=4045',
    contact: 4,
    effective: '2021-03-23',
    levels: [
      'Illinois Compiled Statutes',
      'Chapter 815 - Business Transactions',
      'Act 123 - Predatory Loan Prevention Act',
    ],
    businessLines: ['Installment Lending', 'Auto Finance', 'Consumer Lending'],
    categories: ['Interest and Fees'],
    processes: ['Loan Closing and Funding', 'Underwriting and Credit Decisioning'],
    prefix: 'ILPL',
    groups: [
      {
        sections: [
          {
            num: '§ 15-5',
            name: 'Rate cap',
            subs: [
              {
                n: '',
                t: 'No lender may contract for or receive charges exceeding a 36 percent annual percentage rate, calculated as under the federal Military Lending Act, on any consumer loan.',
              },
            ],
            reqs: [
              'Cap the all-in APR on Illinois consumer loans at 36 percent, computed the Military Lending Act way.',
            ],
          },
        ],
      },
    ],
  },
];
