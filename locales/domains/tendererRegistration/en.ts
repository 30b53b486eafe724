import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of a tenderer's own registration: the page (zabuni.tendererRegistration), its menu group, and
 * the six sections' screens (resources). en and sw have the same keys.
 */
const en: LocaleFragment = {
  zabuni: {
    menu: { myRegistration: 'My registration' },
    tendererRegistration: {
      title: 'My registration',
      greeting: 'Welcome, %{name}',
      greetingNoName: 'Welcome',
      intro: 'Start with your company details; then add each section of your registration.',
      for: 'Your registration as %{name}: fill in each section to take part in tenders.',
      completeness: 'Registration progress',
      missing: 'Not yet added',
      records: '%{smart_count} record |||| %{smart_count} records',
      companyFirst: 'Save your company details first: the sections open once they are saved.',
      forTenderers: 'This page is where tenderers keep their registration.',
      sections: {
        company: 'Company details',
        personnel: 'Key personnel',
        personnelExperience: 'Personnel experience',
        litigation: 'Litigation records',
        workEquipment: 'Work equipment',
        financialResources: 'Financial resources',
        financialStatements: 'Financial statements',
        workExperience: 'Work experience',
      },
      company: {
        contactFullName: 'Your full name',
        name: 'Company name',
        registrationNumber: 'Business registration number (BRELA)',
        tin: 'TIN',
        phone: 'Phone',
        physicalAddress: 'Physical address',
        postalAddress: 'Postal address',
        saved: 'Company Details Saved Successfully',
        edit: 'Edit company details',
      },
      outcomes: { PENDING: 'Pending', WON: 'Won', LOST: 'Lost' },
      ownerships: { OWNED: 'Owned', LEASED: 'Leased' },
    },
  },
  resources: {
    'personnel-informations': {
      name: 'Key person |||| Key personnel',
      fields: {
        fullName: 'Full name',
        position: 'Position',
        qualification: 'Qualification',
        yearsOfExperience: 'Years of experience',
      },
    },
    'personnel-work-experiences': {
      name: 'Personnel experience |||| Personnel experience',
      fields: {
        personnelInformationUuid: 'Person',
        personnelFullName: 'Person',
        employer: 'Employer',
        position: 'Position',
        startDate: 'From',
        endDate: 'To (empty while still held)',
      },
    },
    'litigation-records': {
      name: 'Litigation record |||| Litigation records',
      fields: {
        year: 'Year',
        caseDescription: 'Case',
        outcome: 'Outcome',
        amountInDispute: 'Amount in dispute (TZS)',
      },
    },
    'work-equipments': {
      name: 'Work equipment |||| Work equipment',
      fields: { equipmentType: 'Equipment', quantity: 'Quantity', ownership: 'Owned or leased' },
    },
    'tenderer-financial-resources': {
      name: 'Financial resource |||| Financial resources',
      fields: {
        sourceName: 'Source (bank, credit line)',
        amount: 'Amount',
        currency: 'Currency (TZS when empty)',
      },
    },
    'tenderer-financial-statements': {
      name: 'Financial statement |||| Financial statements',
      fields: {
        year: 'Year',
        totalAssets: 'Total assets (TZS)',
        totalLiabilities: 'Total liabilities (TZS)',
        revenue: 'Revenue (TZS)',
        cashFlow: 'Net cash flow (TZS)',
      },
    },
    'tenderer-work-experiences': {
      name: 'Work experience |||| Work experience',
      fields: {
        clientName: 'Client',
        contractTitle: 'Contract',
        contractValue: 'Contract value (TZS)',
        year: 'Year',
        isCompleted: 'Completed',
      },
    },
  },
};

export default en;
