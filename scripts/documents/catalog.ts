/**
 * The text of the sample documents in public/documents/. Each is a short summary that says what
 * the real document is; the association replaces these files with the official PDFs.
 */
import type { PdfDocument } from './simple-pdf';

const SAMPLE_NOTE =
  'This file is a summary prepared for the AGIA website. The official text is available from the issuing office or the AGIA Secretariat.';

const issuance = (title: string, summary: string[]): PdfDocument => ({
  title,
  paragraphs: [...summary, '', SAMPLE_NOTE],
});

export const documents: Record<string, PdfDocument> = {
  'agia-by-laws.pdf': {
    title: 'By-Laws of the Association of Government Internal Auditors (AGIA)',
    paragraphs: [
      '## Article I - Name and Domicile',
      'The name of the organization is the Association of Government Internal Auditors, Inc. (AGIA). Its principal office is in Quezon City, Metro Manila.',
      '## Article II - Membership',
      'Membership is open to appointed or designated internal auditors in government (regular members) and to government personnel who perform internal control functions without an appointment as internal auditor (associate members). Membership runs per calendar year, from January 1 to December 31, and expires on March 31 of the following year when not renewed.',
      '## Article III - Board of Directors',
      'The affairs of the association are managed by a Board of Directors elected by the members in good standing. Only one director may come from each government agency. The immediate past president sits on the Board as an ex-officio director.',
      '## Article IV - Meetings',
      'The association holds an annual general meeting during its national convention. The Board meets at least once a month; special meetings may be called by the President or by a majority of the directors.',
      '## Article V - Elections',
      'Directors are elected at the annual convention by the members in good standing, online or in person. The Board elects its officers from among its members.',
      '## Article VI - Amendments',
      'These By-Laws may be amended by a majority vote of the members in good standing present at a general meeting, on the proposal of the Board or of at least ten percent of the members.',
      '',
      'This file is a summary of the By-Laws prepared for the AGIA website. The signed By-Laws are kept by the Secretariat.',
    ],
  },
  'agia-membership-form.pdf': {
    title: 'AGIA Membership Application Form (Manual Application)',
    paragraphs: [
      'Use this form only when the Membership Committee has asked you to apply manually. Otherwise, please apply online.',
      '## Applicant',
      'Full name: ______________________________________________',
      'Position or designation: ________________________________',
      'Agency, department and office: __________________________',
      'Office address: _________________________________________',
      'E-mail address: __________________  Mobile number: ______',
      '## Membership applied for',
      '[ ] Regular member (appointed or designated internal auditor)',
      '[ ] Associate member (performs internal control functions without an appointment)',
      '## Declaration',
      'I certify that the information above is true. I agree to abide by the By-Laws and the Code of Ethics of the association, and I consent to the processing of my personal data for membership purposes under the Data Privacy Act of 2012.',
      'Signature over printed name: ____________________  Date: ________',
      '## What happens next',
      'Send the completed form with a copy of your appointment or designation to membership@agia.org.ph. The Secretariat acknowledges it by e-mail, evaluates it, and sends the payment details. After you send proof of payment, an official receipt is issued and your membership is confirmed.',
    ],
  },
  'agia-nomination-form-2025.pdf': {
    title: 'Nomination Form - Election of the AGIA Board of Directors 2025',
    paragraphs: [
      'Deadline for filing: September 3, 2025.',
      '## Nominee',
      'Full name: ______________________________________________',
      'Position and salary grade: ______________________________',
      'Agency and office: ______________________________________',
      'Membership type:  [ ] Regular   [ ] Associate',
      '## Eligibility (tick each item)',
      '[ ] A member in good standing who has paid the membership fee for the current year.',
      '[ ] No pending criminal or administrative case and no violation of the By-Laws or the Code of Ethics.',
      '[ ] At least salary grade 18 or an equivalent supervisory level.',
      '[ ] Willing to attend board meetings and association activities.',
      '[ ] Will attend the 2025 annual convention online or in person.',
      '## Nominated by',
      'Name and signature of the nominating member: ____________________',
      '',
      'Only one director may come from each government agency. Send the completed form to the Election Committee through membership@agia.org.ph.',
    ],
  },
  'ra-3456.pdf': issuance('Republic Act No. 3456 - Internal Auditing Act of 1962', [
    'Approved on June 16, 1962. The Act provides for an internal audit service in the departments, bureaus and offices of the national government, and defines the functions of internal auditors: to examine the accounts and operations of their office and to report on the adequacy of its internal controls.',
  ]),
  'ra-4177.pdf': issuance('Republic Act No. 4177', [
    'Enacted in 1965. It amends the Internal Auditing Act of 1962 (Republic Act No. 3456) on the organization of internal audit units and the functions of internal auditors in government.',
  ]),
  'pd-1445.pdf': issuance('Presidential Decree No. 1445 - Government Auditing Code of the Philippines', [
    'Issued on June 11, 1978. The Code sets the rules for the audit of government funds and property and makes the head of each agency responsible for its system of internal control.',
  ]),
  'eo-292.pdf': issuance('Executive Order No. 292 - Administrative Code of 1987', [
    'Issued on July 25, 1987. The Code organizes the executive branch and provides for the internal control and internal audit functions of departments and agencies.',
  ]),
  'ao-278.pdf': issuance('Administrative Order No. 278, series of 1992', [
    'Strengthens the internal audit function in government offices and sets out the role of internal auditors in management control.',
  ]),
  'ao-70.pdf': issuance('Administrative Order No. 70, series of 2003', [
    'Strengthens the internal control systems of government offices, agencies, government-owned or controlled corporations and local government units, and the internal audit units that review them.',
  ]),
  'dbm-cl-2008-5.pdf': issuance('DBM Circular Letter No. 2008-5', [
    'Adopts the National Guidelines on Internal Control Systems for departments, agencies and government-owned or controlled corporations.',
  ]),
  'dbm-cl-2008-8.pdf': issuance('DBM Circular Letter No. 2008-8', [
    'Gives the guidelines on the organization and staffing of internal audit services and units in the national government.',
  ]),
  'pgiam-2011.pdf': issuance('Memorandum Circular on the Philippine Government Internal Audit Manual', [
    'Prescribes the Philippine Government Internal Audit Manual, which sets the standards and procedures for internal audit work in national government agencies.',
  ]),
};
