/**
 * The law catalogue's reference data for the demo: what a US compliance team at a bank or lender would find in
 * its catalogue. Ids are the 1-based position in each list (they travel on the wire, so they stay fixed).
 */

export interface IndustrySeed {
  name: string;
  businessLines: string[];
}

export const INDUSTRIES: readonly IndustrySeed[] = [
  {
    name: 'Banking',
    businessLines: ['Deposit Accounts', 'Consumer Lending', 'Credit Cards', 'Commercial Lending'],
  },
  {
    name: 'Mortgage Lending',
    businessLines: ['Mortgage Origination', 'Mortgage Servicing', 'Home Equity Lending'],
  },
  { name: 'Consumer Finance', businessLines: ['Auto Finance', 'Installment Lending', 'Debt Collection'] },
  { name: 'Payments', businessLines: ['Money Transmission', 'Prepaid and Remittances'] },
];

/** Business line names in id order (1-based), as INDUSTRIES lists them. */
export const BUSINESS_LINES: readonly { name: string; industry: string }[] = INDUSTRIES.flatMap((industry) =>
  industry.businessLines.map((name) => ({ name, industry: industry.name })),
);

export const BUSINESS_LINE_IDS: Readonly<Record<string, number>> = Object.fromEntries(
  BUSINESS_LINES.map((line, index) => [line.name, index + 1]),
);

export const INDUSTRY_IDS: Readonly<Record<string, number>> = Object.fromEntries(
  INDUSTRIES.map((industry, index) => [industry.name, index + 1]),
);

export const ALL_BUSINESS_LINES = BUSINESS_LINES.map((line) => line.name);

export interface RegulatorSeed {
  codeName: string;
  name: string;
  description: string;
  authority: 'Federal' | 'State';
}

export const REGULATORS: readonly RegulatorSeed[] = [
  {
    codeName: 'CFPB',
    name: 'Consumer Financial Protection Bureau',
    description:
      'Writes and enforces the federal consumer financial protection rules (Regulations B, C, E, F, V, X, Z and DD).',
    authority: 'Federal',
  },
  {
    codeName: 'OCC',
    name: 'Office of the Comptroller of the Currency',
    description: 'Charters and supervises national banks and federal savings associations.',
    authority: 'Federal',
  },
  {
    codeName: 'FDIC',
    name: 'Federal Deposit Insurance Corporation',
    description: 'Insures deposits and supervises state non-member banks.',
    authority: 'Federal',
  },
  {
    codeName: 'FRB',
    name: 'Board of Governors of the Federal Reserve System',
    description: 'Supervises state member banks and bank holding companies.',
    authority: 'Federal',
  },
  {
    codeName: 'NCUA',
    name: 'National Credit Union Administration',
    description: 'Charters and supervises federal credit unions and insures credit union shares.',
    authority: 'Federal',
  },
  {
    codeName: 'FinCEN',
    name: 'Financial Crimes Enforcement Network',
    description: 'Administers the Bank Secrecy Act and its anti-money-laundering rules.',
    authority: 'Federal',
  },
  {
    codeName: 'FTC',
    name: 'Federal Trade Commission',
    description: 'Enforces consumer protection law against non-bank financial companies.',
    authority: 'Federal',
  },
  {
    codeName: 'HUD',
    name: 'Department of Housing and Urban Development',
    description: 'Administers FHA mortgage insurance and fair housing programmes.',
    authority: 'Federal',
  },
  {
    codeName: 'CA DFPI',
    name: 'California Department of Financial Protection and Innovation',
    description: 'Licenses finance lenders, mortgage lenders and money transmitters in California.',
    authority: 'State',
  },
  {
    codeName: 'NY DFS',
    name: 'New York State Department of Financial Services',
    description: 'Supervises banks, insurers and licensed financial services companies in New York.',
    authority: 'State',
  },
  {
    codeName: 'TX OCCC',
    name: 'Texas Office of Consumer Credit Commissioner',
    description:
      'Licenses and examines consumer lenders, motor vehicle sales finance and pawn lenders in Texas.',
    authority: 'State',
  },
  {
    codeName: 'FL OFR',
    name: 'Florida Office of Financial Regulation',
    description:
      'Licenses consumer finance companies, mortgage lenders and money services businesses in Florida.',
    authority: 'State',
  },
  {
    codeName: 'IL IDFPR',
    name: 'Illinois Department of Financial and Professional Regulation',
    description: 'Licenses consumer installment lenders and enforces the Illinois rate cap.',
    authority: 'State',
  },
  {
    codeName: 'WA DFI',
    name: 'Washington State Department of Financial Institutions',
    description: 'Licenses consumer loan companies and money transmitters in Washington.',
    authority: 'State',
  },
];

export const REGULATOR_IDS: Readonly<Record<string, number>> = Object.fromEntries(
  REGULATORS.map((regulator, index) => [regulator.codeName, index + 1]),
);

export interface CategorySeed {
  name: string;
  description: string;
  businessLines: readonly string[];
}

const LENDING = [
  'Consumer Lending',
  'Credit Cards',
  'Mortgage Origination',
  'Home Equity Lending',
  'Auto Finance',
  'Installment Lending',
];

export const CATEGORIES: readonly CategorySeed[] = [
  {
    name: 'Fair Lending',
    description: 'Equal treatment of applicants regardless of a prohibited basis.',
    businessLines: [...LENDING, 'Commercial Lending'],
  },
  {
    name: 'Adverse Action',
    description: 'Notices owed to applicants who are denied or offered less favourable terms.',
    businessLines: [...LENDING, 'Commercial Lending'],
  },
  {
    name: 'Disclosures',
    description: 'Cost-of-credit, account and transfer disclosures and their timing.',
    businessLines: [...LENDING, 'Deposit Accounts', 'Money Transmission', 'Prepaid and Remittances'],
  },
  {
    name: 'Advertising',
    description: 'Terms that trigger additional disclosures in advertisements.',
    businessLines: [
      'Deposit Accounts',
      'Consumer Lending',
      'Credit Cards',
      'Mortgage Origination',
      'Installment Lending',
    ],
  },
  {
    name: 'Ability to Repay',
    description: 'Underwriting standards for dwelling-secured credit.',
    businessLines: ['Mortgage Origination', 'Home Equity Lending'],
  },
  {
    name: 'Credit Reporting',
    description: 'Furnishing, disputes and use of consumer reports.',
    businessLines: [...LENDING, 'Mortgage Servicing', 'Debt Collection'],
  },
  {
    name: 'Loan Servicing',
    description: 'Payment handling, borrower inquiries and loss mitigation.',
    businessLines: ['Mortgage Servicing', 'Home Equity Lending', 'Auto Finance'],
  },
  {
    name: 'Escrow',
    description: 'Escrow account analysis, statements and surpluses.',
    businessLines: ['Mortgage Servicing'],
  },
  {
    name: 'Error Resolution',
    description: 'Investigating and answering notices of error.',
    businessLines: [
      'Deposit Accounts',
      'Credit Cards',
      'Mortgage Servicing',
      'Money Transmission',
      'Prepaid and Remittances',
    ],
  },
  {
    name: 'Interest and Fees',
    description: 'Rate caps and permitted charges.',
    businessLines: ['Consumer Lending', 'Credit Cards', 'Auto Finance', 'Installment Lending'],
  },
  {
    name: 'Licensing',
    description: 'Licences required to lend, service, collect or transmit money.',
    businessLines: [
      'Mortgage Origination',
      'Auto Finance',
      'Installment Lending',
      'Debt Collection',
      'Money Transmission',
    ],
  },
  {
    name: 'Collection Practices',
    description: 'Communications and conduct when collecting debts.',
    businessLines: ['Debt Collection', 'Mortgage Servicing', 'Auto Finance'],
  },
  {
    name: 'Anti-Money Laundering',
    description: 'BSA/AML programmes, customer identification and suspicious activity reporting.',
    businessLines: [
      'Deposit Accounts',
      'Commercial Lending',
      'Money Transmission',
      'Prepaid and Remittances',
    ],
  },
  {
    name: 'Deposit Insurance',
    description: 'Ownership categories and coverage of insured deposits.',
    businessLines: ['Deposit Accounts'],
  },
  {
    name: 'HMDA Reporting',
    description: 'Collection and reporting of mortgage application data.',
    businessLines: ['Mortgage Origination', 'Home Equity Lending'],
  },
  {
    name: 'Information Security',
    description: 'Cybersecurity programmes, access controls and incident notices.',
    businessLines: ALL_BUSINESS_LINES,
  },
  {
    name: 'Record Retention',
    description: 'How long records must be kept and in what form.',
    businessLines: ALL_BUSINESS_LINES,
  },
];

export const PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  'Deposit Accounts': [
    'Checking Account',
    'Savings Account',
    'Certificate of Deposit',
    'Money Market Account',
  ],
  'Consumer Lending': ['Personal Loan', 'Overdraft Line of Credit', 'Secured Share Loan'],
  'Credit Cards': ['General Purpose Credit Card', 'Secured Credit Card', 'Private Label Card'],
  'Commercial Lending': [
    'Small Business Term Loan',
    'Commercial Line of Credit',
    'Commercial Real Estate Loan',
  ],
  'Mortgage Origination': ['30-Year Fixed Mortgage', 'Adjustable-Rate Mortgage', 'FHA Loan', 'VA Loan'],
  'Mortgage Servicing': ['Loan Servicing', 'Escrow Administration', 'Loss Mitigation'],
  'Home Equity Lending': ['Home Equity Line of Credit', 'Closed-End Home Equity Loan'],
  'Auto Finance': ['Retail Installment Contract', 'Direct Auto Loan', 'Auto Lease'],
  'Installment Lending': ['Unsecured Installment Loan', 'Vehicle Title Loan'],
  'Debt Collection': ['First-Party Collections', 'Third-Party Collections'],
  'Money Transmission': ['Domestic Money Transfer', 'International Remittance'],
  'Prepaid and Remittances': ['General Purpose Reloadable Card', 'Payroll Card', 'Remittance Transfer'],
};

export const INSTITUTION_TYPES: readonly string[] = [
  'National Bank',
  'State Member Bank',
  'State Non-Member Bank',
  'Federal Savings Association',
  'Federal Credit Union',
  'State-Chartered Credit Union',
  'Non-Bank Mortgage Lender',
  'Licensed Consumer Lender',
  'Money Transmitter',
  'Debt Collection Agency',
];

export const LAW_INVENTORIES: readonly string[] = [
  'Federal Consumer Protection',
  'Federal Banking and BSA/AML',
  'State Lending and Licensing',
  'State Privacy and Cybersecurity',
];

export const CHANGE_TYPES: readonly string[] = [
  'Amendment',
  'New Section',
  'Repeal',
  'Technical Correction',
  'Renumbering',
  'Interpretive Guidance',
];

/** The business dashboard's status filter; changes in law carry one of the last three. */
export const LAW_STATUSES: readonly string[] = [
  'Open',
  'My Draft',
  'Submitted For Approval',
  'Send Back',
  'Approved',
  'Changed Law',
  'New Law',
  'Decommissioned',
];

export const STATUS_IDS = { changedLaw: 6, newLaw: 7, decommissioned: 8 } as const;
export const CHANGE_TYPE_IDS = { amendment: 1, newSection: 2, repeal: 3, technicalCorrection: 4 } as const;

export interface LawyerSeed {
  name: string;
  email: string;
  /** The demo user who is this lawyer, by e-mail. */
  userEmail?: string;
}

export const LAWYERS: readonly LawyerSeed[] = [
  { name: 'Lena Lawyer', email: 'lawyer@lexbridge.test', userEmail: 'lawyer@lexbridge.test' },
  { name: 'Marcus Whitfield', email: 'marcus.whitfield@lexbridge.test' },
  { name: 'Priya Raman', email: 'priya.raman@lexbridge.test' },
  { name: 'Daniel Okafor', email: 'daniel.okafor@lexbridge.test' },
  { name: 'Sofia Alvarez', email: 'sofia.alvarez@lexbridge.test' },
  { name: 'Grace Chen', email: 'grace.chen@lexbridge.test' },
];

/** The provider's standard processes and the business lines each applies to. */
export const AZIMUTH_PROCESSES: readonly {
  name: string;
  companyName: string;
  businessLines: readonly string[];
}[] = [
  { name: 'Marketing and Advertising', companyName: 'Campaign Review', businessLines: ALL_BUSINESS_LINES },
  {
    name: 'Application Intake',
    companyName: 'Loan Application Processing',
    businessLines: [...LENDING, 'Commercial Lending'],
  },
  {
    name: 'Underwriting and Credit Decisioning',
    companyName: 'Credit Decision Review',
    businessLines: [...LENDING, 'Commercial Lending'],
  },
  {
    name: 'Adverse Action Notification',
    companyName: 'Decline Letter Production',
    businessLines: [...LENDING, 'Commercial Lending'],
  },
  { name: 'Disclosure Delivery', companyName: 'Disclosure Fulfilment', businessLines: ALL_BUSINESS_LINES },
  { name: 'Loan Closing and Funding', companyName: 'Closing and Funding Desk', businessLines: LENDING },
  {
    name: 'Account Opening',
    companyName: 'New Account Onboarding',
    businessLines: ['Deposit Accounts', 'Credit Cards', 'Prepaid and Remittances', 'Money Transmission'],
  },
  {
    name: 'Account Servicing',
    companyName: 'Customer Account Maintenance',
    businessLines: ALL_BUSINESS_LINES,
  },
  { name: 'Escrow Administration', companyName: 'Escrow Analysis', businessLines: ['Mortgage Servicing'] },
  {
    name: 'Loss Mitigation',
    companyName: 'Borrower Assistance Workouts',
    businessLines: ['Mortgage Servicing', 'Home Equity Lending'],
  },
  {
    name: 'Collections and Recovery',
    companyName: 'Collections Operations',
    businessLines: [
      'Debt Collection',
      'Mortgage Servicing',
      'Auto Finance',
      'Installment Lending',
      'Credit Cards',
    ],
  },
  {
    name: 'Error Resolution and Disputes',
    companyName: 'Dispute Investigations',
    businessLines: ALL_BUSINESS_LINES,
  },
  {
    name: 'Credit Bureau Furnishing',
    companyName: 'Metro 2 Reporting',
    businessLines: [...LENDING, 'Mortgage Servicing', 'Debt Collection'],
  },
  {
    name: 'Customer Due Diligence',
    companyName: 'KYC Onboarding Checks',
    businessLines: [
      'Deposit Accounts',
      'Commercial Lending',
      'Money Transmission',
      'Prepaid and Remittances',
    ],
  },
  {
    name: 'Suspicious Activity Monitoring',
    companyName: 'Transaction Monitoring',
    businessLines: [
      'Deposit Accounts',
      'Commercial Lending',
      'Money Transmission',
      'Prepaid and Remittances',
    ],
  },
  { name: 'Regulatory Reporting', companyName: 'Regulatory Filings', businessLines: ALL_BUSINESS_LINES },
  {
    name: 'Licensing and Registration',
    companyName: 'Licence Management',
    businessLines: [
      'Mortgage Origination',
      'Auto Finance',
      'Installment Lending',
      'Debt Collection',
      'Money Transmission',
    ],
  },
  { name: 'Information Security', companyName: 'Security Operations', businessLines: ALL_BUSINESS_LINES },
  { name: 'Record Retention', companyName: 'Records Management', businessLines: ALL_BUSINESS_LINES },
];

export interface ReportSeed {
  name: string;
  api: string;
}

export const REPORTS: readonly ReportSeed[] = [
  { name: 'Law Inventory by Business Line', api: 'reports/get-law-inventory-report?businessLineId=' },
  {
    name: 'Business Requirements by Business Line',
    api: 'reports/get-business-requirements-report?businessLineId=',
  },
  { name: 'Changed Laws by Business Line', api: 'reports/get-changed-laws-report?businessLineId=' },
  { name: 'Regulator Summary', api: 'reports/get-regulator-summary-report' },
];

/** Which industries and business lines each demo user works in; every user but unassigned@ has some. */
export const USER_ASSIGNMENTS: Readonly<Record<string, { industries: string[]; businessLines: string[] }>> = {
  'admin@lexbridge.test': { industries: INDUSTRIES.map((i) => i.name), businessLines: ALL_BUSINESS_LINES },
  'lawyer@lexbridge.test': {
    industries: ['Banking', 'Mortgage Lending'],
    // Commercial Lending stays out on purpose: an assigned industry can still hide one of its business lines.
    businessLines: [
      'Deposit Accounts',
      'Consumer Lending',
      'Credit Cards',
      'Mortgage Origination',
      'Mortgage Servicing',
      'Home Equity Lending',
    ],
  },
  'business@lexbridge.test': {
    industries: ['Banking'],
    businessLines: ['Deposit Accounts', 'Consumer Lending'],
  },
  'reader@lexbridge.test': {
    industries: ['Consumer Finance', 'Payments'],
    businessLines: ['Auto Finance', 'Installment Lending', 'Debt Collection', 'Money Transmission'],
  },
};

/** The one seeded user with no industry, so the "not assigned to an industry" message can be exercised. */
export const UNASSIGNED_USER = {
  email: 'unassigned@lexbridge.test',
  firstName: 'Uma',
  fullName: 'Uma Unassigned',
  roles: ['Legal Staff'],
} as const;
